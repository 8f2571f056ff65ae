import { taxonomy } from "#app/models/taxonomy.server.ts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { filtered, searchCatalogue, toolJsonFor } from "#app/models/catalogue-search.server.ts";
import {
  allToolsInBatches,
  createTool,
  SkuTakenError,
  toolBySku,
  toolJson,
} from "#app/models/tool.server.ts";
import { skuTexts } from "#app/messages.ts";
import { CATALOGUE_CACHE_RULE, CATALOGUE_QUERY_NAMES } from "#app/schemas/catalogue-query.ts";
import { queryOf } from "#app/schemas/query-string.ts";
import { skuQuerySchema, toolsApiQueryDocs } from "#app/schemas/sku.ts";
import { readCatalogueRequest } from "#app/routes/+catalogue/catalogue-request.server.ts";
import { newToolSchema, toolApiSchema } from "#app/schemas/tool.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { buyerHeaders, buyerOf } from "#app/routes/+catalogue/buyer.server.ts";
import {
  releaseStoredImage,
  removeStoredImage,
  storedImageExists,
} from "#app/services/images.server.ts";
import {
  createSubmittedTool,
  receiveToolForm,
  toolInput,
} from "#app/routes/+dashboard/tool-form.server.ts";
import { requestedSpecs } from "#app/routes/+catalogue/tool-spec-api.server.ts";
import { toolSpecRequestSchema } from "#app/schemas/tool-specs.ts";
import { withSpecFields } from "#app/routes/+catalogue/tool-specs.server.ts";
import { apiError, byMethod, jsonArrayResponse, parseJsonBody } from "#app/utils/api.server.ts";
import { type ServerHandle, UPLOAD_BODY_LIMIT } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = {
  outsideRemix: true,
  bodyLimit: UPLOAD_BODY_LIMIT,
  // Kept for anonymous callers only: a price group member's answer has their prices (issue 40).
  pageCache: { ...CATALOGUE_CACHE_RULE, query: [...CATALOGUE_QUERY_NAMES, "sku"] },
};

// GET /api/tools: every tool (the spec's shape), or one page of them with `?page=` (and `?q=`,
// `?sort=` and the filters of GET /api/search, read alike; other parameters are ignored), or the
// one tool of a part number with `?sku=` (in an array, empty when none has it); each at the
// caller's price of one. Sorting and the price filters read list prices (the catalogue index
// holds those), so a member's page is in the same order as everyone's.
export async function loader({ request }: LoaderFunctionArgs) {
  const bySku = skuQuerySchema.safeParse(queryOf(new URL(request.url), ["sku"]));
  if (!bySku.success)
    return apiError(
      400,
      "Invalid query",
      bySku.error.flatten().fieldErrors as Record<string, string[]>,
    );
  const { sku } = bySku.data;
  const buyer = await buyerOf(request);
  const asJson = toolJsonFor(buyer, await taxonomy());
  const headers = buyerHeaders(buyer);
  if (sku !== undefined) {
    const tool = await toolBySku(sku);
    return Response.json(tool ? [asJson(tool)] : [], { headers });
  }
  const reading = await readCatalogueRequest(request, { strict: false });
  if (!reading.ok) return apiError(400, "Invalid query", reading.fieldErrors);
  const { search } = reading;
  const { page, q, sort } = search.query;
  if (page === undefined && !q && !sort && !filtered(search))
    return jsonArrayResponse(allToolsInBatches(), asJson, headers);
  const { tools, total, pageCount } = await searchCatalogue(search);
  return Response.json(
    { tools: tools.map(asJson), page: page ?? 1, pageCount, total },
    { headers },
  );
}

// POST /api/tools (admins): multipart with the picture in `img`, as the Add Product page posts,
// or JSON whose `img` is the url of an image uploaded first with POST /api/images.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      await requireUser(request, "admin");
      const multipart = request.headers.get("Content-Type")?.startsWith("multipart/form-data");
      const tool = await (multipart ? fromMultipart(request) : fromJson(request)).catch(
        (error: unknown) => {
          if (error instanceof SkuTakenError)
            throw apiError(409, skuTexts.taken, { sku: [skuTexts.taken] });
          throw error;
        },
      );
      return Response.json(toolJson(tool, (await taxonomy()).byId), {
        status: 201,
        headers: { Location: `/api/tools/${tool.id}` },
      });
    },
  });
}

async function fromMultipart(request: Request) {
  const submission = await receiveToolForm(request, await withSpecFields(newToolSchema));
  if (!submission.ok) {
    // An API client gets no form back to carry a stored picture in: it goes again.
    await removeStoredImage(submission.storedImg);
    const { error } = submission.reply;
    const fieldErrors = Object.fromEntries(
      Object.entries(error ?? {}).filter((entry): entry is [string, string[]] => !!entry[1]),
    );
    throw apiError(submission.status, "Invalid fields", fieldErrors);
  }
  const created = await createSubmittedTool(submission);
  if (created.status === "created") return created.tool;
  await releaseStoredImage(created.img);
  throw new SkuTakenError(submission.value.sku ?? "");
}

async function fromJson(request: Request) {
  const body = await parseJsonBody(request, toolApiSchema.and(toolSpecRequestSchema));
  if (!(await storedImageExists(body.img))) {
    throw apiError(400, "Invalid fields", {
      img: ["No uploaded image has this url: upload it with POST /api/images first"],
    });
  }
  const specs = await requestedSpecs(body, { category: null, attributes: {} });
  return createTool({ ...toolInput(body), img: body.img }, body.sku, specs);
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/tools",
      tags: ["Catalogue"],
      summary: "The catalogue: every tool, or one page of a search",
      description:
        "Without `page` and `q`, every tool newest first (an array). With either, or a filter of GET /api/search, one page of 24: `{tools, page, pageCount, total}`. With `sku`, the one tool on sale of that part number (in any case) in an array, or `[]`.",
      request: { query: toolsApiQueryDocs },
      responses: {
        200: api.answer(
          "Tools, newest first",
          z.union([z.array(api.schemas.Tool), api.schemas.ToolPage]),
        ),
        400: api.invalid,
      },
    },
    {
      method: "post",
      path: "/api/tools",
      tags: ["Catalogue"],
      summary: "Add a tool (admins)",
      description:
        "JSON whose `img` is a url from `POST /api/images`, or multipart as the Add Product page posts it, with the picture in `img`. The price is in dollars (cents allowed).",
      security: api.security.signedIn,
      request: {
        body: {
          content: {
            "application/json": { schema: toolApiSchema.and(toolSpecRequestSchema) },
            "multipart/form-data": {
              schema: toolApiSchema.innerType().extend({
                img: z
                  .string()
                  .openapi({ format: "binary", description: "JPEG, PNG or WebP, ≤ 5 MB" }),
                category: z.string().optional().describe("A category's slug, as the form's select"),
                "spec-{key}": z
                  .string()
                  .optional()
                  .describe(
                    "The value of the chosen category's attribute `key`, as the form's field",
                  ),
              }),
            },
          },
        },
      },
      responses: {
        201: api.answer("The new tool (its url in `Location`)", api.schemas.Tool),
        400: api.invalid,
        409: api.error(
          `${skuTexts.taken}: \`sku\` is in use (part numbers are unique, in any case)`,
        ),
        401: api.unauthenticated,
        403: api.adminsOnly,
        413: api.error("The picture is over 5 MB"),
        429: api.tooMany,
      },
    },
  ];
}
