import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "#app/components/confirm.tsx";
import { companyTexts, messages } from "#app/messages.ts";
import { isAdmin, makeAdmin, removeAdmin } from "#app/models/user.server.ts";
import {
  returnPathOfPageAtRow,
  returnPathOfPost,
  returnToRow,
} from "#app/routes/+dashboard/confirm-return.server.ts";
import { requireOtherUser } from "#app/routes/+dashboard/managed-user.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { roleQuestion } from "#app/utils/account-questions.ts";
import { rowId } from "#app/utils/table-row.ts";

const LIST: [string] = ["/dashboard/manageusers"];

const userToChange = (request: Request, id: string | undefined) =>
  requireOtherUser(request, id, "You cannot change your own admin rights.");

// GET: the question (the page without JavaScript; a dialog posts here with it).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await userToChange(request, params.id);
  return {
    message: roleQuestion(user),
    back: returnPathOfPageAtRow(request, LIST, rowId("user", user.id)),
  };
}

// POST: Make Admin for a customer; Remove Admin for another admin, never the last one.
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await userToChange(request, params.id);
  const back = returnToRow(await returnPathOfPost(request, LIST), LIST[0], rowId("user", user.id));
  if (!isAdmin(user)) {
    // A company's member is refused (issue 48): a shop admin buys for no company.
    return (await makeAdmin(user.id))
      ? redirectWithToast(back, { type: "success", message: messages.madeAdmin })
      : redirectWithToast(back, { type: "error", message: companyTexts.shopAdminCannotJoin });
  }
  return (await removeAdmin(user.id))
    ? redirectWithToast(back, {
        type: "success",
        message: `${user.displayName} is no longer an admin`,
      })
    : redirectWithToast(back, {
        type: "error",
        message: "The shop needs at least one admin: these rights stay.",
      });
}

export default function ConfirmRoleChange() {
  const { message, back } = useLoaderData<typeof loader>();
  return <ConfirmPage message={message} cancelUrl={back} />;
}
