import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { invariantResponse } from "@epic-web/invariant";
import { InputField, SaveOrCancel } from "#app/components/forms.tsx";
import { categoryTexts } from "#app/messages.ts";
import { updateCategory } from "#app/models/category.server.ts";
import { categorySchema, MAX_SLUG } from "#app/schemas/category.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { refusedField, requireCategory } from "#app/services/managed-taxonomy.server.ts";
import { CATEGORIES } from "#app/utils/taxonomy-pages.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const { id, name, slug } = await requireCategory(params.id);
  return { category: { id, name, slug } };
}

// Renames a category: its name, and its slug (links to the old one stop finding it).
export async function action({ request, params }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const category = await requireCategory(params.id);
  const submission = await parseForm(request, categorySchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { name, slug } = submission.value;
  const saved = await updateCategory(category.id, { name, slug });
  if (saved === "slug-taken") return refusedField(submission, "slug", categoryTexts.slugTaken);
  invariantResponse(saved === "saved", categoryTexts.noSuchCategory, { status: 404 });
  return redirectWithToast(`${CATEGORIES}#${category.id}`, {
    type: "success",
    message: categoryTexts.categorySaved(name),
  });
}

export default function RenameCategory() {
  const { category } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [, fields, formProps] = useSchemaForm<typeof categorySchema>({
    id: `rename-category-${category.id}`,
    lastResult: actionData?.result,
    defaultValue: { name: category.name, slug: category.slug },
  });
  return (
    <section className="max-w-xl">
      <h1 className="text-3xl font-bold">Rename {category.name}</h1>
      <p className="mt-2 text-gray-600">
        The slug is the category&apos;s name in links: links shared with the old one stop finding
        it.
      </p>
      <Form method="post" {...formProps} className="mt-8 grid gap-4 panel p-6">
        <InputField meta={fields.name} label="Name" autoComplete="off" />
        <InputField
          meta={fields.slug}
          label="Slug"
          autoComplete="off"
          maxLength={MAX_SLUG}
          hint="Lowercase letters, digits and hyphens; left empty, made from the name."
        />
        <SaveOrCancel pending={isPending} cancelTo={CATEGORIES}>
          Save changes
        </SaveOrCancel>
      </Form>
    </section>
  );
}
