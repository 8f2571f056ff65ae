import { z } from "zod";
import { MAX_PRICE_DOLLARS } from "./tool";
import { deliveryDateField, dollarAmount, requiredText, typedText } from "./fields";

// Quotes (issue 40): the customer's request (a note about the cart they turn into a quote) and
// the admin's answer (a price per line, a last day and a reply). The same schemas read the
// pages' forms and the JSON API; prices are in dollars, as everywhere the customer types them.

export const QUOTE_NOTE_MAX = 2000;
/** A quote is a cart turned into a request: it has at most as many lines as a cart keeps. */
export const MAX_QUOTE_LINES = 100;

/** The cart page's "Request a quote" form and POST /api/quotes. */
export const quoteRequestSchema = z.object({
  note: requiredText(QUOTE_NOTE_MAX, "many"),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** How many days a quote stays open when its last day is not given (issue 47). */
export const QUOTE_VALID_DAYS = 30;

// The admin's answer: a unit price for every line (by its tool), the last day the quote can be
// accepted (today to a year ahead, the delivery date's rule; QUOTE_VALID_DAYS from today when not
// given) and an optional reply.
const sendFields = {
  validUntil: deliveryDateField.optional(),
  reply: typedText(
    z.string().trim().max(QUOTE_NOTE_MAX, `Use at most ${QUOTE_NOTE_MAX} characters`),
    "many",
  )
    .optional()
    .transform((reply) => reply || null),
};
const linePrice = dollarAmount(0.01, MAX_PRICE_DOLLARS);

/** PUT /api/quotes/{id}: the admin's answer, each line's price named by its tool. */
export const quoteSendSchema = z.object({
  lines: z
    .array(
      z.object({
        toolId: typedText(z.string({ required_error: "Name the line's tool" }).max(64)),
        price: linePrice,
      }),
    )
    .min(1, "Price every line")
    .max(MAX_QUOTE_LINES, `Give at most ${MAX_QUOTE_LINES} lines`),
  ...sendFields,
});
export type QuoteSend = z.infer<typeof quoteSendSchema>;

/** The send form's field of a line's unit price (every field of a form has a plain name). */
export const linePriceName = (toolId: string) => `price-${toolId}`;

/** The quote page's send form, for a quote of these tools: read into quoteSendSchema's shape. */
export const quoteSendFormSchema = (toolIds: string[]) => {
  const prices: Record<string, typeof linePrice> = Object.fromEntries(
    toolIds.map((toolId) => [linePriceName(toolId), linePrice]),
  );
  return z.object({ ...prices, ...sendFields }).transform((form): QuoteSend => ({
    lines: toolIds.map((toolId) => ({
      toolId,
      price: (form as Record<string, unknown>)[linePriceName(toolId)] as number,
    })),
    validUntil: form.validUntil,
    reply: form.reply,
  }));
};
