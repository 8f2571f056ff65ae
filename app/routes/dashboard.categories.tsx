import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { buttonClass } from "#app/components/button.tsx";
import { ConfirmAction } from "#app/components/confirm.tsx";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { InputField, SelectField, SubmitButton } from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { categoryTexts, messages } from "#app/messages.ts";
import { addCategory, toolCountsByCategory } from "#app/models/category.server.ts";
import { taxonomy, type Category } from "#app/models/taxonomy.server.ts";
import { categorySchema, MAX_SLUG } from "#app/schemas/category.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { refusedField } from "#app/services/managed-taxonomy.server.ts";
import { ATTRIBUTES, CATEGORIES } from "#app/utils/taxonomy-pages.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";

/** A category as the tree page lists it. */
function treeRow(category: Category, counts: Map<string, number>) {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    tools: counts.get(category.id) ?? 0,
    attributes: category.own.map((attribute) => attribute.name),
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const [known, counts] = await Promise.all([taxonomy(), toolCountsByCategory()]);
  return {
    tops: known.tops.map((top) => ({
      ...treeRow(top, counts),
      children: top.children.map((child) => treeRow(child, counts)),
    })),
  };
}

// Adds a category at the end of its level.
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const submission = await parseForm(request, categorySchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { name, slug, parent } = submission.value;
  const added = await addCategory({ name, slug, parentId: parent || null });
  if (added === "slug-taken") return refusedField(submission, "slug", categoryTexts.slugTaken);
  if (added === "bad-parent")
    return refusedField(submission, "parent", categoryTexts.parentIsSub, 400);
  return redirectWithToast(CATEGORIES, {
    type: "success",
    message: categoryTexts.categoryAdded(name),
  });
}

type Row = ReturnType<typeof treeRow>;

export default function Categories() {
  const { tops } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-3xl font-bold">Categories</h1>
      <p className="mt-2 text-gray-600">
        The catalogue&apos;s two levels, in the order shoppers see them. A tool has the attributes
        of its category and of the category above it;{" "}
        <Link to={ATTRIBUTES} className="font-semibold text-brand hover:underline">
          define the attributes
        </Link>{" "}
        first, then choose which each category names.
      </p>
      {tops.length ? (
        <DataTable
          caption="Categories"
          headers={["Category", "Slug", "Tools", "Attributes", "Actions"]}
        >
          {/* Rows as <tr> elements, not components: the table labels each row's cells. */}
          {tops.flatMap((top, index) => [
            categoryRow({ row: top, first: index === 0, last: index === tops.length - 1 }),
            ...top.children.map((child, childIndex) =>
              categoryRow({
                row: child,
                sub: true,
                first: childIndex === 0,
                last: childIndex === top.children.length - 1,
              }),
            ),
          ])}
        </DataTable>
      ) : (
        <p className="mt-6 panel p-6 text-gray-700">No categories yet.</p>
      )}
      <AddCategory tops={tops} />
    </section>
  );
}

const actionLink = buttonClass("outline", "sm");

/** A category's row of the tree: a sub's name indented, Up and Down where it can move. */
function categoryRow({
  row,
  sub = false,
  first,
  last,
}: {
  row: Row;
  sub?: boolean;
  first: boolean;
  last: boolean;
}) {
  return (
    <tr key={row.id} id={row.id} className={sub ? "" : "bg-gray-50"}>
      <Cell className={`min-w-40 font-semibold ${sub ? "lg:pl-8" : ""}`}>
        {sub ? <span aria-hidden="true">↳ </span> : null}
        {row.name}
      </Cell>
      <Cell>
        <code className="text-xs">{row.slug}</code>
      </Cell>
      <Cell>{row.tools}</Cell>
      <Cell>
        {row.attributes.length ? (
          row.attributes.join(", ")
        ) : (
          <span className="text-muted">None of its own</span>
        )}
      </Cell>
      <Cell>
        <div className="flex flex-wrap gap-1.5">
          <MoveButton id={row.id} name={row.name} direction="up" disabled={first} />
          <MoveButton id={row.id} name={row.name} direction="down" disabled={last} />
          <Link
            to={`${CATEGORIES}/${row.id}/edit`}
            className={actionLink}
            aria-label={`Rename ${row.name}`}
          >
            Rename
          </Link>
          <Link
            to={`${CATEGORIES}/${row.id}/attributes`}
            className={actionLink}
            aria-label={`Attributes of ${row.name}`}
          >
            Attributes
          </Link>
          <ConfirmAction
            label={
              <>
                Delete<span className="sr-only"> {row.name}</span>
              </>
            }
            message={messages.confirmDelete(row.name)}
            confirmUrl={`${CATEGORIES}/${row.id}/delete`}
            className={buttonClass("danger", "sm")}
          />
        </div>
      </Cell>
    </tr>
  );
}

/** Up or down among its siblings: a post of its own (a button is never disabled by script). */
function MoveButton({
  id,
  name,
  direction,
  disabled,
}: {
  id: string;
  name: string;
  direction: "up" | "down";
  disabled: boolean;
}) {
  if (disabled) return null;
  return (
    <Form method="post" action={`${CATEGORIES}/${id}/move`}>
      <input type="hidden" name="direction" value={direction} />
      <button type="submit" className={actionLink}>
        {direction === "up" ? "Up" : "Down"}
        <span className="sr-only"> {name}</span>
      </button>
    </Form>
  );
}

function AddCategory({ tops }: { tops: { id: string; name: string }[] }) {
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [, fields, formProps] = useSchemaForm<typeof categorySchema>({
    id: "add-category",
    lastResult: actionData?.result,
  });
  return (
    <section aria-labelledby="add-category-heading" className="mt-10">
      <h2 id="add-category-heading" className="text-xl font-bold">
        Add a category
      </h2>
      <Form method="post" {...formProps} className="mt-4 grid gap-4 panel p-6 sm:grid-cols-3">
        <InputField meta={fields.name} label="Name" autoComplete="off" />
        <InputField
          meta={fields.slug}
          label="Slug (optional)"
          autoComplete="off"
          maxLength={MAX_SLUG}
          hint="Its name in links (/tools?category=…); left empty, made from the name."
        />
        <SelectField
          meta={fields.parent}
          label="Under"
          placeholder="Nothing: a top category"
          options={tops.map((top) => ({ value: top.id, label: top.name }))}
        />
        <div className="sm:col-span-3">
          <SubmitButton pending={isPending} pendingText="Adding…">
            Add category
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
