import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { invariantResponse } from "@epic-web/invariant";
import { EditPage } from "#app/components/admin-form.tsx";
import { CategoryFields } from "#app/components/category-fields.tsx";
import { categoryTexts } from "#app/messages.ts";
import { updateCategory } from "#app/models/category.server.ts";
import { categorySchema } from "#app/schemas/category.ts";
import { refuse, saveForm } from "#app/routes/+dashboard/admin-form.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { requireCategory } from "#app/routes/+dashboard/managed-taxonomy.server.ts";
import { CATEGORIES } from "#app/utils/taxonomy-pages.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const { id, name, slug } = await requireCategory(params.id);
  return { category: { id, name, slug } };
}

// Renames a category: its name, and its slug (links to the old one stop finding it).
export async function action({ request, params }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const category = await requireCategory(params.id);
  return saveForm(request, categorySchema, async ({ name, slug }) => {
    const saved = await updateCategory(category.id, { name, slug });
    if (saved === "slug-taken") return refuse("slug", categoryTexts.slugTaken);
    invariantResponse(saved === "saved", categoryTexts.noSuchCategory, { status: 404 });
    return { to: `${CATEGORIES}#${category.id}`, message: categoryTexts.categorySaved(name) };
  });
}

export default function RenameCategory() {
  const { category } = useLoaderData<typeof loader>();
  return (
    <EditPage<typeof categorySchema>
      id={`rename-category-${category.id}`}
      title={`Rename ${category.name}`}
      note="The slug is the category's name in links: links shared with the old one stop finding it."
      defaultValue={{ name: category.name, slug: category.slug }}
      cancelTo={CATEGORIES}
    >
      {(fields) => <CategoryFields fields={fields} />}
    </EditPage>
  );
}
