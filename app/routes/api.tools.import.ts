import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { toolImportTexts } from "#app/messages.ts";
import {
  IMPORT_BODY_LIMIT,
  REQUIRED_TOOL_CSV_COLUMNS,
  MAX_IMPORT_LINES,
} from "#app/schemas/tool-import.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { runToolImport } from "#app/routes/+dashboard/tool-import.server.ts";
import { apiError, bearerToken, byMethod } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { toolImportJsonSchema } from "#app/schemas/api/tools.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true, bodyLimit: IMPORT_BODY_LIMIT };

// POST /api/tools/import (admins; the body text/csv; ?dryRun=1 only checks): 200 with what was
// (or would be) created and updated, or 422 naming every wrong line and column, nothing written.
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
      const { created, updated, unchanged, stockChanged, errors, errorCount } = result;
      if (errorCount > 0)
        return Response.json(
          { created: 0, updated: 0, unchanged: 0, stockChanged: 0, errors, errorCount, dryRun },
          { status: 422 },
        );
      return Response.json({
        created,
        updated,
        unchanged,
        stockChanged,
        errors,
        errorCount,
        dryRun,
      });
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
      description: `The columns of \`GET /api/tools/export\` (\`${REQUIRED_TOOL_CSV_COLUMNS.join(", ")}\` required): a line with an \`id\` updates that tool, one without adds a tool. Pictures are the shop's own (/images/… or /uploads/…, further ones \`|\`-separated). At most ${MAX_IMPORT_LINES} lines. The whole file is checked first; nothing is written unless every line is right, then all of it in one transaction. \`available_qyt\` is the count a tool should have now (a repeated count leaves the stock alone). \`?dryRun=1\` only checks.`,
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
        422: api.answer("Lines are wrong: nothing was written", toolImportJsonSchema),
      },
    },
  ];
}
