import { ConfirmDeletion } from "#app/components/confirm.tsx";
import { categoryTexts } from "#app/messages.ts";
import { deleteCategory } from "#app/models/category.server.ts";
import { adminDeletionPage } from "#app/routes/+dashboard/deletion-page.server.ts";
import { requireCategory } from "#app/routes/+dashboard/managed-taxonomy.server.ts";
import { CATEGORIES } from "#app/utils/taxonomy-pages.ts";

const { loader, action } = adminDeletionPage({
  lists: [CATEGORIES],
  find: (params) => requireCategory(params.id),
  // Refused while tools on sale or subcategories are in it: they would lose their place.
  remove: async (category) => {
    const deleted = await deleteCategory(category.id);
    if (deleted.status === "has-tools")
      return {
        type: "error",
        message: categoryTexts.categoryHasTools(category.name, deleted.count),
      };
    if (deleted.status === "has-children")
      return { type: "error", message: categoryTexts.categoryHasChildren(category.name) };
    return categoryTexts.categoryDeleted(category.name);
  },
});

export { loader, action };
export default ConfirmDeletion;
