import { env } from "#app/utils/env.server.ts";
import { absoluteUrl } from "#app/utils/public-url.server.ts";
import { lineText, linesSummary } from "#app/utils/order-lines.ts";
import { orderPath } from "#app/utils/order-state.ts";
import { returnReasonLabels, type ReturnReason } from "#app/utils/returns.ts";
import { composeMail, type MailContent, type MailMessage } from "./compose.server";

// The mails about a return, to the address its order was placed with: what the shop decided,
// the lines it is about, and a link to the order's page (which lists its returns).

/** What the mails tell of a return; the return model queues them inside its decisions. */
interface MailedReturn {
  number: string;
  reason: string;
  note: string | null;
  lines: { name: string; qyt: number }[];
  order: { id: string; number: string; customer: string; email: string };
}

/** Where returned goods go, on one line: RETURN_ADDRESS, else the seller's name and address. */
const returnAddress = () =>
  (env.RETURN_ADDRESS ?? `${env.SELLER_NAME} / ${env.SELLER_ADDRESS}`).split(" / ").join(", ");

function returnMail(
  kind: MailMessage["kind"],
  item: MailedReturn,
  subject: string,
  content: Pick<MailContent, "lead" | "tail">,
): MailMessage {
  const about = `${item.number} (order ${item.order.number})`;
  return composeMail(kind, item.order.email, `${subject}: ${about}, ${linesSummary(item.lines)}`, {
    greeting: `Hello ${item.order.customer},`,
    ...content,
    action: { label: "See your order", url: absoluteUrl(orderPath(item.order.id)) },
    facts: [
      ["Return number", item.number],
      ["Order number", item.order.number],
      ...item.lines.map((line): [string, string] => ["Returning", lineText(line)]),
      ["Reason", returnReasonLabels[item.reason as ReturnReason] ?? item.reason],
      ["Order id", item.order.id],
    ],
  });
}

export function returnApprovedMail(item: MailedReturn): MailMessage {
  return returnMail("return-approved", item, "Return approved", {
    lead: [
      "We have approved your return. Please send the pieces listed below, well packed, to:",
      returnAddress(),
      `Put a note with the return number ${item.number} in the parcel. We refund the returned lines as soon as they arrive.`,
      ...(item.note ? [`Our note: ${item.note}`] : []),
    ],
  });
}

export function returnRejectedMail(item: MailedReturn): MailMessage {
  return returnMail("return-rejected", item, "Return not accepted", {
    lead: [
      "We are sorry: we cannot accept this return.",
      `Why: ${item.note ?? ""}`,
      `Write to us if you think we got it wrong, naming the return number ${item.number}.`,
    ],
  });
}
