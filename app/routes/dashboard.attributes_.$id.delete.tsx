import { ConfirmDeletion } from "#app/components/confirm.tsx";
import { categoryTexts } from "#app/messages.ts";
import { deleteAttribute } from "#app/models/attribute.server.ts";
import { adminDeletionPage } from "#app/routes/+dashboard/deletion-page.server.ts";
import { requireAttribute } from "#app/routes/+dashboard/managed-taxonomy.server.ts";
import { ATTRIBUTES } from "#app/utils/taxonomy-pages.ts";

const { loader, action } = adminDeletionPage({
  lists: [ATTRIBUTES],
  find: (params) => requireAttribute(params.id),
  // Refused while tools on sale have a value for it; categories stop naming it.
  remove: async (attribute) => {
    const deleted = await deleteAttribute(attribute.id);
    return deleted.status === "has-values"
      ? { type: "error", message: categoryTexts.attributeHasValues(attribute.name, deleted.count) }
      : categoryTexts.attributeDeleted(attribute.name);
  },
});

export { loader, action };
export default ConfirmDeletion;
