import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { buttonClass } from "#app/components/button.tsx";
import { ImportPreview, type ImportPreviewData } from "#app/components/import-preview.tsx";
import { FormAlert, InputField, SubmitButton } from "#app/components/forms.tsx";
import { toolImportTexts } from "#app/messages.ts";
import {
  dropPendingImport,
  pendingImport,
  setPendingDigest,
  storePendingImport,
} from "#app/models/pending-import.server.ts";
import type { ImportResult } from "#app/models/tool-import.server.ts";
import {
  confirmImportSchema,
  IMPORT_BODY_LIMIT,
  importFileSchema,
  MAX_FILE_NAME,
  MAX_IMPORT_LINES,
  PICTURE_SEPARATOR,
  TOOL_CSV_COLUMNS,
} from "#app/schemas/tool-import.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { readImportForm, runToolImport } from "#app/routes/+dashboard/tool-import.server.ts";
import { parseSubmission } from "#app/utils/form.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { formatCount } from "#app/utils/text.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";

export const handle: ServerHandle = { bodyLimit: IMPORT_BODY_LIMIT };

const IMPORT_PAGE = "/dashboard/import";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  return null;
}

/** What the page shows of a check: the counts, the first problems, the first rows listed. */
function preview(fileName: string, result: ImportResult): ImportPreviewData {
  const { created, updated, unchanged, stockChanged, problems, problemCount } = result;
  const { toCreate, toChange } = result;
  return {
    fileName,
    created,
    updated,
    unchanged,
    stockChanged,
    problems,
    problemCount,
    toCreate,
    toChange,
  };
}

// Two steps, one action: "preview" checks an uploaded file and keeps it (when every line is
// right) for "confirm", which imports the kept file if the catalogue still gives the same plan.
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "admin");
  const formData = await readImportForm(request);
  if (formData.get("intent") === "confirm") {
    const submission = parseSubmission(formData, confirmImportSchema);
    const pending =
      submission.status === "success"
        ? await pendingImport(submission.value.pendingId, user.id)
        : undefined;
    if (!pending) return data({ notice: toolImportTexts.pendingGone }, { status: 404 });
    const result = await runToolImport(pending.csv, {
      dryRun: false,
      expectDigest: pending.digest,
      pendingId: pending.id,
    });
    // A second confirmation of the preview (a double click, a form sent twice) writes nothing.
    if (result.taken) return data({ notice: toolImportTexts.pendingGone }, { status: 404 });
    if (result.written) {
      return redirectWithToast(IMPORT_PAGE, {
        type: "success",
        message: toolImportTexts.imported(result.created, result.updated),
      });
    }
    if (result.problemCount > 0) {
      await dropPendingImport(pending.id);
      return data({ preview: preview(pending.fileName, result) }, { status: 422 });
    }
    await setPendingDigest(pending.id, result.digest);
    return data(
      {
        preview: preview(pending.fileName, result),
        pendingId: pending.id,
        notice: toolImportTexts.previewChanged,
      },
      { status: 409 },
    );
  }
  const submission = parseSubmission(formData, importFileSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { file } = submission.value;
  const fileName = file.name.slice(0, MAX_FILE_NAME);
  const csv = await file.text();
  const result = await runToolImport(csv, { dryRun: true });
  if (result.problemCount > 0) return data({ preview: preview(fileName, result) }, { status: 422 });
  const pendingId = await storePendingImport(user.id, { fileName, csv, digest: result.digest });
  return { preview: preview(fileName, result), pendingId };
}

const columnsText = `${TOOL_CSV_COLUMNS.join(", ")}, then one column per specification`;

export default function ImportTools() {
  const answer = useActionData<typeof action>();
  const isPending = useIsPending();
  const [, fields, formProps] = useSchemaForm<typeof importFileSchema>({
    id: "import-file",
    lastResult: answer && "result" in answer ? answer.result : undefined,
  });
  const shown = answer && "preview" in answer ? answer.preview : null;
  const pendingId = answer && "pendingId" in answer ? answer.pendingId : null;
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold">Import products</h1>
        {/* A download, not a page: a plain link, so the browser saves the file. */}
        <a href="/api/tools/export" download className={buttonClass("outline", "md")}>
          Download all tools as CSV
        </a>
      </div>
      <p className="mt-2 text-gray-600">
        Add and update tools from a CSV file of at most {formatCount(MAX_IMPORT_LINES)} rows, with
        the columns of the download: {columnsText}. A row with an id updates that tool; a row
        without one adds a tool (a blank part number gets one). A category is given by its name or
        its slug. Pictures are the shop&apos;s own: /images/… or an upload&apos;s /uploads/…, the
        further ones separated by {PICTURE_SEPARATOR}; a blank picture keeps a tool&apos;s own, and
        a new tool gets the default one. The stock is the count each tool should have now. Nothing
        is written until you have seen every problem, or what the file creates and changes, and
        confirmed it.
      </p>
      {answer && "notice" in answer ? (
        <FormAlert answer={answer}>
          <p>{answer.notice}</p>
        </FormAlert>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        {...formProps}
        className="mt-6 grid gap-4 panel p-6"
      >
        <input type="hidden" name="intent" value="preview" />
        <InputField
          meta={fields.file}
          type="file"
          accept=".csv,text/csv"
          label="CSV file"
          hint="Nothing is imported yet: the next page shows what the file would do."
        />
        <div>
          <SubmitButton pending={isPending} pendingText="Checking…">
            Check file
          </SubmitButton>
        </div>
      </Form>
      {shown ? <ImportPreview preview={shown} pendingId={pendingId} pending={isPending} /> : null}
    </section>
  );
}
