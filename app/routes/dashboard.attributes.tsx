import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AttributeFields } from "#app/components/attribute-fields.tsx";
import { buttonClass } from "#app/components/button.tsx";
import { ConfirmAction } from "#app/components/confirm.tsx";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { InputField, SelectField, SubmitButton } from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { categoryTexts, messages } from "#app/messages.ts";
import { addAttribute, toolCountsByAttribute } from "#app/models/attribute.server.ts";
import { taxonomy } from "#app/models/taxonomy.server.ts";
import { MAX_SLUG, newAttributeSchema } from "#app/schemas/category.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { refusedField } from "#app/services/managed-taxonomy.server.ts";
import { ATTRIBUTES, CATEGORIES } from "#app/utils/taxonomy-pages.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { specTypeLabel } from "#app/utils/spec-type-label.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
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
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const submission = await parseForm(request, newAttributeSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { key, name, type, unit, options } = submission.value;
  const added = await addAttribute({ key, name, type, unit: unit || null, options });
  if (added === "key-taken") return refusedField(submission, "key", categoryTexts.keyTaken);
  return redirectWithToast(ATTRIBUTES, {
    type: "success",
    message: categoryTexts.attributeAdded(name),
  });
}

const actionLink = buttonClass("outline", "sm");

export default function Attributes() {
  const { attributes } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-3xl font-bold">Attributes</h1>
      <p className="mt-2 text-gray-600">
        What tools are described by: a choice (such as voltage), a number with its unit, or yes/no.
        Its key is its name in the catalogue&apos;s filter links and the API, kept for good.{" "}
        <Link to={CATEGORIES} className="font-semibold text-brand hover:underline">
          Choose which each category names
        </Link>
        .
      </p>
      {attributes.length ? (
        <DataTable
          caption="Attributes"
          headers={["Attribute", "Key", "Type", "Options", "Tools", "Actions"]}
        >
          {attributes.map((attribute) => (
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
                <div className="flex flex-wrap gap-1.5">
                  <Link
                    to={`${ATTRIBUTES}/${attribute.id}/edit`}
                    className={actionLink}
                    aria-label={`Edit ${attribute.name}`}
                  >
                    Edit
                  </Link>
                  <ConfirmAction
                    label={
                      <>
                        Delete<span className="sr-only"> {attribute.name}</span>
                      </>
                    }
                    message={messages.confirmDelete(attribute.name)}
                    confirmUrl={`${ATTRIBUTES}/${attribute.id}/delete`}
                    className={buttonClass("danger", "sm")}
                  />
                </div>
              </Cell>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="mt-6 panel p-6 text-gray-700">No attributes yet.</p>
      )}
      <AddAttribute />
    </section>
  );
}

const TYPES = [
  { value: "choice", label: "Choice (one of its options)" },
  { value: "number", label: "Number (with a unit)" },
  { value: "boolean", label: "Yes/no" },
];

function AddAttribute() {
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [, fields, formProps] = useSchemaForm<typeof newAttributeSchema>({
    id: "add-attribute",
    lastResult: actionData?.result,
  });
  return (
    <section aria-labelledby="add-attribute-heading" className="mt-10">
      <h2 id="add-attribute-heading" className="text-xl font-bold">
        Add an attribute
      </h2>
      <Form method="post" {...formProps} className="mt-4 grid gap-4 panel p-6 sm:grid-cols-2">
        <InputField
          meta={fields.key}
          label="Key"
          autoComplete="off"
          maxLength={MAX_SLUG}
          hint="Lowercase letters, digits and hyphens, like max-torque; it cannot change later."
        />
        <SelectField meta={fields.type} label="Type" placeholder="Choose a type" options={TYPES} />
        <AttributeFields fields={fields} />
        <div className="sm:col-span-2">
          <SubmitButton pending={isPending} pendingText="Adding…">
            Add attribute
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
