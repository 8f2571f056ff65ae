import type { Orders } from "#db/types.ts";
import { absoluteUrl } from "#app/utils/public-url.server.ts";
import { formatTimestamp } from "#app/utils/dates.ts";
import { formatDollars } from "#app/utils/money.ts";
import { orderPath } from "#app/utils/order-state.ts";
import { composeMail, type MailContent, type MailMessage } from "./compose.server";

// The mails about an order, to the address it was placed with. Each carries the order's facts
// and a link to its page.

/**
 * What the mails tell of an order, as the schema types its columns. The order model queues these
 * mails inside the transactions that change an order: they take its row from below, not from it.
 */
type MailedOrder = Pick<
  Orders,
  | "id"
  | "toolId"
  | "name"
  | "qyt"
  | "price"
  | "amount"
  | "date"
  | "address"
  | "phone"
  | "email"
  | "customer"
  | "paymentId"
>;

function orderFacts(order: MailedOrder): [string, string][] {
  return [
    ["Product", order.name],
    ["Quantity", `${order.qyt} pcs`],
    ["Price", `${formatDollars(order.price)} per piece`],
    ["Amount", formatDollars(order.amount)],
    ["Delivery date", order.date],
    ["Address", order.address],
    ["Phone", order.phone],
    ["Order id", order.id],
  ];
}

function orderMail(
  kind: MailMessage["kind"],
  order: MailedOrder,
  subject: string,
  content: Omit<MailContent, "greeting" | "facts">,
) {
  return composeMail(kind, order.email, `${subject}: ${order.qyt} × ${order.name}`, {
    greeting: `Hello ${order.customer},`,
    facts: orderFacts(order),
    ...content,
  });
}

const orderPage = (order: MailedOrder) => ({
  label: "See your order",
  url: absoluteUrl(orderPath(order.id)),
});

export function orderPlacedMail(order: MailedOrder, payBy: Date): MailMessage {
  return orderMail("order-placed", order, "Order placed", {
    lead: [
      `Thank you for your order. It holds its ${order.qyt} pieces for you until ${formatTimestamp(payBy.toISOString())}; pay before then, or it expires and the pieces go back on sale.`,
    ],
    action: { label: "Pay for your order", url: absoluteUrl(`/dashboard/payment/${order.id}`) },
  });
}

export function paymentReceivedMail(order: MailedOrder): MailMessage {
  return orderMail("payment-received", order, "Payment received", {
    lead: [
      `We have received your payment of ${formatDollars(order.amount)} (payment id ${order.paymentId ?? ""}). We will write again when your order ships.`,
    ],
    action: orderPage(order),
  });
}

export function orderShippedMail(order: MailedOrder): MailMessage {
  return orderMail("order-shipped", order, "Order shipped", {
    lead: [`Your order is on its way to ${order.address}.`],
    action: orderPage(order),
  });
}

export type CancelledBy = "customer" | "shop";

export function orderCancelledMail(order: MailedOrder, by: CancelledBy): MailMessage {
  return orderMail("order-cancelled", order, "Order cancelled", {
    lead: [
      by === "customer"
        ? "Your order was cancelled, as you asked. Nothing was charged."
        : "The shop has cancelled your order. Nothing was charged; write to us if you did not expect this.",
    ],
    action: orderPage(order),
  });
}

export function orderExpiredMail(order: MailedOrder): MailMessage {
  return orderMail("order-expired", order, "Order expired", {
    lead: [
      "Your order was not paid in time, so it has expired and its pieces are back on sale. Nothing was charged. You are welcome to order again.",
    ],
    action: { label: "Order again", url: absoluteUrl(`/purchase/${order.toolId}`) },
  });
}
