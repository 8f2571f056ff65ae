import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { categoryTexts } from "#app/messages.ts";
import { addAttribute } from "#app/models/attribute.server.ts";
import { setCategoryAttributes } from "#app/models/category.server.ts";
import { taxonomy, type Category } from "#app/models/taxonomy.server.ts";
import { categoryAttributesJson, requireCategory } from "#app/routes/+api/category-json.server.ts";
import { createOnce } from "#app/routes/+api/idempotent.server.ts";
import {
  categoryAttributeJsonSchema,
  categoryAttributeQuerySchema,
  categoryAttributeRequestSchema,
  categoryAttributesRequestSchema,
} from "#app/schemas/api/categories.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseApiQuery, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/categories/:slug/attributes (anyone, issue 50): what a tool of the category has.
export async function loader({ params }: LoaderFunctionArgs) {
  const { catalogue, category } = await requireCategory(params.slug);
  return Response.json(categoryAttributesJson(catalogue, category));
}

/**
 * The category names exactly `keys`, in order, through the model the category's Attributes page
 * uses (which refuses to leave out one that tools of it have a value for); the answer is its
 * attributes then, with `status`.
 */
async function nameAttributes(category: Category, keys: string[], status = 200) {
  const saved = await setCategoryAttributes(category.id, keys);
  if (saved.status === "missing") return apiError(404, categoryTexts.noSuchCategory);
  if (saved.status === "unknown")
    return apiError(400, categoryTexts.noSuchAttribute, {
      attributes: [`${categoryTexts.noSuchAttribute}: ${saved.key}`],
    });
  if (saved.status === "in-use")
    return apiError(409, categoryTexts.attributeInUse(saved.attribute, saved.count));
  const after = await taxonomy();
  return Response.json(categoryAttributesJson(after, after.byId.get(category.id)!), { status });
}

const ownKeys = (category: Category) => category.own.map((attribute) => attribute.key);

// Writes (admins): POST names one more (an attribute the shop has, or a new one), PUT names a
// list in order, DELETE ?key= stops naming one.
export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const admin = await requireUser(request, "admin");
      const body = await parseJsonBody(request, categoryAttributeRequestSchema);
      const { category } = await requireCategory(params.slug);
      return createOnce(request, admin, body, async () => {
        if ("type" in body) {
          const added = await addAttribute({
            ...body,
            unit: body.unit ?? null,
          });
          if (added === "key-taken")
            return apiError(409, categoryTexts.keyTaken, { key: [categoryTexts.keyTaken] });
        }
        const keys = ownKeys(category);
        return nameAttributes(category, keys.includes(body.key) ? keys : [...keys, body.key], 201);
      });
    },
    PUT: async () => {
      await requireUser(request, "admin");
      const { attributes } = await parseJsonBody(request, categoryAttributesRequestSchema);
      const { category } = await requireCategory(params.slug);
      return nameAttributes(category, [...new Set(attributes)]);
    },
    DELETE: async () => {
      await requireUser(request, "admin");
      const { key } = parseApiQuery(request, categoryAttributeQuerySchema, ["key"]);
      const { category } = await requireCategory(params.slug);
      const keys = ownKeys(category);
      if (!keys.includes(key)) return apiError(404, categoryTexts.notOfCategory(key));
      const answer = await nameAttributes(
        category,
        keys.filter((kept) => kept !== key),
      );
      return answer.ok ? new Response(null, { status: 204 }) : answer;
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  const params = z.object({ slug: z.string().openapi({ description: "The category's slug" }) });
  const list = z.array(categoryAttributeJsonSchema);
  const writes = {
    400: api.invalid,
    401: api.unauthenticated,
    403: api.adminsOnly,
    404: api.error(categoryTexts.noSuchCategory),
    409: api.error("Tools of the category have a value for an attribute it would no longer name"),
    429: api.tooMany,
  };
  return [
    {
      method: "get",
      path: "/api/categories/{slug}/attributes",
      tags: ["Catalogue"],
      summary: "The attributes a tool of the category has",
      description:
        "Its top category's, then its own, each with `from`: the category that names it. These are the keys `GET /api/search` filters by and `PUT /api/tools/{id}` takes values for.",
      request: { params },
      responses: {
        200: api.answer("The attributes", list),
        404: api.error(categoryTexts.noSuchCategory),
      },
    },
    {
      method: "post",
      path: "/api/categories/{slug}/attributes",
      tags: ["Catalogue"],
      summary: "Name one more attribute in a category (admins)",
      description:
        "`{ key }` of an attribute the shop has, or a new attribute: `key` (for good: its query parameter), `name`, `type` (`choice`, `number` or `boolean`), a number's `unit`, a choice's `options` (a list). It goes at the end of the category's list. With an `Idempotency-Key`, the same key and body again answer the same; the same key with another body is 422.",
      security: api.security.signedIn,
      request: {
        params,
        headers: api.idempotencyKeyHeader,
        body: api.json(categoryAttributeRequestSchema),
      },
      responses: {
        201: api.answer("The category's attributes now", list),
        ...writes,
        409: api.error(`${categoryTexts.keyTaken} (a new attribute's key is taken)`),
        422: api.keyReused("Idempotency-Key"),
      },
    },
    {
      method: "put",
      path: "/api/categories/{slug}/attributes",
      tags: ["Catalogue"],
      summary: "Set the attributes a category names, in order (admins)",
      description:
        "`attributes`: the keys, in order. Leaving one out is refused (409) while tools of the category have a value for it.",
      security: api.security.signedIn,
      request: { params, body: api.json(categoryAttributesRequestSchema) },
      responses: { 200: api.answer("The category's attributes now", list), ...writes },
    },
    {
      method: "delete",
      path: "/api/categories/{slug}/attributes",
      tags: ["Catalogue"],
      summary: "Stop naming an attribute in a category (admins)",
      description:
        "`?key=`: the attribute; refused (409) while tools of the category have a value for it. The attribute itself stays in the shop.",
      security: api.security.signedIn,
      request: { params, query: categoryAttributeQuerySchema },
      responses: { 204: api.noContent, ...writes },
    },
  ];
}
