import type { Order, OrderLine } from "#app/models/order-line.server.ts";
import { absoluteUrl } from "#app/utils/public-url.server.ts";
import { formatDate, formatDateTime } from "#app/utils/dates.ts";
import { formatDollars } from "#app/utils/money.ts";
import { lineText, linesSummary } from "#app/utils/order-lines.ts";
import { orderPath, orderStateLabel } from "#app/utils/order-state.ts";
import { documentAttachment } from "#app/utils/document-links.ts";
import { parcelText, trackingUrl } from "#app/utils/tracking.ts";
import { composeMail, type MailContent, type MailFact, type MailMessage } from "./compose.server";

// The mails about an order, to the address it was placed with. Each names the order by its
// number (in the subject too, so a reply or a call can say which) and carries its facts and a
// link to its page.

/**
 * What the mails tell of an order, as the schema types its columns, with its lines. The order
 * model queues these mails inside the transactions that change an order: they take its row and
 * lines from below, not from it.
 */
export type MailedOrder = Pick<
  Order,
  | "id"
  | "number"
  | "toolId"
  | "name"
  | "qyt"
  | "amount"
  | "subtotal"
  | "shipping"
  | "shippingMethod"
  | "tax"
  | "purchaseOrder"
  | "date"
  | "address"
  | "phone"
  | "email"
  | "customer"
  | "paid"
  | "paymentId"
  | "status"
  | "closed"
  | "refunded"
  | "invoiceNumber"
  | "carrier"
  | "trackingNumber"
> & { lines: Pick<OrderLine, "name" | "qyt" | "price" | "amount">[] };

/**
 * Its number, every line, then what the order costs in parts and in all, then where and when it
 * goes.
 */
function orderFacts(order: MailedOrder): MailFact[] {
  return [
    ["Order number", order.number],
    ...order.lines.map((line): [string, string] => [
      lineText(line),
      `${formatDollars(line.price)} per piece, ${formatDollars(line.amount)}`,
    ]),
    ["Subtotal", formatDollars(order.subtotal)],
    [
      "Shipping",
      order.shippingMethod
        ? `${order.shippingMethod}, ${formatDollars(order.shipping)}`
        : formatDollars(order.shipping),
    ],
    ["Tax", formatDollars(order.tax)],
    ["Amount", formatDollars(order.amount)],
    ["Status", orderStateLabel(order)],
    ...(order.purchaseOrder ? [["Purchase order", order.purchaseOrder] as [string, string]] : []),
    ["Delivery date", formatDate(order.date)],
    ["Address", order.address],
    ["Phone", order.phone],
    ["Order id", order.id],
    ...trackingFacts(order),
  ];
}

/** Once shipped with a carrier: the parcel, linked to the carrier's tracking page if known. */
function trackingFacts(order: MailedOrder): MailFact[] {
  const parcel = parcelText(order);
  return parcel ? [["Tracking", parcel, trackingUrl(order) ?? undefined]] : [];
}

export function orderMail(
  kind: MailMessage["kind"],
  order: MailedOrder,
  subject: string,
  content: Omit<MailContent, "greeting" | "facts">,
) {
  return composeMail(
    kind,
    order.email,
    `${subject}: ${order.number}, ${linesSummary(order.lines)}`,
    {
      greeting: `Hello ${order.customer},`,
      facts: orderFacts(order),
      ...content,
    },
  );
}

export const orderPage = (order: MailedOrder) => ({
  label: "See your order",
  url: absoluteUrl(orderPath(order.id)),
});

export function orderPlacedMail(order: MailedOrder, payBy: Date): MailMessage {
  return orderMail("order-placed", order, "Order placed", {
    lead: [
      `Thank you for your order. It holds its ${order.qyt} pieces for you until ${formatDateTime(payBy.toISOString())}; pay before then, or it expires and the pieces go back on sale.`,
    ],
    action: { label: "Pay for your order", url: absoluteUrl(`/dashboard/payment/${order.id}`) },
  });
}

export function paymentReceivedMail(order: MailedOrder): MailMessage {
  const mail = orderMail("payment-received", order, "Payment received", {
    lead: [
      `We have received your payment of ${formatDollars(order.amount)} (payment id ${order.paymentId ?? ""}). We will write again when your order ships.`,
      // The invoice is drawn and attached when the mail is sent.
      ...(order.invoiceNumber ? [`Your invoice ${order.invoiceNumber} is attached.`] : []),
    ],
    action: orderPage(order),
  });
  return order.invoiceNumber
    ? { ...mail, attachment: documentAttachment("invoice", order.id) }
    : mail;
}

export function orderShippedMail(order: MailedOrder): MailMessage {
  const parcel = parcelText(order);
  return orderMail("order-shipped", order, "Order shipped", {
    lead: [`Your order is on its way to ${order.address}${parcel ? ` with ${parcel}` : ""}.`],
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
    // One tool is ordered again on its purchase page; several from the order's page.
    action: {
      label: "Order again",
      url: absoluteUrl(order.lines.length > 1 ? orderPath(order.id) : `/purchase/${order.toolId}`),
    },
  });
}

/** What the refund mail tells of a refund. */
type MailedRefund = { amount: number; reason: string; creditNoteNumber: string | null };

/**
 * Money given back (by the shop, a cancel, a return, or at the payment provider). The credit
 * note goes with it as an attachment, drawn when the mail is sent.
 */
export function refundIssuedMail(
  order: MailedOrder,
  refund: MailedRefund & { id: string },
  { cancelled }: { cancelled: boolean },
): MailMessage {
  return {
    ...orderMail("refund-issued", order, "Refund issued", {
      lead: [
        ...(cancelled ? ["The shop has cancelled your order and refunded it in full."] : []),
        `We have refunded ${formatDollars(refund.amount)} to the card you paid with (credit note ${refund.creditNoteNumber ?? ""}). Reason: ${refund.reason}`,
        `Refunded so far: ${formatDollars(order.refunded)} of ${formatDollars(order.amount)}.`,
      ],
      action: orderPage(order),
    }),
    attachment: `credit-note:${refund.id}`,
  };
}
