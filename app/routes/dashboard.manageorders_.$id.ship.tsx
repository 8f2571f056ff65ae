import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "~/components/confirm";
import { shipQuestion } from "~/components/ship-order-button";
import { messages, sharedTexts } from "~/messages";
import { shipOrder } from "~/models/order.server";
import { requireAdmin } from "~/services/auth.server";
import { returnPathOfPage, returnPathOfPost } from "~/services/confirm-return.server";
import { orderFor } from "~/services/order-access.server";
import { redirectWithToast } from "~/services/toast.server";
import { orderPath } from "~/utils/order-state";
import { invariantResponse } from "~/utils/invariant-response";

const NOT_SHIPPABLE = `${sharedTexts.onlyPaidOrdersShip}.`;

// Ship Order is asked from Manage Orders (any search, filter or page) or from the order's page.
const returnPages = (orderId: string): [string, string] => [
  "/dashboard/manageorders",
  orderPath(orderId),
];

// GET: the question (the page without JavaScript; a dialog posts here with it).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const order = await orderFor(await requireAdmin(request), params.id);
  invariantResponse(order.paid && order.status === "Pending", NOT_SHIPPABLE, 409);
  return { message: shipQuestion(order), back: returnPathOfPage(request, returnPages(order.id)) };
}

// POST: only a paid, Pending order ships, whatever the page showed.
export async function action({ request, params }: ActionFunctionArgs) {
  const order = await orderFor(await requireAdmin(request), params.id);
  const back = await returnPathOfPost(request, returnPages(order.id));
  return (await shipOrder(order.id))
    ? redirectWithToast(back, { type: "success", message: messages.orderShipped })
    : redirectWithToast(back, { type: "error", message: NOT_SHIPPABLE });
}

export default function ConfirmShipOrder() {
  const { message, back } = useLoaderData<typeof loader>();
  return <ConfirmPage message={message} cancelUrl={back} />;
}
