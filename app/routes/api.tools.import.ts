import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { toolImportTexts } from "#app/messages.ts";
import {
  IMPORT_BODY_LIMIT,
  MAX_IMPORT_LINES,
  MAX_PROBLEMS_KEPT,
  REQUIRED_TOOL_CSV_COLUMNS,
} from "#app/schemas/tool-import.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { runToolImport } from "#app/routes/+dashboard/tool-import.server.ts";
import { apiError, bearerToken, byMethod } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { toolImportJsonSchema } from "#app/schemas/api/tools.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true, bodyLimit: IMPORT_BODY_LIMIT };

// POST /api/tools/import (admins; the body text/csv; ?dryRun=1 only checks): 200 with what was
// (or would be) created and updated, or 422 with every problem of every row and column (row,
// column, value, problem: the import page's table), nothing written.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      await requireUser(request, "admin");
      const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase();
      // Another site's plain form cannot send text/csv (as with the API's JSON).
      if (bearerToken(request) === null && type !== "text/csv")
        return apiError(415, toolImportTexts.notCsv);
      const dryRun = ["1", "true"].includes(new URL(request.url).searchParams.get("dryRun") ?? "");
      const result = await runToolImport(await request.text(), { dryRun });
      const { problems, problemCount } = result;
      // `errors` and `errorCount` are issue 39's names for the same list, kept for its clients.
      const listed = {
        problems,
        problemCount,
        errors: problems.map(({ row, column, problem }) => ({
          line: row,
          column,
          message: problem,
        })),
        errorCount: problemCount,
        dryRun,
      };
      if (problemCount > 0)
        return Response.json(
          { created: 0, updated: 0, unchanged: 0, stockChanged: 0, ...listed },
          { status: 422 },
        );
      const { created, updated, unchanged, stockChanged } = result;
      return Response.json({ created, updated, unchanged, stockChanged, ...listed });
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "post",
      path: "/api/tools/import",
      tags: ["Catalogue"],
      summary: "Add and update tools from CSV (admins)",
      description: `The columns of \`GET /api/tools/export\` (\`${REQUIRED_TOOL_CSV_COLUMNS.join(", ")}\` required): a row with an \`id\` updates that tool, one without adds a tool. \`category\` is a category's slug or name (either in any case). Pictures are the shop's own (/images/… or /uploads/…, further ones \`|\`-separated); a blank \`img\` keeps an updated tool's picture and gives a new tool the default one. At most ${MAX_IMPORT_LINES} rows. The whole file is checked first; nothing is written unless every row is right, then all of it in one transaction. A 422 lists every problem of every row and column (the first ${MAX_PROBLEMS_KEPT}, with the count of all), among them part numbers twice in the file (each later row names the first) or held by another tool of the shop (a new tool's, or an updated tool's new one, unless the file gives that tool another). \`available_qyt\` is the count a tool should have now (a repeated count leaves the stock alone). With \`dryRun=1\` in the query it only checks.`,
      security: api.security.signedIn,
      request: {
        query: z.object({
          dryRun: z
            .enum(["1", "true"])
            .optional()
            .openapi({ description: "Only check; write nothing" }),
        }),
        body: { content: { "text/csv": { schema: z.string() } } },
      },
      responses: {
        200: api.answer("The file was imported (or, on a dry run, would be)", toolImportJsonSchema),
        401: api.unauthenticated,
        403: api.adminsOnly,
        413: api.error("A body over 64 MB"),
        415: api.error("A body not labelled text/csv (with the session cookie)"),
        422: api.answer("The file has problems: nothing was written", toolImportJsonSchema),
      },
    },
  ];
}
