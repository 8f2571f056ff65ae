import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { categoryTexts } from "#app/messages.ts";
import { addCategory } from "#app/models/category.server.ts";
import { taxonomy } from "#app/models/taxonomy.server.ts";
import { categoryJson } from "#app/routes/+api/category-json.server.ts";
import { createOnce } from "#app/routes/+api/idempotent.server.ts";
import { categoryJsonSchema, categoryRequestSchema } from "#app/schemas/api/categories.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/categories (anyone, issue 50): the tree, top categories in order with their
// subcategories, as the catalogue shows it.
export async function loader() {
  const catalogue = await taxonomy();
  return Response.json(catalogue.tops.map((top) => categoryJson(catalogue, top)));
}

// POST /api/categories (admins): a category at the end of its level, as the Categories page adds
// it; `parent` names a top category by slug.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const admin = await requireUser(request, "admin");
      const body = await parseJsonBody(request, categoryRequestSchema);
      return createOnce(request, admin, body, async () => {
        const before = await taxonomy();
        const parent = body.parent ? before.bySlug.get(body.parent.toLowerCase()) : undefined;
        if (body.parent && !parent)
          return apiError(400, categoryTexts.chooseCategory, {
            parent: [categoryTexts.chooseCategory],
          });
        const added = await addCategory({
          name: body.name,
          slug: body.slug,
          parentId: parent?.id ?? null,
        });
        if (added === "slug-taken")
          return apiError(409, categoryTexts.slugTaken, { slug: [categoryTexts.slugTaken] });
        if (added === "bad-parent")
          return apiError(400, categoryTexts.parentIsSub, { parent: [categoryTexts.parentIsSub] });
        const after = await taxonomy();
        return Response.json(categoryJson(after, after.bySlug.get(body.slug)!), { status: 201 });
      });
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/categories",
      tags: ["Catalogue"],
      summary: "The category tree",
      description:
        "Top categories in order, each with its subcategories (two levels) and the keys of the attributes each names itself (see `GET /api/categories/{slug}/attributes`).",
      responses: { 200: api.answer("The top categories", z.array(categoryJsonSchema)) },
    },
    {
      method: "post",
      path: "/api/categories",
      tags: ["Catalogue"],
      summary: "Add a category (admins)",
      description:
        "`slug`, left out, is made from the name (`Drills & drivers` -> `drills-drivers`). `parent`, a top category's slug, makes it a subcategory. With an `Idempotency-Key`, the same key and body again answer the same category; the same key with another body is 422.",
      security: api.security.signedIn,
      request: { headers: api.idempotencyKeyHeader, body: api.json(categoryRequestSchema) },
      responses: {
        201: api.answer("The category", categoryJsonSchema),
        400: api.invalid,
        401: api.unauthenticated,
        403: api.adminsOnly,
        409: api.error(`${categoryTexts.slugTaken} (or the same key is still running)`),
        422: api.keyReused("Idempotency-Key"),
        429: api.tooMany,
      },
    },
  ];
}
