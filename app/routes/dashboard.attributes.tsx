import { adminListPage, type LoaderData, RowActions } from "#app/components/admin-list.tsx";
import { AttributeFields } from "#app/components/attribute-fields.tsx";
import { Cell } from "#app/components/data-table.tsx";
import { InputField, SelectField } from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { categoryTexts } from "#app/messages.ts";
import { addAttribute, toolCountsByAttribute } from "#app/models/attribute.server.ts";
import { taxonomy } from "#app/models/taxonomy.server.ts";
import { MAX_SLUG, newAttributeSchema } from "#app/schemas/category.ts";
import { adminLoader, adminSave, refuse } from "#app/routes/+dashboard/admin-form.server.ts";
import { ATTRIBUTES, CATEGORIES } from "#app/utils/taxonomy-pages.ts";
import { specTypeLabel } from "#app/utils/spec-type-label.ts";
import type { Fields } from "#app/utils/use-schema-form.ts";

export const loader = adminLoader(async () => {
  const [known, counts] = await Promise.all([taxonomy(), toolCountsByAttribute()]);
  return {
    attributes: [...known.attributes.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(({ id, key, name, type, unit, options }) => ({
        id,
        key,
        name,
        type,
        unit,
        options,
        tools: counts.get(id) ?? 0,
      })),
  };
});

export const action = adminSave(newAttributeSchema, async ({ key, name, type, unit, options }) => {
  const added = await addAttribute({ key, name, type, unit: unit || null, options });
  if (added === "key-taken") return refuse("key", categoryTexts.keyTaken);
  return { to: ATTRIBUTES, message: categoryTexts.attributeAdded(name) };
});

/** A new attribute's key and type (which stay), then what Edit can change too. */
function NewAttributeFields({ fields }: { fields: Fields<typeof newAttributeSchema> }) {
  return (
    <>
      <InputField
        meta={fields.key}
        label="Key"
        autoComplete="off"
        maxLength={MAX_SLUG}
        hint="Lowercase letters, digits and hyphens, like max-torque; it cannot change later."
      />
      <SelectField meta={fields.type} label="Type" placeholder="Choose a type" options={TYPES} />
      <AttributeFields fields={fields} />
    </>
  );
}

export default adminListPage({
  texts: categoryTexts.attributeScreen,
  intro: (
    <>
      What tools are described by: a choice (such as voltage), a number with its unit, or yes/no.
      Its key is its name in the catalogue&apos;s filter links and the API, kept for good.{" "}
      <Link to={CATEGORIES} className="font-semibold text-brand hover:underline">
        Choose which each category names
      </Link>
      .
    </>
  ),
  headers: ["Attribute", "Key", "Type", "Options", "Tools", "Actions"],
  items: (data: LoaderData<typeof loader>) => data.attributes,
  row: (attribute) => (
    <tr key={attribute.id} id={attribute.id}>
      <Cell className="min-w-32 font-semibold">{attribute.name}</Cell>
      <Cell>
        <code className="text-xs">{attribute.key}</code>
      </Cell>
      <Cell>{specTypeLabel(attribute)}</Cell>
      <Cell>
        {attribute.options.length ? (
          attribute.options.join(", ")
        ) : (
          <span className="text-muted">None</span>
        )}
      </Cell>
      <Cell>{attribute.tools}</Cell>
      <Cell>
        <RowActions name={attribute.name} url={`${ATTRIBUTES}/${attribute.id}`} edit />
      </Cell>
    </tr>
  ),
  add: { id: "add-attribute", columns: 2, Fields: NewAttributeFields },
});

const TYPES = [
  { value: "choice", label: "Choice (one of its options)" },
  { value: "number", label: "Number (with a unit)" },
  { value: "boolean", label: "Yes/no" },
];
