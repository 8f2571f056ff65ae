import { z } from "zod";
import { checkoutFormFields, checkoutSchema } from "./checkout";
import { MAX_PRICE_DOLLARS, MAX_STOCK } from "./tool";
import { deliveryDateField, dollarAmount, requiredText, typedText, wholeNumber } from "./fields";

// Quotes (issue 40): the customer's request (a note about the cart they turn into a quote) and
// the admin's answer (a price per line, a last day and a reply); issue 47 adds the admin's
// edits (quantities, lines taken out, freight), the customer's ask for changes, and the
// accept's review. The same schemas read the pages' forms and the JSON API; prices are in
// dollars, as everywhere the customer types them.

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

// The admin's answer: a unit price for every line (by its tool), and when pricing (issue 47) a
// line's new quantity, the lines taken out (never all), a freight charge, the last day the quote
// can be accepted (today to a year ahead, the delivery date's rule; QUOTE_VALID_DAYS from today
// when not given), a reply, and the round the prices were made from.
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

/** A quote's freight charge at most (in dollars): far above any pallet's, far below any order's limit. */
export const MAX_FREIGHT_DOLLARS = 100_000;
const freightDollars = dollarAmount(0, MAX_FREIGHT_DOLLARS);

/** A quoted quantity: whole pieces, at least one, never more than any stock holds. */
const quoteQuantity = wholeNumber(1, MAX_STOCK);

/** A quote's round: how many times it has been sent (0 until priced). */
export const quoteRoundField = wholeNumber(0, 1_000_000);

const toolIdText = typedText(z.string({ required_error: "Name the line's tool" }).max(64));

/** PUT /api/quotes/{id}: the admin's answer, each line's price named by its tool. */
export const quoteSendSchema = z.object({
  lines: z
    .array(
      z.object({
        toolId: toolIdText,
        price: linePrice,
        qyt: quoteQuantity
          .optional()
          .describe("The line's new quantity; left out, the quantity stays as it is"),
      }),
    )
    .min(1, "Price every line")
    .max(MAX_QUOTE_LINES, `Give at most ${MAX_QUOTE_LINES} lines`),
  remove: z
    .array(toolIdText)
    .max(MAX_QUOTE_LINES, `Give at most ${MAX_QUOTE_LINES} lines`)
    .optional()
    .describe(
      "The lines taken out of the quote, by tool (issue 47): every line is either priced in `lines` or named here, and at least one stays",
    ),
  freight: freightDollars
    .nullable()
    .optional()
    .describe(
      "A freight charge in US dollars (0 to 100,000): it replaces the shipping method's price for the order the quote becomes, taxed as shipping is. Left out or null: the method's price",
    ),
  round: quoteRoundField
    .optional()
    .describe(
      "The quote's `round` the prices were made from: when it was sent again meanwhile, nothing changes and the answer is 409",
    ),
  ...sendFields,
});
export type QuoteSend = z.infer<typeof quoteSendSchema>;

/** The send form's fields of a line (every field of a form has a plain name). */
export const linePriceName = (toolId: string) => `price-${toolId}`;
export const lineQuantityName = (toolId: string) => `qyt-${toolId}`;
export const lineRemovedName = (toolId: string) => `remove-${toolId}`;

/** The quote page's send form, for a quote of these tools: read into quoteSendSchema's shape. */
export const quoteSendFormSchema = (toolIds: string[]) => {
  const lineFields = Object.fromEntries(
    toolIds.flatMap((toolId) => [
      [linePriceName(toolId), linePrice],
      [lineQuantityName(toolId), quoteQuantity],
      [lineRemovedName(toolId), z.boolean().optional()],
    ]),
  ) as Record<string, typeof linePrice | typeof quoteQuantity | z.ZodOptional<z.ZodBoolean>>;
  return z
    .object({
      ...lineFields,
      freight: freightDollars.optional(),
      round: quoteRoundField,
      ...sendFields,
    })
    .transform((form): QuoteSend => {
      const field = (name: string) => (form as Record<string, unknown>)[name];
      const removed = (toolId: string) => field(lineRemovedName(toolId)) === true;
      return {
        lines: toolIds
          .filter((toolId) => !removed(toolId))
          .map((toolId) => ({
            toolId,
            price: field(linePriceName(toolId)) as number,
            qyt: field(lineQuantityName(toolId)) as number,
          })),
        remove: toolIds.filter(removed),
        freight: form.freight ?? null,
        round: form.round,
        validUntil: form.validUntil,
        reply: form.reply,
      };
    });
};

/** The customer's "Ask for changes": their words, back to the shop to price again. */
export const quoteAskSchema = z.object({ message: requiredText(QUOTE_NOTE_MAX, "many") });

/**
 * The review's "Accept and place order": the choices reviewed (a saved address by then), the
 * totals the review showed and the round it showed: anything else by now, and nothing is placed.
 */
export const quoteAcceptFormSchema = checkoutFormFields
  .required({ expectedSubtotal: true, expectedTotal: true })
  .extend({ round: quoteRoundField });

/** POST /api/quotes/{id}/accept: the checkout's body, and the round the caller saw. */
export const quoteAcceptSchema = checkoutSchema.extend({
  round: quoteRoundField
    .optional()
    .describe(
      "The quote's `round` the caller reviewed: when it was sent again since, nothing is placed and the answer is 409",
    ),
});

/** POST /api/quotes/{id}/review: the checkout's choices, priced as the accept would place them. */
export const quoteReviewSchema = checkoutSchema.omit({ expectedTotal: true, paymentMethod: true });
