import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { type DefaultValue, type Fields, usePageForm } from "#app/utils/use-schema-form.ts";
import { SaveOrCancel, SubmitButton } from "./forms";

// The forms of the admin lists (adminListPage and the like): the one under a list that adds to it,
// and the page that edits one of its rows. Either posts to its own page, whose action answers with
// the form's errors (`{ result }`, as `saveForm` in routes/+dashboard/admin-form.server.ts does) or a
// redirect.

// Literal class names, so Tailwind finds them.
const GRIDS = {
  1: { form: "mt-4 grid gap-4 panel p-6", wide: undefined },
  2: { form: "mt-4 grid gap-4 panel p-6 sm:grid-cols-2", wide: "sm:col-span-2" },
  3: { form: "mt-4 grid gap-4 panel p-6 sm:grid-cols-3", wide: "sm:col-span-3" },
};

/** How many columns an add form sets its fields in (on a wide enough screen). */
export type FormColumns = keyof typeof GRIDS;

/**
 * The section under a list that adds to it (an admin list, a tool's pictures or accessories;
 * `id`-heading names it): its `heading`, a `note`, the fields (`children`, given the form's
 * fields) in `columns` columns, and `submit`. `multipart` for a form that sends a file.
 */
export function AddForm<Schema extends z.ZodTypeAny>({
  id,
  heading,
  note,
  columns = 1,
  className = "mt-10",
  multipart = false,
  submit,
  pendingText = "Adding…",
  children,
}: {
  id: string;
  heading: string;
  note?: string;
  columns?: FormColumns;
  /** The section's: its margin and width. */
  className?: string;
  multipart?: boolean;
  submit: string;
  pendingText?: string;
  children: (fields: Fields<Schema>) => ReactNode;
}) {
  const isPending = useIsPending();
  const [, fields, formProps] = usePageForm<Schema>(id);
  const grid = GRIDS[columns];
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {heading}
      </h2>
      {note ? <p className="mt-1 text-sm text-gray-600">{note}</p> : null}
      <Form
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        {...formProps}
        className={grid.form}
      >
        {children(fields)}
        <div className={grid.wide}>
          <SubmitButton pending={isPending} pendingText={pendingText}>
            {submit}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/**
 * The page that edits a row of an admin list: its `title` and `note`, the fields (`children`,
 * given the form's fields, filled from `defaultValue`), Save changes, and Cancel to `cancelTo`.
 */
export function EditPage<Schema extends z.ZodTypeAny>({
  id,
  title,
  note,
  wide = false,
  defaultValue,
  cancelTo,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  /** Room for a longer form (a price group's discount per category). */
  wide?: boolean;
  defaultValue: DefaultValue<Schema>;
  cancelTo: string;
  children: (fields: Fields<Schema>) => ReactNode;
}) {
  const isPending = useIsPending();
  const [, fields, formProps] = usePageForm<Schema>(id, { defaultValue });
  return (
    <section className={wide ? "max-w-2xl" : "max-w-xl"}>
      <h1 className="text-3xl font-bold">{title}</h1>
      {note ? <p className="mt-2 text-gray-600">{note}</p> : null}
      <Form method="post" {...formProps} className="mt-8 grid gap-4 panel p-6">
        {children(fields)}
        <SaveOrCancel pending={isPending} cancelTo={cancelTo}>
          Save changes
        </SaveOrCancel>
      </Form>
    </section>
  );
}
