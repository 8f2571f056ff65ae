import { absoluteUrl } from "#app/utils/public-url.server.ts";
import { formatDateTime } from "#app/utils/dates.ts";
import { formatDollars } from "#app/utils/money.ts";
import { linesSummary } from "#app/utils/order-lines.ts";
import { approvalPath } from "#app/utils/approvals.ts";
import { composeMail, type MailMessage } from "./compose.server";
import { orderMail, orderPage, type MailedOrder } from "./order-mails.server";

// The mails of an order above its buyer's spending limit (issue 48): the company's admins asked
// to decide, and the buyer told it waits, then that it was approved (pay now) or declined (the
// admin's note). Each is queued in the transaction that placed or decided the order.

/** Someone of the company, by name and address. */
export interface Member {
  displayName: string;
  email: string;
}

/** To an admin of the company: who ordered what, above which limit, and where to decide. */
export function approvalRequestMail(
  order: MailedOrder & { userId: string | null },
  admin: Member,
  { limit, holdEnds }: { limit: number | null; holdEnds: Date },
): MailMessage {
  return composeMail(
    "approval-requested",
    admin.email,
    `Approval needed: ${order.number}, ${linesSummary(order.lines)}`,
    {
      greeting: `Hello ${admin.displayName},`,
      lead: [
        `${order.customer} (${order.email}) placed an order of ${formatDollars(order.amount)}${limit === null ? "" : `, above their spending limit of ${formatDollars(limit)}`}. It needs an admin of your company to approve it before it can be paid.`,
        `Its pieces are held until ${formatDateTime(holdEnds.toISOString())}: approve or decline it before then, or it expires.`,
      ],
      action: { label: "Approve or decline the order", url: absoluteUrl(approvalPath(order.id)) },
      facts: [
        ["Order number", order.number],
        ["Buyer", `${order.customer} (${order.email})`],
        ["Amount", formatDollars(order.amount)],
        ...(order.purchaseOrder
          ? [["Purchase order", order.purchaseOrder] as [string, string]]
          : []),
      ],
    },
  );
}

/** To the buyer, in place of the order-placed mail: it waits for approval; nothing to pay yet. */
export function orderAwaitingApprovalMail(order: MailedOrder, holdEnds: Date): MailMessage {
  return orderMail("order-awaiting-approval", order, "Order awaiting approval", {
    lead: [
      `Thank you for your order. It is above your spending limit, so an admin of your company has been asked to approve it. Nothing is charged; we will write when it is decided.`,
      `Its ${order.qyt} pieces are held until ${formatDateTime(holdEnds.toISOString())}; if it is not approved by then, it expires and the pieces go back on sale.`,
    ],
    action: orderPage(order),
  });
}

/** To the buyer: approved, to be paid before its hold (started again at the approval) ends. */
export function orderApprovedMail(order: MailedOrder, approver: Member, payBy: Date): MailMessage {
  return orderMail("order-approved", order, "Order approved", {
    lead: [
      `${approver.displayName} approved your order for your company. It can be paid now: it holds its ${order.qyt} pieces for you until ${formatDateTime(payBy.toISOString())}; pay before then, or it expires and the pieces go back on sale.`,
    ],
    action: { label: "Pay for your order", url: absoluteUrl(`/dashboard/payment/${order.id}`) },
  });
}

/** To the buyer: declined, with the admin's note; the pieces went back on sale. */
export function orderDeclinedMail(order: MailedOrder, decider: Member, note: string): MailMessage {
  return orderMail("order-declined", order, "Order declined", {
    lead: [
      `${decider.displayName} declined your order for your company. Nothing was charged, and its pieces are back on sale.`,
      `Their note: ${note}`,
    ],
    action: orderPage(order),
  });
}
