import { ConfirmDeletion } from "#app/components/confirm.tsx";
import { messages } from "#app/messages.ts";
import { softDeleteTool } from "#app/models/tool.server.ts";
import { adminDeletionPage } from "#app/routes/+dashboard/deletion-page.server.ts";
import { requireManagedTool } from "#app/routes/+dashboard/managed-tool.server.ts";
import { rowId } from "#app/utils/table-row.ts";

const { loader, action } = adminDeletionPage({
  lists: ["/dashboard/manageproducts"],
  find: (params) => requireManagedTool(params.id),
  row: (tool) => rowId("tool", tool.id),
  // A soft delete: the tool leaves the catalogue; orders that name it keep their own copy of its
  // name and price, and the row stays for them. Back to the list's same page (its row is gone).
  remove: async (tool) => {
    await softDeleteTool(tool.id);
    return messages.productDeleted;
  },
});

export { loader, action };
export default ConfirmDeletion;
