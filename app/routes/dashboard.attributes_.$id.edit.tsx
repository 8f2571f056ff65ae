import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { invariantResponse } from "@epic-web/invariant";
import { AttributeFields } from "#app/components/attribute-fields.tsx";
import { ReadOnlyField, SaveOrCancel } from "#app/components/forms.tsx";
import { categoryTexts } from "#app/messages.ts";
import { updateAttribute } from "#app/models/attribute.server.ts";
import { type editAttributeSchema, editAttributeSchemaFor } from "#app/schemas/category.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { refusedField, requireAttribute } from "#app/services/managed-taxonomy.server.ts";
import { ATTRIBUTES } from "#app/utils/taxonomy-pages.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { specTypeLabel } from "#app/utils/spec-type-label.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const { id, key, name, type, unit, options } = await requireAttribute(params.id);
  return { attribute: { id, key, name, type, unit, options } };
}

// Its name, a number's unit, a choice's options; its key and type stay.
export async function action({ request, params }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const attribute = await requireAttribute(params.id);
  const submission = await parseForm(request, editAttributeSchemaFor(attribute.type));
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { name, unit, options } = submission.value;
  const saved = await updateAttribute(attribute.id, { name, unit: unit || null, options });
  if (saved.status === "option-in-use")
    return refusedField(
      submission,
      "options",
      categoryTexts.optionInUse(saved.option, saved.count),
    );
  invariantResponse(saved.status === "saved", categoryTexts.noSuchAttribute, { status: 404 });
  return redirectWithToast(`${ATTRIBUTES}#${attribute.id}`, {
    type: "success",
    message: categoryTexts.attributeSaved(name),
  });
}

export default function EditAttribute() {
  const { attribute } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [, fields, formProps] = useSchemaForm<typeof editAttributeSchema>({
    id: `edit-attribute-${attribute.id}`,
    lastResult: actionData?.result,
    defaultValue: {
      name: attribute.name,
      unit: attribute.unit ?? "",
      options: attribute.options.join("\n"),
    },
  });
  return (
    <section className="max-w-xl">
      <h1 className="text-3xl font-bold">Edit {attribute.name}</h1>
      <Form method="post" {...formProps} className="mt-8 grid gap-4 panel p-6">
        <ReadOnlyField label="Key" value={attribute.key} />
        <ReadOnlyField label="Type" value={specTypeLabel(attribute)} />
        <AttributeFields fields={fields} type={attribute.type} />
        <SaveOrCancel pending={isPending} cancelTo={ATTRIBUTES}>
          Save changes
        </SaveOrCancel>
      </Form>
    </section>
  );
}
