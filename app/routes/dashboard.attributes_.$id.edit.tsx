import { invariantResponse } from "@epic-web/invariant";
import { adminEditPage, type LoaderData } from "#app/components/admin-list.tsx";
import { AttributeFields } from "#app/components/attribute-fields.tsx";
import { ReadOnlyField } from "#app/components/forms.tsx";
import { categoryTexts } from "#app/messages.ts";
import { updateAttribute } from "#app/models/attribute.server.ts";
import { type editAttributeSchema, editAttributeSchemaFor } from "#app/schemas/category.ts";
import { adminEdit, adminLoader, refuse } from "#app/routes/+dashboard/admin-form.server.ts";
import { requireAttribute } from "#app/routes/+dashboard/managed-taxonomy.server.ts";
import { ATTRIBUTES } from "#app/utils/taxonomy-pages.ts";
import { specTypeLabel } from "#app/utils/spec-type-label.ts";
import type { Fields } from "#app/utils/use-schema-form.ts";

export const loader = adminLoader(async ({ params }) => {
  const { id, key, name, type, unit, options } = await requireAttribute(params.id);
  return { attribute: { id, key, name, type, unit, options } };
});

// Its name, a number's unit, a choice's options; its key and type stay.
export const action = adminEdit(
  (params) => requireAttribute(params.id),
  (attribute) => editAttributeSchemaFor(attribute.type),
  async (attribute, { name, unit, options }) => {
    const saved = await updateAttribute(attribute.id, { name, unit: unit || null, options });
    if (saved.status === "option-in-use")
      return refuse("options", categoryTexts.optionInUse(saved.option, saved.count));
    invariantResponse(saved.status === "saved", categoryTexts.noSuchAttribute, { status: 404 });
    return { to: `${ATTRIBUTES}#${attribute.id}`, message: categoryTexts.attributeSaved(name) };
  },
);

type Data = LoaderData<typeof loader>;

export default adminEditPage({
  texts: categoryTexts.attributeScreen,
  id: "edit-attribute",
  item: (data: Data) => data.attribute,
  defaultValue: (attribute) => ({
    name: attribute.name,
    unit: attribute.unit ?? "",
    options: attribute.options.join("\n"),
  }),
  cancelTo: ATTRIBUTES,
  Fields: EditAttributeFields,
});

/** What an attribute's Edit can change, under its key and type, which it cannot. */
function EditAttributeFields({
  fields,
  data: { attribute },
}: {
  fields: Fields<typeof editAttributeSchema>;
  data: Data;
}) {
  return (
    <>
      <ReadOnlyField label="Key" value={attribute.key} />
      <ReadOnlyField label="Type" value={specTypeLabel(attribute)} />
      <AttributeFields fields={fields} type={attribute.type} />
    </>
  );
}
