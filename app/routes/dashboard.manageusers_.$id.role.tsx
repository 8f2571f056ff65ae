import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "~/components/confirm";
import { messages } from "~/messages";
import { getUserById, isAdmin, makeAdmin, removeAdmin } from "~/models/user.server";
import { requireAdmin } from "~/services/auth.server";
import { redirectWithToast } from "~/services/toast.server";
import { roleQuestion } from "~/utils/roles";

const BACK = "/dashboard/manageusers";

/** The user whose role changes: never oneself (an admin cannot demote themself). */
async function userToChange(request: Request, id: string | undefined) {
  const admin = await requireAdmin(request);
  const user = await getUserById(id ?? "");
  if (!user) throw new Response("That user no longer exists.", { status: 404 });
  if (user.id === admin.id)
    throw new Response("You cannot change your own admin rights.", { status: 400 });
  return user;
}

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
