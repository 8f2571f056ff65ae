import {
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { type ImportResult, importTools } from "#app/models/tool-import.server.ts";
import { sharedTexts, toolImportTexts } from "#app/messages.ts";
import { IMPORT_BODY_LIMIT, MAX_IMPORT_LINES } from "#app/schemas/tool-import.ts";
import { readForm } from "#app/utils/form.server.ts";
import { withHeapRoom } from "#app/utils/heap-room.server.ts";
import { readCsv } from "#app/utils/csv-read.server.ts";
import { storedImagesAmong } from "#app/services/images.server.ts";

/**
 * A CSV file of tools, checked and (unless `dryRun`, and when every row is right) imported:
 * what the API, the import page's preview and its confirmation (naming its kept file) all run.
 */
export async function runToolImport(
  csv: string,
  options: { dryRun: boolean; expectDigest?: string; pendingId?: string },
): Promise<ImportResult> {
  const reading = await readCsv(csv, MAX_IMPORT_LINES + 1);
  if (!reading.ok) {
    const problem = toolImportTexts.unreadable(reading.why);
    return {
      created: 0,
      updated: 0,
      unchanged: 0,
      stockChanged: 0,
      problems: [{ row: reading.line, column: "", value: "", problem }],
      problemCount: 1,
      toCreate: [],
      toChange: [],
      digest: "",
      written: false,
      moved: false,
      taken: false,
    };
  }
  return withHeapRoom(() =>
    importTools(reading.records, { ...options, storedUploads: storedImagesAmong }),
  );
}

/**
 * The import page's form: the upload (multipart, its file held in memory as the API's body is,
 * at most the route's body limit), or the confirmation's fields; a broken body is a 400.
 */
export async function readImportForm(request: Request): Promise<FormData> {
  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data"))
    return readForm(request);
  try {
    return await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: IMPORT_BODY_LIMIT }),
    );
  } catch {
    throw new Response(sharedTexts.formUnreadable, { status: 400 });
  }
}
