import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { filtered, searchCatalogue } from "#app/models/catalogue-search.server.ts";
import { allToolsInBatches, createTool, toolJson } from "#app/models/tool.server.ts";
import { CATALOGUE_CACHE_RULE } from "#app/schemas/catalogue-query.ts";
import { readCatalogueRequest } from "#app/services/catalogue-request.server.ts";
import { newToolSchema, toolApiSchema } from "#app/schemas/tool.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { removeStoredImage, storedImageExists } from "#app/services/images.server.ts";
import { createSubmittedTool, receiveToolForm, toolInput } from "#app/services/tool-form.server.ts";
import { apiError, byMethod, jsonArrayResponse, parseJsonBody } from "#app/utils/api.server.ts";
import { type ServerHandle, UPLOAD_BODY_LIMIT } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = {
  outsideRemix: true,
  bodyLimit: UPLOAD_BODY_LIMIT,
  pageCache: { ...CATALOGUE_CACHE_RULE, sameForEveryone: true },
};

// GET /api/tools: every tool (the spec's shape), or one page of them with `?page=` (and `?q=`,
// `?sort=` and the filters of GET /api/search, read alike; other parameters are ignored).
export async function loader({ request }: LoaderFunctionArgs) {
  const reading = await readCatalogueRequest(request, { strict: false });
  if (!reading.ok) return apiError(400, "Invalid query", reading.fieldErrors);
  const { search } = reading;
  const { page, q, sort } = search.query;
  if (page === undefined && !q && !sort && !filtered(search))
    return jsonArrayResponse(allToolsInBatches(), toolJson);
  const { tools, total, pageCount } = await searchCatalogue(search);
  return Response.json({ tools: tools.map(toolJson), page: page ?? 1, pageCount, total });
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
  const submission = await receiveToolForm(request, newToolSchema);
  if (!submission.ok) {
    // An API client gets no form back to carry a stored picture in: it goes again.
    await removeStoredImage(submission.storedImg);
    const { error } = submission.reply;
    const fieldErrors = Object.fromEntries(
      Object.entries(error ?? {}).filter((entry): entry is [string, string[]] => !!entry[1]),
    );
    throw apiError(submission.status, "Invalid fields", fieldErrors);
  }
  return createSubmittedTool(submission);
}

async function fromJson(request: Request) {
  const body = await parseJsonBody(request, toolApiSchema);
  if (!(await storedImageExists(body.img))) {
    throw apiError(400, "Invalid fields", {
      img: ["No uploaded image has this url: upload it with POST /api/images first"],
    });
  }
  return createTool({ ...toolInput(body), img: body.img });
}
