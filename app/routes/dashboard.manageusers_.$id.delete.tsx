import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "~/components/confirm";
import { messages } from "~/messages";
import { deleteUser } from "~/models/user.server";
import { returnPathOfPage, returnPathOfPost } from "~/services/confirm-return.server";
import { requireOtherUser } from "~/services/managed-user.server";
import { redirectWithToast } from "~/services/toast.server";

const LIST: [string] = ["/dashboard/manageusers"];

const userToDelete = (request: Request, id: string | undefined) =>
  requireOtherUser(request, id, "You cannot delete your own account.");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await userToDelete(request, params.id);
  return {
    message: messages.confirmDelete(user.displayName),
    back: returnPathOfPage(request, LIST),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await userToDelete(request, params.id);
  const back = await returnPathOfPost(request, LIST);
  await deleteUser(user.id);
  return redirectWithToast(back, { type: "success", message: `${user.displayName} was deleted` });
}

export default function ConfirmDeleteUser() {
  const { message, back } = useLoaderData<typeof loader>();
  return <ConfirmPage message={message} cancelUrl={back} />;
}
