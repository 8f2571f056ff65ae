import type { ActionFunctionArgs } from "@remix-run/node";
import { toolImportTexts } from "#app/messages.ts";
import { IMPORT_BODY_LIMIT } from "#app/schemas/tool-import.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { runToolImport } from "#app/services/tool-import.server.ts";
import { apiError, bearerToken, byMethod } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

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
