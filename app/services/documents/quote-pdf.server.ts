import type { QuoteWithLines } from "#app/models/quote.server.ts";
import { formatDate } from "#app/utils/dates.ts";
import { formatDollars } from "#app/utils/money.ts";
import { absoluteUrl } from "#app/utils/public-url.server.ts";
import {
  quotedAmount,
  quotedPrice,
  quotePath,
  quoteTotals,
  type QuoteState,
} from "#app/utils/quotes.ts";
import { documentPdf, type DocumentFile } from "./document-pdf.server";

// A priced quote as a PDF (issue 47), in the layout of the invoice: for whom, every line at its
// quoted price with its part number, the freight, the total before tax, and the terms it is
// offered on. It is the quote's latest round, as its page shows it.

/** A quote in a state that has prices to print: sent (or expired by now), or accepted. */
export const hasPdf = (state: QuoteState) => state !== "requested";

/** The quote as a PDF file named by its number (Q-1007.pdf). */
export async function quoteFile(quote: QuoteWithLines): Promise<DocumentFile> {
  return { filename: `${quote.number}.pdf`, content: await quotePdf(quote) };
}

function quotePdf(quote: QuoteWithLines): Promise<Buffer> {
  const sentAt = quote.sentAt ?? quote.createdAt;
  const validUntil = formatDate(quote.validUntil ?? sentAt);
  const { subtotal, shipping, amount } = quoteTotals(quote.lines, quote.freight);
  return documentPdf({
    title: "Quote",
    number: quote.number,
    date: new Date(sentAt),
    facts: [
      ["Date", formatDate(sentAt)],
      ["Valid until", validUntil],
      ["Round", String(quote.round)],
    ],
    parties: [{ heading: "Quote for", lines: [quote.customer.displayName, quote.customer.email] }],
    lines: quote.lines.map((line) => ({
      name: line.name,
      sku: line.sku,
      qyt: line.qyt,
      price: formatDollars(quotedPrice(line)),
      amount: formatDollars(quotedAmount(line)),
    })),
    totals: [
      ["Subtotal", formatDollars(subtotal)],
      quote.freight === null ? ["Shipping", "not included"] : ["Freight", formatDollars(shipping)],
      ["Total before tax", formatDollars(amount)],
    ],
    notes: [
      `Valid until ${validUntil}: accept it on its page by then to order at these prices:`,
      absoluteUrl(quotePath(quote.id)),
      quote.freight === null
        ? "Shipping is charged at the price of the shipping method chosen when the quote is accepted."
        : `The freight of ${formatDollars(quote.freight)} replaces the price of the shipping method chosen when the quote is accepted, and is taxed as shipping is.`,
      "Sales tax is added when the quote is accepted, at the rate of the delivery address's state.",
      "Prices in US dollars. The stock is reserved when the quote is accepted, not before.",
      ...(quote.reply ? [`Our reply: ${quote.reply}`] : []),
    ],
  });
}
