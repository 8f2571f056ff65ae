import { type ImportResult, importTools } from "#app/models/tool-import.server.ts";
import { toolImportTexts } from "#app/messages.ts";
import { MAX_IMPORT_LINES } from "#app/schemas/tool-import.ts";
import { readCsv } from "#app/utils/csv-read.server.ts";
import { storedImagesAmong } from "./images.server";

/**
 * A CSV file of tools, checked and (unless `dryRun`, and when every line is right) imported:
 * what the API, the import page's preview and its confirmation all run.
 */
export async function runToolImport(
  csv: string,
  options: { dryRun: boolean; expectDigest?: string },
): Promise<ImportResult> {
  const reading = readCsv(csv, MAX_IMPORT_LINES + 1);
  if (!reading.ok) {
    const errors = [
      { line: reading.line, column: "", message: toolImportTexts.unreadable(reading.why) },
    ];
    return {
      created: 0,
      updated: 0,
      unchanged: 0,
      stockChanged: 0,
      errors,
      errorCount: 1,
      digest: "",
      written: false,
      moved: false,
    };
  }
  return importTools(reading.records, { ...options, storedUploads: storedImagesAmong });
}
