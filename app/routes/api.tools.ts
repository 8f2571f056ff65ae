import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  allToolsInBatches,
  createTool,
  listTools,
  SkuTakenError,
  toolBySku,
  toolJson,
} from "#app/models/tool.server.ts";
import { skuTexts } from "#app/messages.ts";
import { queryOf } from "#app/schemas/query-string.ts";
import { TOOLS_API_QUERY_NAMES, toolsApiQuerySchema } from "#app/schemas/sku.ts";
import { newToolSchema, toolApiSchema } from "#app/schemas/tool.ts";
import { requireUser } from "#app/services/auth.server.ts";
import {
  releaseStoredImage,
  removeStoredImage,
  storedImageExists,
} from "#app/services/images.server.ts";
import { createSubmittedTool, receiveToolForm, toolInput } from "#app/services/tool-form.server.ts";
import { apiError, byMethod, jsonArrayResponse, parseJsonBody } from "#app/utils/api.server.ts";
import { type ServerHandle, UPLOAD_BODY_LIMIT } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = {
  outsideRemix: true,
  bodyLimit: UPLOAD_BODY_LIMIT,
  pageCache: { shows: ["catalogue"], query: TOOLS_API_QUERY_NAMES, sameForEveryone: true },
};

// GET /api/tools: every tool (the spec's shape), or one page of them with `?page=` (and `?q=`),
// or the one tool of a part number with `?sku=` (in an array, empty when none has it).
export async function loader({ request }: LoaderFunctionArgs) {
  const query = toolsApiQuerySchema.safeParse(queryOf(new URL(request.url), TOOLS_API_QUERY_NAMES));
  if (!query.success) {
    return apiError(
      400,
      "Invalid query",
      query.error.flatten().fieldErrors as Record<string, string[]>,
    );
  }
  const { q, page, sort, sku } = query.data;
  if (sku !== undefined) {
    const tool = await toolBySku(sku);
    return Response.json(tool ? [toolJson(tool)] : []);
  }
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
      const tool = await (multipart ? fromMultipart(request) : fromJson(request)).catch(
        (error: unknown) => {
          if (error instanceof SkuTakenError)
            throw apiError(409, skuTexts.taken, { sku: [skuTexts.taken] });
          throw error;
        },
      );
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
  const created = await createSubmittedTool(submission);
  if (created.status === "created") return created.tool;
  await releaseStoredImage(created.img);
  throw new SkuTakenError(submission.value.sku ?? "");
}

async function fromJson(request: Request) {
  const body = await parseJsonBody(request, toolApiSchema);
  if (!(await storedImageExists(body.img))) {
    throw apiError(400, "Invalid fields", {
      img: ["No uploaded image has this url: upload it with POST /api/images first"],
    });
  }
  return createTool({ ...toolInput(body), img: body.img }, body.sku);
}
