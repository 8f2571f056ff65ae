import { ConfirmDeletion } from "#app/components/confirm.tsx";
import { deleteUser } from "#app/models/user.server.ts";
import { adminDeletionPage } from "#app/routes/+dashboard/deletion-page.server.ts";
import { otherUser } from "#app/routes/+dashboard/managed-user.server.ts";
import { deleteAccountQuestion } from "#app/utils/account-questions.ts";
import { rowId } from "#app/utils/table-row.ts";

const { loader, action } = adminDeletionPage({
  lists: ["/dashboard/manageusers"],
  find: (params, admin) => otherUser(admin, params.id, "You cannot delete your own account."),
  question: deleteAccountQuestion,
  row: (user) => rowId("user", user.id),
  // Back to the list's same page: the row is gone.
  remove: async (user) => {
    await deleteUser(user.id);
    return `${user.displayName} was deleted`;
  },
});

export { loader, action };
export default ConfirmDeletion;
