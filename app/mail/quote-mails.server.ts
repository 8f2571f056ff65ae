import { formatDate } from "#app/utils/dates.ts";
import { absoluteUrl } from "#app/utils/public-url.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { lineText, linesSummary } from "#app/utils/order-lines.ts";
import { quotedAmount, quotedPrice, quotePath, quoteTotal } from "#app/utils/quotes.ts";
import { composeMail, type MailFact, type MailMessage } from "./compose.server";

// The mail of a quote (issue 40), to its customer when the shop sends (or revises) its prices:
// every line at its quoted price, the total, the last day to accept it and a link to its page.

/** What the mail tells of a sent quote; the quote model queues it in the transaction that sends. */
interface MailedQuote {
  id: string;
  number: string;
  reply: string | null;
  validUntil: string;
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
    ["Total", `${formatDollars(quoteTotal(quote.lines))} before shipping and tax`],
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
        `Accept the quote on its page by ${formatDate(quote.validUntil)} to order at these prices (shipping and sales tax are added at your address).`,
      ],
      action: { label: "See your quote", url: absoluteUrl(quotePath(quote.id)) },
      facts,
    },
  );
}
