import { Form } from "@remix-run/react";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { SubmitButton } from "#app/components/forms.tsx";
import type { ImportError } from "#app/schemas/tool-import.ts";
import { formatCount } from "#app/utils/text.ts";

/** What the import page shows of a checked file. */
export interface ImportPreviewData {
  fileName: string;
  created: number;
  updated: number;
  unchanged: number;
  stockChanged: number;
  /** The first errors, by line. */
  errors: ImportError[];
  errorCount: number;
}

/**
 * What a file would do: the counts, then either every error shown (by line and column) or the
 * confirmation, a plain form that names the file the server keeps, so it works without script.
 */
export function ImportPreview({
  preview,
  pendingId,
  pending,
}: {
  preview: ImportPreviewData;
  pendingId: string | null;
  pending: boolean;
}) {
  const { errors, errorCount } = preview;
  return (
    <section aria-labelledby="import-preview" className="mt-8 panel p-6">
      <h2 id="import-preview" className="text-xl font-bold">
        What {preview.fileName || "the file"} would do
      </h2>
      {errorCount > 0 ? null : (
        <ul className="mt-3 grid gap-1 sm:grid-cols-2">
          <li>
            <strong>{formatCount(preview.created)}</strong> tools created
          </li>
          <li>
            <strong>{formatCount(preview.updated)}</strong> tools updated
          </li>
          <li>
            <strong>{formatCount(preview.unchanged)}</strong> lines that change nothing
          </li>
          <li>
            <strong>{formatCount(preview.stockChanged)}</strong> stock counts set to the file&apos;s
          </li>
        </ul>
      )}
      {errorCount > 0 ? (
        <div className="mt-6">
          <h3 className="text-lg font-semibold text-red-700">
            {errorCount === 1 ? "1 error" : `${formatCount(errorCount)} errors`}: nothing was
            imported
          </h3>
          {errorCount > errors.length ? (
            <p className="mt-1 text-gray-600">
              The first {formatCount(errors.length)} are listed. Correct the file and check it
              again.
            </p>
          ) : (
            <p className="mt-1 text-gray-600">Correct the file and check it again.</p>
          )}
          <DataTable caption="Errors in the file" headers={["Line", "Column", "Error"]}>
            {errors.map((error, index) => (
              <tr key={index}>
                <Cell className="tabular-nums">{error.line}</Cell>
                <Cell className="font-mono">{error.column || "—"}</Cell>
                <Cell>{error.message}</Cell>
              </tr>
            ))}
          </DataTable>
        </div>
      ) : pendingId ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="pendingId" value={pendingId} />
          {preview.stockChanged > 0 ? (
            <p className="mb-3 text-gray-700">
              The stock of {formatCount(preview.stockChanged)} tools becomes the file&apos;s count:
              orders placed since the file was made are not taken off it.
            </p>
          ) : null}
          <SubmitButton pending={pending} pendingText="Importing…">
            Import {formatCount(preview.created + preview.updated)} tools
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
