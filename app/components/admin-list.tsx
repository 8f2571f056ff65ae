import type { ReactElement, ReactNode } from "react";
import { buttonClass } from "./button";
import { ConfirmAction } from "./confirm";
import { DataTable } from "./data-table";
import { Link } from "./link";

/**
 * An admin screen that keeps a list (price groups, shipping methods, sales tax, categories,
 * attributes): its title and what it is for (`intro`), a table of what there is, one `row` per
 * item (a `<tr>` of `Cell`s, see DataTable), or `empty` while there is nothing, and below it the
 * form that adds one (`add`).
 */
export function AdminList<Item>({
  title,
  intro,
  caption = title,
  headers,
  items,
  row,
  empty,
  add,
}: {
  title: string;
  intro: ReactNode;
  caption?: string;
  headers: string[];
  items: Item[];
  row: (item: Item) => ReactElement;
  empty: string;
  add: ReactNode;
}) {
  return (
    <section>
      <h1 className="text-3xl font-bold">{title}</h1>
      {intro}
      {items.length ? (
        <DataTable caption={caption} headers={headers}>
          {/* Rows as <tr> elements (`row` called, not rendered as a component): the table labels
              each row's cells. */}
          {items.map((item) => row(item))}
        </DataTable>
      ) : (
        <p className="mt-6 panel p-6 text-gray-700">{empty}</p>
      )}
      {add}
    </section>
  );
}

/** The look of a row's actions that are not its Delete. */
export const rowActionClass = buttonClass("outline", "sm");

/** A link from a row to a page about it; `label` names the row too, for screen readers. */
export function RowLink({ to, label, children }: { to: string; label: string; children: string }) {
  return (
    <Link to={to} className={rowActionClass} aria-label={label}>
      {children}
    </Link>
  );
}

/**
 * A row's actions, for the record at `url`: its own (`children`: Up, Rename...), Edit when it has
 * an edit page (`edit`: `url`/edit), and Delete (or `deleteLabel`), which asks `question` on
 * `url`/delete: a page without JavaScript, a dialog with it (ConfirmAction). Screen readers hear
 * Edit and Delete with the row's `name`.
 */
export function RowActions({
  name,
  url,
  edit = false,
  deleteLabel = "Delete",
  question,
  children,
}: {
  name: string;
  url: string;
  edit?: boolean;
  deleteLabel?: string;
  question: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {children}
      {edit ? (
        <RowLink to={`${url}/edit`} label={`Edit ${name}`}>
          Edit
        </RowLink>
      ) : null}
      <ConfirmAction
        label={
          <>
            {deleteLabel}
            <span className="sr-only"> {name}</span>
          </>
        }
        message={question}
        confirmUrl={`${url}/delete`}
        className={buttonClass("danger", "sm")}
      />
    </div>
  );
}
