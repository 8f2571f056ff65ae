import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "~/components/confirm";
import { messages } from "~/messages";
import { softDeleteTool } from "~/models/tool.server";
import { requireAdmin } from "~/services/auth.server";
import { returnPathOfPage, returnPathOfPost } from "~/services/confirm-return.server";
import { requireManagedTool } from "~/services/managed-tool.server";
import { redirectWithToast } from "~/services/toast.server";

const LIST: [string] = ["/dashboard/manageproducts"];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const tool = await requireManagedTool(params.id);
  return { message: messages.confirmDelete(tool.name), back: returnPathOfPage(request, LIST) };
}

// A soft delete: the tool leaves the catalogue; orders that name it keep their own copy of its
// name and price, and the row stays for them.
export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const tool = await requireManagedTool(params.id);
  const back = await returnPathOfPost(request, LIST);
  await softDeleteTool(tool.id);
  return redirectWithToast(back, { type: "success", message: messages.productDeleted });
}

export default function ConfirmDeleteProduct() {
  const { message, back } = useLoaderData<typeof loader>();
  return <ConfirmPage message={message} cancelUrl={back} />;
}
