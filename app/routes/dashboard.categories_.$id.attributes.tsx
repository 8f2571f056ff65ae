import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormAlert, SaveOrCancel } from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { categoryTexts } from "#app/messages.ts";
import { setCategoryAttributes } from "#app/models/category.server.ts";
import { taxonomy } from "#app/models/taxonomy.server.ts";
import { categoryAttributesSchema, orderedAttributeKeys } from "#app/schemas/category.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { requireCategory } from "#app/routes/+dashboard/managed-taxonomy.server.ts";
import { ATTRIBUTES, CATEGORIES } from "#app/utils/taxonomy-pages.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { specTypeLabel } from "#app/utils/spec-type-label.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const category = await requireCategory(params.id);
  const known = await taxonomy();
  const parent = category.parentId ? known.byId.get(category.parentId) : undefined;
  const own = category.own.map((attribute) => attribute.key);
  const others = [...known.attributes.values()]
    .filter((attribute) => !own.includes(attribute.key))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    category: { id: category.id, name: category.name },
    parent: parent ? { name: parent.name, attributes: parent.own.map(({ name }) => name) } : null,
    attributes: [...category.own, ...others].map(({ key, name, type, unit }) => ({
      key,
      name,
      type,
      unit,
      place: own.includes(key) ? own.indexOf(key) + 1 : null,
    })),
  };
}

// The attributes the category names, in the order given by their places.
export async function action({ request, params }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const category = await requireCategory(params.id);
  const submission = await parseForm(request, categoryAttributesSchema);
  if (submission.status !== "success") {
    return data({ error: "Tick the attributes and give each a place (a number)" }, { status: 400 });
  }
  const saved = await setCategoryAttributes(category.id, orderedAttributeKeys(submission.value));
  if (saved.status === "in-use")
    return data(
      { error: categoryTexts.attributeInUse(saved.attribute, saved.count) },
      { status: 409 },
    );
  if (saved.status === "unknown")
    return data({ error: categoryTexts.notOfCategory(saved.key) }, { status: 400 });
  if (saved.status === "missing") throw new Response(categoryTexts.noSuchCategory, { status: 404 });
  return redirectWithToast(`${CATEGORIES}#${category.id}`, {
    type: "success",
    message: categoryTexts.categorySaved(category.name),
  });
}

export default function CategoryAttributes() {
  const { category, parent, attributes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  return (
    <section className="max-w-2xl">
      <h1 className="text-3xl font-bold">Attributes of {category.name}</h1>
      <p className="mt-2 text-gray-600">
        Tick what the tools of {category.name} are described by; the places set the order of the
        product page&apos;s table and the form&apos;s fields.
        {parent
          ? ` They also have what ${parent.name} names${parent.attributes.length ? ` (${parent.attributes.join(", ")})` : ""}.`
          : " Its subcategories' tools have these too."}{" "}
        <Link to={ATTRIBUTES} className="font-semibold text-brand hover:underline">
          Define attributes
        </Link>
      </p>
      <Form method="post" className="mt-8 grid gap-4 panel p-6">
        <FormAlert errors={actionData ? [actionData.error] : undefined} answer={actionData} />
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-gray-800">Attributes named</legend>
          {attributes.length ? (
            <ul className="grid gap-2">
              {attributes.map((attribute) => (
                <li
                  key={attribute.key}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-gray-200 bg-white p-3"
                >
                  <label className="flex items-center gap-3">
                    <input
                      type="checkbox"
                      name="attribute"
                      value={attribute.key}
                      defaultChecked={attribute.place !== null}
                      className="h-5 w-5 shrink-0 accent-brand"
                    />
                    <span>
                      <span className="font-semibold">{attribute.name}</span>{" "}
                      <span className="text-sm text-gray-600">
                        ({specTypeLabel(attribute)}; key {attribute.key})
                      </span>
                    </span>
                  </label>
                  <label className="flex items-center gap-2 text-sm">
                    Place
                    <input
                      type="number"
                      name={`place-${attribute.key}`}
                      defaultValue={attribute.place ?? ""}
                      min={1}
                      step={1}
                      inputMode="numeric"
                      aria-label={`Place of ${attribute.name}`}
                      className="w-20 rounded-md border border-gray-300 px-2 py-1"
                    />
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-gray-700">No attributes are defined yet.</p>
          )}
        </fieldset>
        <SaveOrCancel pending={isPending} cancelTo={CATEGORIES}>
          Save attributes
        </SaveOrCancel>
      </Form>
    </section>
  );
}
