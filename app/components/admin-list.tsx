import type { SerializeFrom } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactElement, ReactNode } from "react";
import type { z } from "zod";
import { messages } from "#app/messages.ts";
import type { DefaultValue, Fields } from "#app/utils/use-schema-form.ts";
import { AddForm, EditPage, type FormColumns } from "./admin-form";
import { buttonClass } from "./button";
import { ConfirmAction } from "./confirm";
import { DataTable } from "./data-table";
import { Link } from "./link";

/**
 * The words of an admin list screen that are its own (app/messages.ts keeps them beside the
 * screen's messages): its title, the table's caption if not the title, what the table says while
 * there is nothing in it, its add form's heading, note and buttons, and its rows' edit page's
 * title (by default Edit and the row's name) and note.
 */
export interface AdminScreenTexts {
  title: string;
  caption?: string;
  empty: string;
  add: { heading: string; note?: string; submit: string; pendingText?: string };
  edit?: { title?: (name: string) => string; note?: string };
}

/** What an admin list screen shows; see AdminList. */
interface AdminListProps<Item> {
  texts: AdminScreenTexts;
  /** Its paragraphs (one, or a list of them). */
  intro: ReactNode | ReactNode[];
  headers: string[];
  items: Item[];
  row: (item: Item) => ReactElement;
  add: ReactNode;
}

/**
 * An admin screen that keeps a list (price groups, shipping methods, sales tax, categories,
 * attributes): its title and what it is for (`intro`, a paragraph or several), a table of what
 * there is, one `row` per item (a `<tr>` of `Cell`s, see DataTable), or its empty text while there
 * is nothing, and below it the form that adds one (`add`).
 */
export function AdminList<Item>({ texts, intro, headers, items, row, add }: AdminListProps<Item>) {
  return (
    <section>
      <h1 className="text-3xl font-bold">{texts.title}</h1>
      {(Array.isArray(intro) ? intro : [intro]).map((paragraph, index) => (
        // The paragraphs are fixed text in a fixed order: their place is their key.
        <p key={index} className="mt-2 text-gray-600">
          {paragraph}
        </p>
      ))}
      {items.length ? (
        <DataTable caption={texts.caption ?? texts.title} headers={headers}>
          {/* Rows as <tr> elements (`row` called, not rendered as a component): the table labels
              each row's cells. */}
          {items.map((item) => row(item))}
        </DataTable>
      ) : (
        <p className="mt-6 panel p-6 text-gray-700">{texts.empty}</p>
      )}
      {add}
    </section>
  );
}

/**
 * A form's fields (in an admin screen's add form or edit page): given the form's `fields`, whose
 * type names the form's schema, and the loader's `data` where they need it (a choice of parents).
 */
type FormFields<Schema extends z.ZodTypeAny, Data> = (props: {
  fields: Fields<Schema>;
  data: Data;
}) => ReactNode;

/**
 * An admin list screen as data, the route's page: its AdminList with the `items` read from the
 * loader's data, and its add form (`add`: the form's id, its columns and its `Fields`) with the
 * screen's texts. `items` names the data's type (`LoaderData<typeof loader>`) and `Fields` the
 * form's schema, which type the rest.
 */
export function adminListPage<Data, Item, Schema extends z.ZodTypeAny>({
  items,
  add: { id, columns, Fields },
  ...screen
}: Omit<AdminListProps<Item>, "items" | "add"> & {
  items: (data: Data) => Item[];
  add: { id: string; columns?: FormColumns; Fields: FormFields<Schema, Data> };
}) {
  return function AdminListPage() {
    // This route's loader's data: `items` says its type, which useLoaderData cannot know here.
    const data = useLoaderData() as Data;
    const addForm = (
      <AddForm<Schema> id={id} columns={columns} {...screen.texts.add}>
        {(fields) => <Fields fields={fields} data={data} />}
      </AddForm>
    );
    return <AdminList {...screen} items={items(data)} add={addForm} />;
  };
}

/**
 * The page that edits a row of an admin list, as data: the row (`item`, read from the loader's
 * data, whose type it names), its form (id `id`-row id) with the screen's edit title and note, the
 * form's `Fields` (whose type names its schema) filled from `defaultValue`, Save changes, and
 * Cancel to `cancelTo`.
 */
export function adminEditPage<
  Data,
  Item extends { id: string; name: string },
  Schema extends z.ZodTypeAny,
>({
  texts: { edit = {} },
  id,
  item,
  defaultValue,
  Fields,
  ...page
}: {
  texts: AdminScreenTexts;
  id: string;
  item: (data: Data) => Item;
  defaultValue: (item: Item, data: Data) => DefaultValue<Schema>;
  cancelTo: string;
  /** Room for a longer form (a price group's discount per category). */
  wide?: boolean;
  Fields: FormFields<Schema, Data>;
}) {
  return function AdminEditPage() {
    // As in adminListPage: `item` says the data's type.
    const data = useLoaderData() as Data;
    const row = item(data);
    return (
      <EditPage<Schema>
        {...page}
        id={`${id}-${row.id}`}
        title={edit.title ? edit.title(row.name) : `Edit ${row.name}`}
        note={edit.note}
        defaultValue={defaultValue(row, data)}
      >
        {(fields) => <Fields fields={fields} data={data} />}
      </EditPage>
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
