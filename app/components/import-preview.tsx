import type { ReactNode } from "react";
import { Form } from "@remix-run/react";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { SubmitButton } from "#app/components/forms.tsx";
import type { ImportProblem } from "#app/schemas/tool-import.ts";
import type {
  FieldChange,
  ToolToChange,
  ToolToCreate,
} from "#app/models/tool-import-preview.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { formatCount } from "#app/utils/text.ts";

/** What the import page shows of a checked file. */
export interface ImportPreviewData {
  fileName: string;
  created: number;
  updated: number;
  unchanged: number;
  stockChanged: number;
  /** The first problems, by row. */
  problems: ImportProblem[];
  problemCount: number;
  /** The first tools the import creates, and the first it changes. */
  toCreate: ToolToCreate[];
  toChange: ToolToChange[];
}

/**
 * What a file would do: either every problem in one table (row, column, value, what is wrong),
 * or the counts, the tools it creates and those it changes (old → new), and the confirmation, a
 * plain form that names the file the server keeps, so it works without script.
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
  return (
    <section aria-labelledby="import-preview" className="mt-8 panel p-6">
      <h2 id="import-preview" className="text-xl font-bold">
        What {preview.fileName || "the file"} would do
      </h2>
      {preview.problemCount > 0 ? (
        <ProblemTable problems={preview.problems} count={preview.problemCount} />
      ) : (
        <>
          <ul className="mt-3 grid gap-1 sm:grid-cols-2">
            <li>
              <strong>{formatCount(preview.created)}</strong> tools created
            </li>
            <li>
              <strong>{formatCount(preview.updated)}</strong> tools updated
            </li>
            <li>
              <strong>{formatCount(preview.unchanged)}</strong> rows that change nothing
            </li>
            <li>
              <strong>{formatCount(preview.stockChanged)}</strong> stock counts set to the
              file&apos;s
            </li>
          </ul>
          <CreateTable tools={preview.toCreate} count={preview.created} />
          <ChangeTable tools={preview.toChange} count={preview.updated} />
          {pendingId ? (
            <Form method="post" className="mt-6">
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="pendingId" value={pendingId} />
              {preview.stockChanged > 0 ? (
                <p className="mb-3 text-gray-700">
                  The stock of {formatCount(preview.stockChanged)} tools becomes the file&apos;s
                  count: orders placed since the file was made are not taken off it.
                </p>
              ) : null}
              <SubmitButton pending={pending} pendingText="Importing…">
                Import {formatCount(preview.created + preview.updated)} tools
              </SubmitButton>
            </Form>
          ) : null}
        </>
      )}
    </section>
  );
}

const plural = (count: number, one: string, many: string) =>
  count === 1 ? `1 ${one}` : `${formatCount(count)} ${many}`;

/** "The first 500 are listed", when the list is shorter than what it lists. */
function ListedNote({ listed, count, what }: { listed: number; count: number; what: string }) {
  if (count <= listed) return null;
  return (
    <p className="mt-1 text-gray-600">
      The first {formatCount(listed)} {what} are listed; the other {formatCount(count - listed)} are{" "}
      {what === "problems" ? "not shown" : "imported too"}.
    </p>
  );
}

/** A cell's text, or a visible dash that a screen reader reads as "blank". */
function Shown({ text }: { text: string }) {
  if (text !== "") return <>{text}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">blank</span>
    </>
  );
}

function ProblemTable({ problems, count }: { problems: ImportProblem[]; count: number }) {
  return (
    <div className="mt-4">
      <h3 className="text-lg font-semibold text-red-700">
        {plural(count, "problem", "problems")}: nothing was imported
      </h3>
      <ListedNote listed={problems.length} count={count} what="problems" />
      <p className="mt-1 text-gray-600">
        Correct the file and check it again. Rows are numbered as a spreadsheet shows them: the
        header is row 1.
      </p>
      <DataTable caption="Problems in the file" headers={["Row", "Column", "Value", "Problem"]}>
        {problems.map((problem, index) => (
          <tr key={index}>
            <Cell rowHeader className="tabular-nums">
              {problem.row}
            </Cell>
            <Cell className="font-mono">
              <Shown text={problem.column} />
            </Cell>
            <Cell className="font-mono">
              <Shown text={problem.value} />
            </Cell>
            <Cell>{problem.problem}</Cell>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

/** The tools an import creates or changes: a heading with their count, then the first listed. */
function ToolList({
  verb,
  listed,
  count,
  headers,
  children,
}: {
  verb: "create" | "change";
  listed: number;
  count: number;
  headers: string[];
  children: ReactNode;
}) {
  if (listed === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="text-lg font-semibold">
        {plural(count, "tool", "tools")} to {verb}
      </h3>
      <ListedNote listed={listed} count={count} what="tools" />
      <DataTable caption={`Tools the import will ${verb}`} headers={headers}>
        {children}
      </DataTable>
    </div>
  );
}

function CreateTable({ tools, count }: { tools: ToolToCreate[]; count: number }) {
  return (
    <ToolList
      verb="create"
      listed={tools.length}
      count={count}
      headers={["Row", "Part number", "Name", "Price", "Minimum", "Stock", "Category"]}
    >
      {tools.map((tool) => (
        <tr key={tool.row}>
          <Cell rowHeader className="tabular-nums">
            {tool.row}
          </Cell>
          <Cell className="font-mono">{tool.sku ?? "New FL- number"}</Cell>
          <Cell>{tool.name}</Cell>
          <Cell className="tabular-nums">{formatDollars(tool.price)}</Cell>
          <Cell className="tabular-nums">{formatCount(tool.minimum_qyt)}</Cell>
          <Cell className="tabular-nums">{formatCount(tool.available_qyt)}</Cell>
          <Cell>{tool.category ?? "None"}</Cell>
        </tr>
      ))}
    </ToolList>
  );
}

function ChangeTable({ tools, count }: { tools: ToolToChange[]; count: number }) {
  return (
    <ToolList
      verb="change"
      listed={tools.length}
      count={count}
      headers={["Row", "Part number", "Name", "Changes"]}
    >
      {tools.map((tool) => (
        <tr key={tool.row}>
          <Cell rowHeader className="tabular-nums">
            {tool.row}
          </Cell>
          <Cell className="font-mono">{tool.sku}</Cell>
          <Cell>{tool.name}</Cell>
          <Cell>
            <ul className="grid gap-1">
              {tool.changes.map((change) => (
                <Change key={change.column} change={change} />
              ))}
            </ul>
          </Cell>
        </tr>
      ))}
    </ToolList>
  );
}

/** One changed column: its name, the old value and the new one ("becomes" to a screen reader). */
function Change({ change }: { change: FieldChange }) {
  return (
    <li className="break-words">
      <span className="font-mono text-gray-700">{change.column}</span>:{" "}
      <span className="text-gray-600">
        <Shown text={change.from} />
      </span>{" "}
      <span aria-hidden="true">→</span>
      <span className="sr-only">becomes</span>{" "}
      <strong className="font-medium">
        <Shown text={change.to} />
      </strong>
    </li>
  );
}
