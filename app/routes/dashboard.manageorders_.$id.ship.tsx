import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "#app/components/confirm.tsx";
import { shipQuestion } from "#app/components/ship-order-button.tsx";
import { messages, sharedTexts } from "#app/messages.ts";
import { shipOrder } from "#app/models/order.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { returnPathOfPage, returnPathOfPost } from "#app/services/confirm-return.server.ts";
import { orderFor } from "#app/services/order-access.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { isShippable, orderPath } from "#app/utils/order-state.ts";
import { OrderSummary } from "#app/components/order-lines.tsx";
import { orderSummaryOf } from "#app/utils/order-lines.ts";
import { invariantResponse } from "@epic-web/invariant";

const NOT_SHIPPABLE = `${sharedTexts.onlyPaidOrdersShip}.`;

// Ship Order is asked from Manage Orders (any search, filter or page) or from the order's page.
const returnPages = (orderId: string): [string, string] => [
  "/dashboard/manageorders",
  orderPath(orderId),
];

// GET: the question (the page without JavaScript; a dialog posts here with it).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const order = await orderFor(request, await requireUser(request, "admin"), params.id);
  invariantResponse(isShippable(order), NOT_SHIPPABLE, { status: 409 });
  return {
    message: shipQuestion(order),
    order: orderSummaryOf(order),
    back: returnPathOfPage(request, returnPages(order.id)),
  };
}

// POST: only a paid, Pending order ships, whatever the page showed.
export async function action({ request, params }: ActionFunctionArgs) {
  const order = await orderFor(request, await requireUser(request, "admin"), params.id);
  const back = await returnPathOfPost(request, returnPages(order.id));
  return (await shipOrder(order.id))
    ? redirectWithToast(back, { type: "success", message: messages.orderShipped })
    : redirectWithToast(back, { type: "error", message: NOT_SHIPPABLE });
}

export default function ConfirmShipOrder() {
  const { message, order, back } = useLoaderData<typeof loader>();
  return (
    <ConfirmPage message={message} cancelUrl={back}>
      <OrderSummary order={order} />
    </ConfirmPage>
  );
}
