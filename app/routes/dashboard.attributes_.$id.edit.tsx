import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { invariantResponse } from "@epic-web/invariant";
import { EditPage } from "#app/components/admin-form.tsx";
import { AttributeFields } from "#app/components/attribute-fields.tsx";
import { ReadOnlyField } from "#app/components/forms.tsx";
import { categoryTexts } from "#app/messages.ts";
import { updateAttribute } from "#app/models/attribute.server.ts";
import { type editAttributeSchema, editAttributeSchemaFor } from "#app/schemas/category.ts";
import { refuse, saveForm } from "#app/routes/+dashboard/admin-form.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { requireAttribute } from "#app/routes/+dashboard/managed-taxonomy.server.ts";
import { ATTRIBUTES } from "#app/utils/taxonomy-pages.ts";
import { specTypeLabel } from "#app/utils/spec-type-label.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const { id, key, name, type, unit, options } = await requireAttribute(params.id);
  return { attribute: { id, key, name, type, unit, options } };
}

// Its name, a number's unit, a choice's options; its key and type stay.
export async function action({ request, params }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const attribute = await requireAttribute(params.id);
  const schema = editAttributeSchemaFor(attribute.type);
  return saveForm(request, schema, async ({ name, unit, options }) => {
    const saved = await updateAttribute(attribute.id, { name, unit: unit || null, options });
    if (saved.status === "option-in-use")
      return refuse("options", categoryTexts.optionInUse(saved.option, saved.count));
    invariantResponse(saved.status === "saved", categoryTexts.noSuchAttribute, { status: 404 });
    return { to: `${ATTRIBUTES}#${attribute.id}`, message: categoryTexts.attributeSaved(name) };
  });
}

export default function EditAttribute() {
  const { attribute } = useLoaderData<typeof loader>();
  return (
    <EditPage<typeof editAttributeSchema>
      id={`edit-attribute-${attribute.id}`}
      title={`Edit ${attribute.name}`}
      defaultValue={{
        name: attribute.name,
        unit: attribute.unit ?? "",
        options: attribute.options.join("\n"),
      }}
      cancelTo={ATTRIBUTES}
    >
      {(fields) => (
        <>
          <ReadOnlyField label="Key" value={attribute.key} />
          <ReadOnlyField label="Type" value={specTypeLabel(attribute)} />
          <AttributeFields fields={fields} type={attribute.type} />
        </>
      )}
    </EditPage>
  );
}
