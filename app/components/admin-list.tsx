import type { SerializeFrom } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactElement, ReactNode } from "react";
import { messages } from "#app/messages.ts";
import { buttonClass } from "./button";
import { ConfirmAction } from "./confirm";
import { DataTable } from "./data-table";
import { Link } from "./link";

/** What an admin list screen shows; see AdminList. */
interface AdminListProps<Item> {
  title: string;
  /** Its paragraphs (one, or a list of them). */
  intro: ReactNode | ReactNode[];
  caption?: string;
  headers: string[];
  items: Item[];
  row: (item: Item) => ReactElement;
  empty: string;
  add: ReactNode;
}

/**
 * An admin screen that keeps a list (price groups, shipping methods, sales tax, categories,
 * attributes): its title and what it is for (`intro`, a paragraph or several), a table of what
 * there is, one `row` per item (a `<tr>` of `Cell`s, see DataTable), or `empty` while there is
 * nothing, and below it the form that adds one (`add`).
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
}: AdminListProps<Item>) {
  return (
    <section>
      <h1 className="text-3xl font-bold">{title}</h1>
      {(Array.isArray(intro) ? intro : [intro]).map((paragraph, index) => (
        // The paragraphs are fixed text in a fixed order: their place is their key.
        <p key={index} className="mt-2 text-gray-600">
          {paragraph}
        </p>
      ))}
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

/**
 * An admin list screen as data, the route's page: its AdminList with the `items` (and, where the
 * form needs them, the `add`) read from the loader's data. `items` names the data's type
 * (`LoaderData<typeof loader>`), which types the rest.
 */
export function adminListPage<Data, Item>({
  items,
  add,
  ...screen
}: Omit<AdminListProps<Item>, "items" | "add"> & {
  items: (data: Data) => Item[];
  add: ReactNode | ((data: Data) => ReactNode);
}) {
  return function AdminListPage() {
    // This route's loader's data: `items` says its type, which useLoaderData cannot know here.
    const data = useLoaderData() as Data;
    return (
      <AdminList
        {...screen}
        items={items(data)}
        add={typeof add === "function" ? add(data) : add}
      />
    );
  };
}

/** A loader's data as its page reads it. */
export type LoaderData<Loader> = SerializeFrom<Loader>;

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
 * `url`/delete (by default whether to delete `name`): a page without JavaScript, a dialog with it
 * (ConfirmAction). Screen readers hear Edit and Delete with the row's `name`.
 */
export function RowActions({
  name,
  url,
  edit = false,
  deleteLabel = "Delete",
  question = messages.confirmDelete(name),
  children,
}: {
  name: string;
  url: string;
  edit?: boolean;
  deleteLabel?: string;
  question?: string;
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
