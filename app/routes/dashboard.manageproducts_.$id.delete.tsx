import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "~/components/confirm";
import { messages } from "~/messages";
import { softDeleteTool } from "~/models/tool.server";
import { requireAdmin } from "~/services/auth.server";
import { requireManagedTool } from "~/services/managed-tool.server";
import { redirectWithToast } from "~/services/toast.server";

const BACK = "/dashboard/manageproducts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const tool = await requireManagedTool(params.id);
  return { message: messages.confirmDelete(tool.name) };
}

// A soft delete: the tool leaves the catalogue; orders that name it keep their own copy of its
// name and price, and the row stays for them.
export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const tool = await requireManagedTool(params.id);
  await softDeleteTool(tool.id);
  return redirectWithToast(BACK, { type: "success", message: messages.productDeleted });
}

export default function ConfirmDeleteProduct() {
  const { message } = useLoaderData<typeof loader>();
  return <ConfirmPage message={message} cancelUrl={BACK} />;
}
