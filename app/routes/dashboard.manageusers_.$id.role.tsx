import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "~/components/confirm";
import { messages } from "~/messages";
import { isAdmin, makeAdmin, removeAdmin } from "~/models/user.server";
import { requireOtherUser } from "~/services/managed-user.server";
import { redirectWithToast } from "~/services/toast.server";
import { roleQuestion } from "~/utils/roles";

const BACK = "/dashboard/manageusers";

const userToChange = (request: Request, id: string | undefined) =>
  requireOtherUser(request, id, "You cannot change your own admin rights.");

// GET: the question (the page without JavaScript; a dialog posts here with it).
export async function loader({ request, params }: LoaderFunctionArgs) {
  return { message: roleQuestion(await userToChange(request, params.id)) };
}

// POST: Make Admin for a customer; Remove Admin for another admin, never the last one.
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await userToChange(request, params.id);
  if (!isAdmin(user)) {
    await makeAdmin(user.id);
    return redirectWithToast(BACK, { type: "success", message: messages.madeAdmin });
  }
  return (await removeAdmin(user.id))
    ? redirectWithToast(BACK, {
        type: "success",
        message: `${user.displayName} is no longer an admin`,
      })
    : redirectWithToast(BACK, {
        type: "error",
        message: "The shop needs at least one admin: these rights stay.",
      });
}

export default function ConfirmRoleChange() {
  const { message } = useLoaderData<typeof loader>();
  return <ConfirmPage message={message} cancelUrl={BACK} />;
}
