import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { categoryTexts } from "#app/messages.ts";
import { deleteCategory, updateCategory } from "#app/models/category.server.ts";
import { taxonomy } from "#app/models/taxonomy.server.ts";
import { categoryJson, requireCategory } from "#app/routes/+api/category-json.server.ts";
import { categoryJsonSchema, categoryRenameSchema } from "#app/schemas/api/categories.ts";
import { categorySchema } from "#app/schemas/category.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

/** A rename: a name and a slug (made from the name if left out); the parent stays. */
const renameBodySchema = categorySchema;

// PUT renames a category, DELETE removes one without subcategories or tools (admins, issue 50),
// through the model the Categories page uses.
export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    PUT: async () => {
      await requireUser(request, "admin");
      const { name, slug } = await parseJsonBody(request, renameBodySchema);
      const { category } = await requireCategory(params.slug);
      const saved = await updateCategory(category.id, { name, slug });
      if (saved === "missing") return apiError(404, categoryTexts.noSuchCategory);
      if (saved === "slug-taken")
        return apiError(409, categoryTexts.slugTaken, { slug: [categoryTexts.slugTaken] });
      const after = await taxonomy();
      return Response.json(categoryJson(after, after.byId.get(category.id)!));
    },
    DELETE: async () => {
      await requireUser(request, "admin");
      const { category } = await requireCategory(params.slug);
      const deleted = await deleteCategory(category.id);
      if (deleted.status === "has-tools")
        return apiError(409, categoryTexts.categoryHasTools(category.name, deleted.count));
      if (deleted.status === "has-children")
        return apiError(409, categoryTexts.categoryHasChildren(category.name));
      if (deleted.status === "missing") return apiError(404, categoryTexts.noSuchCategory);
      return new Response(null, { status: 204 });
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  const params = z.object({ slug: z.string().openapi({ description: "The category's slug" }) });
  return [
    {
      method: "put",
      path: "/api/categories/{slug}",
      tags: ["Catalogue"],
      summary: "Rename a category (admins)",
      description:
        "Its name and slug (made from the name if left out); `parent` is ignored: it stays where it is. Links shared with the old slug stop finding it.",
      security: api.security.signedIn,
      request: { params, body: api.json(categoryRenameSchema) },
      responses: {
        200: api.answer("The category", categoryJsonSchema),
        400: api.invalid,
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: api.error(categoryTexts.noSuchCategory),
        409: api.error(categoryTexts.slugTaken),
        429: api.tooMany,
      },
    },
    {
      method: "delete",
      path: "/api/categories/{slug}",
      tags: ["Catalogue"],
      summary: "Delete a category without subcategories or tools on sale (admins)",
      security: api.security.signedIn,
      request: { params },
      responses: {
        204: api.noContent,
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: api.error(categoryTexts.noSuchCategory),
        409: api.error("It has subcategories, or tools on sale are in it"),
        429: api.tooMany,
      },
    },
  ];
}
