import { Form } from "@remix-run/react";
import {
  adminListPage,
  type LoaderData,
  RowActions,
  RowLink,
  rowActionClass,
} from "#app/components/admin-list.tsx";
import { Cell } from "#app/components/data-table.tsx";
import { CategoryFields } from "#app/components/category-fields.tsx";
import { SelectField } from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { categoryTexts } from "#app/messages.ts";
import { addCategory, toolCountsByCategory } from "#app/models/category.server.ts";
import { taxonomy, type Category } from "#app/models/taxonomy.server.ts";
import { categorySchema } from "#app/schemas/category.ts";
import { adminLoader, adminSave, refuse } from "#app/routes/+dashboard/admin-form.server.ts";
import { ATTRIBUTES, CATEGORIES } from "#app/utils/taxonomy-pages.ts";
import type { Fields } from "#app/utils/use-schema-form.ts";

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

export const loader = adminLoader(async () => {
  const [known, counts] = await Promise.all([taxonomy(), toolCountsByCategory()]);
  return {
    tops: known.tops.map((top) => ({
      ...treeRow(top, counts),
      children: top.children.map((child) => treeRow(child, counts)),
    })),
  };
});

// Adds a category at the end of its level.
export const action = adminSave(categorySchema, async ({ name, slug, parent }) => {
  const added = await addCategory({ name, slug, parentId: parent || null });
  if (added === "slug-taken") return refuse("slug", categoryTexts.slugTaken);
  if (added === "bad-parent") return refuse("parent", categoryTexts.parentIsSub, 400);
  return { to: CATEGORIES, message: categoryTexts.categoryAdded(name) };
});

type Row = ReturnType<typeof treeRow>;

/** A row of the tree, where it stands among its siblings. */
interface TreeRow {
  row: Row;
  sub: boolean;
  first: boolean;
  last: boolean;
}

/** The tree as its rows: each top category, then its subcategories. */
function treeRows(tops: (Row & { children: Row[] })[]): TreeRow[] {
  const level = <Each extends Row>(rows: Each[], sub: boolean) =>
    rows.map((row, index) => ({ row, sub, first: index === 0, last: index === rows.length - 1 }));
  return level(tops, false).flatMap((top) => [top, ...level(top.row.children, true)]);
}

export default adminListPage({
  texts: categoryTexts.categoryScreen,
  intro: (
    <>
      The catalogue&apos;s two levels, in the order shoppers see them. A tool has the attributes of
      its category and of the category above it;{" "}
      <Link to={ATTRIBUTES} className="font-semibold text-brand hover:underline">
        define the attributes
      </Link>{" "}
      first, then choose which each category names.
    </>
  ),
  headers: ["Category", "Slug", "Tools", "Attributes", "Actions"],
  items: (data: LoaderData<typeof loader>) => treeRows(data.tops),
  row: categoryRow,
  add: { id: "add-category", columns: 3, Fields: NewCategoryFields },
});

/** A category's row of the tree: a sub's name indented, Up and Down where it can move. */
function categoryRow({ row, sub, first, last }: TreeRow) {
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
        <RowActions name={row.name} url={`${CATEGORIES}/${row.id}`}>
          <MoveButton id={row.id} name={row.name} direction="up" disabled={first} />
          <MoveButton id={row.id} name={row.name} direction="down" disabled={last} />
          <RowLink to={`${CATEGORIES}/${row.id}/edit`} label={`Rename ${row.name}`}>
            Rename
          </RowLink>
          <RowLink to={`${CATEGORIES}/${row.id}/attributes`} label={`Attributes of ${row.name}`}>
            Attributes
          </RowLink>
        </RowActions>
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
      <button type="submit" className={rowActionClass}>
        {direction === "up" ? "Up" : "Down"}
        <span className="sr-only"> {name}</span>
      </button>
    </Form>
  );
}

/** A new category's name and slug, and the top category it goes under, if any. */
function NewCategoryFields({
  fields,
  data,
}: {
  fields: Fields<typeof categorySchema>;
  data: LoaderData<typeof loader>;
}) {
  return (
    <>
      <CategoryFields fields={fields} adding />
      <SelectField
        meta={fields.parent}
        label="Under"
        placeholder="Nothing: a top category"
        options={data.tops.map((top) => ({ value: top.id, label: top.name }))}
      />
    </>
  );
}
