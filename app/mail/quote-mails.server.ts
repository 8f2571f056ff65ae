import { formatDate } from "#app/utils/dates.ts";
import { absoluteUrl } from "#app/utils/public-url.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { lineText, linesSummary } from "#app/utils/order-lines.ts";
import { quoteTexts } from "#app/messages.ts";
import { quotedAmount, quotedPrice, quotePath, quoteTotals } from "#app/utils/quotes.ts";
import { composeMail, type MailFact, type MailMessage } from "./compose.server";

// The mail of a quote (issue 40), to its customer when the shop sends (or revises) its prices:
// every line at its quoted price, the freight (issue 47), the total, what the round changed, the
// last day to accept it and a link to its page.

/** What the mail tells of a sent quote; the quote model queues it in the transaction that sends. */
interface MailedQuote {
  id: string;
  number: string;
  reply: string | null;
  validUntil: string;
  /** The freight charge in cents, or null: the shipping method's price. */
  freight: number | null;
  /** What this round changed besides prices (quantities, lines taken out), in words. */
  changes: string | null;
  customer: { displayName: string; email: string };
  lines: { name: string; qyt: number; price: number | null; askedPrice: number }[];
}

export function quoteSentMail(quote: MailedQuote): MailMessage {
  const facts: MailFact[] = [
    ["Quote number", quote.number],
    ...quote.lines.map((line): MailFact => [
      lineText(line),
      `${formatDollars(quotedPrice(line))} per piece, ${formatDollars(quotedAmount(line))}`,
    ]),
    ...freightFacts(quote),
    ["Valid until", formatDate(quote.validUntil)],
    ["Quote id", quote.id],
  ];
  return composeMail(
    "quote-sent",
    quote.customer.email,
    `Your quote: ${quote.number}, ${linesSummary(quote.lines)}`,
    {
      greeting: `Hello ${quote.customer.displayName},`,
      lead: [
        "Here are our prices for the tools you asked about.",
        ...(quote.reply ? [quote.reply] : []),
        ...(quote.changes ? [`What changed: ${quote.changes}.`] : []),
        `Accept the quote on its page by ${formatDate(quote.validUntil)} to order at these prices (shipping and sales tax are added at your address).`,
      ],
      action: { label: "See your quote", url: absoluteUrl(quotePath(quote.id)) },
      facts,
    },
  );
}

/** The freight, when charged, and the total before tax (with freight) or before shipping and tax. */
function freightFacts(quote: MailedQuote): MailFact[] {
  const totals = quoteTotals(quote.lines, quote.freight);
  if (quote.freight === null)
    return [["Total", `${formatDollars(totals.amount)} before shipping and tax`]];
  return [
    ["Freight", quoteTexts.freightReplaces(formatDollars(quote.freight))],
    ["Total", `${formatDollars(totals.amount)} with freight, before tax`],
  ];
}
