import { invariantResponse } from "@epic-web/invariant";
import { adminEditPage, type LoaderData } from "#app/components/admin-list.tsx";
import { CategoryFields } from "#app/components/category-fields.tsx";
import { categoryTexts } from "#app/messages.ts";
import { updateCategory } from "#app/models/category.server.ts";
import { categorySchema } from "#app/schemas/category.ts";
import { adminEdit, adminLoader, refuse } from "#app/routes/+dashboard/admin-form.server.ts";
import { requireCategory } from "#app/routes/+dashboard/managed-taxonomy.server.ts";
import { CATEGORIES } from "#app/utils/taxonomy-pages.ts";

export const loader = adminLoader(async ({ params }) => {
  const { id, name, slug } = await requireCategory(params.id);
  return { category: { id, name, slug } };
});

// Renames a category: its name, and its slug (links to the old one stop finding it).
export const action = adminEdit(
  (params) => requireCategory(params.id),
  categorySchema,
  async (category, { name, slug }) => {
    const saved = await updateCategory(category.id, { name, slug });
    if (saved === "slug-taken") return refuse("slug", categoryTexts.slugTaken);
    invariantResponse(saved === "saved", categoryTexts.noSuchCategory, { status: 404 });
    return { to: `${CATEGORIES}#${category.id}`, message: categoryTexts.categorySaved(name) };
  },
);

export default adminEditPage({
  texts: categoryTexts.categoryScreen,
  id: "rename-category",
  item: (data: LoaderData<typeof loader>) => data.category,
  defaultValue: ({ name, slug }) => ({ name, slug }),
  cancelTo: CATEGORIES,
  Fields: CategoryFields,
});
