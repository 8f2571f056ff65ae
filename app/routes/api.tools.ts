import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { allToolsInBatches, createTool, listTools, toolJson } from "#app/models/tool.server.ts";
import { queryOf } from "#app/schemas/query-string.ts";
import { CATALOGUE_QUERY_NAMES, catalogueQuerySchema } from "#app/schemas/catalogue-query.ts";
import { newToolSchema, toolApiSchema } from "#app/schemas/tool.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { removeStoredImage, storedImageExists } from "#app/services/images.server.ts";
import { createSubmittedTool, receiveToolForm, toolInput } from "#app/services/tool-form.server.ts";
import { requestedSpecs } from "#app/services/tool-spec-api.server.ts";
import { toolSpecRequestSchema } from "#app/schemas/tool-specs.ts";
import { withSpecFields } from "#app/services/tool-specs.server.ts";
import { apiError, byMethod, jsonArrayResponse, parseJsonBody } from "#app/utils/api.server.ts";
import { type ServerHandle, UPLOAD_BODY_LIMIT } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = {
  outsideRemix: true,
  bodyLimit: UPLOAD_BODY_LIMIT,
  pageCache: { shows: ["catalogue"], query: CATALOGUE_QUERY_NAMES, sameForEveryone: true },
};

// GET /api/tools: every tool (the spec's shape), or one page of them with `?page=` (and `?q=`).
export async function loader({ request }: LoaderFunctionArgs) {
  const query = catalogueQuerySchema.safeParse(
    queryOf(new URL(request.url), CATALOGUE_QUERY_NAMES),
  );
  if (!query.success) {
    return apiError(
      400,
      "Invalid query",
      query.error.flatten().fieldErrors as Record<string, string[]>,
    );
  }
  const { q, page, sort } = query.data;
  if (page === undefined && !q && !sort) return jsonArrayResponse(allToolsInBatches(), toolJson);
  const result = await listTools({ search: q, sort, page: page ?? 1 });
  return Response.json({ ...result, tools: result.tools.map(toolJson) });
}

// POST /api/tools (admins): multipart with the picture in `img`, as the Add Product page posts,
// or JSON whose `img` is the url of an image uploaded first with POST /api/images.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      await requireUser(request, "admin");
      const multipart = request.headers.get("Content-Type")?.startsWith("multipart/form-data");
      const tool = multipart ? await fromMultipart(request) : await fromJson(request);
      return Response.json(toolJson(tool), {
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
  return createSubmittedTool({ ...submission, specs: submission.value.specs });
}

async function fromJson(request: Request) {
  const body = await parseJsonBody(request, toolApiSchema.and(toolSpecRequestSchema));
  if (!(await storedImageExists(body.img))) {
    throw apiError(400, "Invalid fields", {
      img: ["No uploaded image has this url: upload it with POST /api/images first"],
    });
  }
  const specs = await requestedSpecs(body, { category: null, attributes: {} });
  return createTool({ ...toolInput(body), img: body.img }, undefined, specs);
}
