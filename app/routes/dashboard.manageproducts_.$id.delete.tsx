import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "#app/components/confirm.tsx";
import { messages } from "#app/messages.ts";
import { softDeleteTool } from "#app/models/tool.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { returnPathOfPageAtRow, returnPathOfPost } from "#app/services/confirm-return.server.ts";
import { requireManagedTool } from "#app/services/managed-tool.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { rowId } from "#app/utils/table-row.ts";

const LIST: [string] = ["/dashboard/manageproducts"];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const tool = await requireManagedTool(params.id);
  return {
    message: messages.confirmDelete(tool.name),
    back: returnPathOfPageAtRow(request, LIST, rowId("tool", tool.id)),
  };
}

// A soft delete: the tool leaves the catalogue; orders that name it keep their own copy of its
// name and price, and the row stays for them. Back to the list's same page (its row is gone).
export async function action({ request, params }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const tool = await requireManagedTool(params.id);
  const back = await returnPathOfPost(request, LIST);
  await softDeleteTool(tool.id);
  return redirectWithToast(back, { type: "success", message: messages.productDeleted });
}

export default function ConfirmDeleteProduct() {
  const { message, back } = useLoaderData<typeof loader>();
  return <ConfirmPage message={message} cancelUrl={back} />;
}
