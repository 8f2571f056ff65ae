import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "#app/components/confirm.tsx";
import { deleteUser } from "#app/models/user.server.ts";
import { returnPathOfPageAtRow, returnPathOfPost } from "#app/services/confirm-return.server.ts";
import { requireOtherUser } from "#app/services/managed-user.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { deleteAccountQuestion } from "#app/utils/account-questions.ts";
import { rowId } from "#app/utils/table-row.ts";

const LIST: [string] = ["/dashboard/manageusers"];

const userToDelete = (request: Request, id: string | undefined) =>
  requireOtherUser(request, id, "You cannot delete your own account.");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await userToDelete(request, params.id);
  return {
    message: deleteAccountQuestion(user),
    back: returnPathOfPageAtRow(request, LIST, rowId("user", user.id)),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await userToDelete(request, params.id);
  const back = await returnPathOfPost(request, LIST);
  await deleteUser(user.id);
  // Back to the list's same page: the row is gone.
  return redirectWithToast(back, { type: "success", message: `${user.displayName} was deleted` });
}

export default function ConfirmDeleteUser() {
  const { message, back } = useLoaderData<typeof loader>();
  return <ConfirmPage message={message} cancelUrl={back} />;
}
