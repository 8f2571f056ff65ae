import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "~/components/confirm";
import { messages } from "~/messages";
import { deleteUser, getUserById } from "~/models/user.server";
import { requireAdmin } from "~/services/auth.server";
import { redirectWithToast } from "~/services/toast.server";

const BACK = "/dashboard/manageusers";

async function userToDelete(request: Request, id: string | undefined) {
  const admin = await requireAdmin(request);
  const user = await getUserById(id ?? "");
  if (!user) throw new Response("That user no longer exists.", { status: 404 });
  if (user.id === admin.id)
    throw new Response("You cannot delete your own account.", { status: 400 });
  return user;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await userToDelete(request, params.id);
  return { message: messages.confirmDelete(user.displayName) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await userToDelete(request, params.id);
  await deleteUser(user.id);
  return redirectWithToast(BACK, { type: "success", message: `${user.displayName} was deleted` });
}

export default function ConfirmDeleteUser() {
  const { message } = useLoaderData<typeof loader>();
  return <ConfirmPage message={message} cancelUrl={BACK} />;
}
