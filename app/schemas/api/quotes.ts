import { z } from "zod";
import { QUOTE_MESSAGE_KINDS, QUOTE_STATES, QUOTE_STATUSES } from "#app/utils/quotes.ts";
import { dollarsJson, idJson, recordNumberJson, timestampJson } from "./common";
import { orderLineJsonSchema } from "./orders";

// ---- Quotes (issue 40) ----

/** A quote as the API gives it: its lines, the prices asked at and quoted, its state now. */
export const quoteJsonSchema = z.object({
  _id: idJson,
  number: recordNumberJson("Q-1007", "The quote"),
  status: z
    .enum(QUOTE_STATUSES)
    .describe("requested (waiting for the shop's prices), sent (priced), accepted (an order)"),
  state: z
    .enum(QUOTE_STATES)
    .describe("The status, or expired for a sent quote whose validUntil has passed"),
  note: z.string().describe("The customer's words when asking"),
  reply: z.string().nullable().describe("The shop's words sent with the prices"),
  validUntil: z
    .string()
    .nullable()
    .describe("The last day (YYYY-MM-DD) it can be accepted; null until sent"),
  customer: z.string(),
  email: z.string(),
  lines: z.array(
    z.object({
      toolId: idJson,
      name: z.string().describe("The tool's name when asked for"),
      sku: z.string().nullable(),
      qyt: z.number().int(),
      askedPrice: dollarsJson.describe(
        "The customer's own unit price for this quantity on the day they asked (their volume break or price group price, else the list price), US dollars",
      ),
      price: dollarsJson.nullable().describe("The quoted unit price; null until sent"),
      amount: dollarsJson.describe("qyt times the quoted price (the price asked at until sent)"),
    }),
  ),
  round: z
    .number()
    .int()
    .describe(
      "How many times the shop has sent prices (0 until priced): accept or send with it to act on this round only",
    ),
  total: dollarsJson.describe("The lines' amounts: goods only, before shipping and tax"),
  freight: dollarsJson
    .nullable()
    .describe(
      "The quoted freight charge: it replaces the shipping method's price for the order the quote becomes, taxed as shipping; null: the method's price applies",
    ),
  messages: z
    .array(
      z.object({
        kind: z
          .enum(QUOTE_MESSAGE_KINDS)
          .describe("send: the shop sent prices (one round); ask: the customer asked for changes"),
        round: z.number().int().describe("A send's round, or the round an ask answers"),
        body: z.string().describe("The words: the reply sent with the prices, or the ask"),
        goods: dollarsJson
          .nullable()
          .describe(
            "A send's goods as sent, before freight and tax (null for an ask, and for rounds sent before rounds were kept)",
          ),
        freight: dollarsJson.nullable().describe("A send's freight charge, if it had one"),
        validUntil: z.string().nullable().describe("A send's last day to accept"),
        changes: z
          .string()
          .nullable()
          .describe("What a send changed besides prices: quantities, lines taken out"),
        createdAt: timestampJson,
      }),
    )
    .describe("The thread after the customer's `note`, oldest first"),
  orderId: idJson.nullable().describe("The order it was accepted into"),
  createdAt: timestampJson,
  sentAt: timestampJson.nullable(),
  acceptedAt: timestampJson.nullable(),
});
export type QuoteJson = z.infer<typeof quoteJsonSchema>;

/**
 * POST /api/quotes/{id}/review (issue 47): the order the quote would be placed as with these
 * choices, nothing placed; accept with its `round` and `amount` as `expectedTotal` to place
 * exactly this.
 */
export const quoteReviewJsonSchema = z.object({
  round: z
    .number()
    .int()
    .describe("The quote's round reviewed: send it with the accept to place this round only"),
  // A quote pays its own prices: no promotion takes a share of its lines.
  lines: z
    .array(orderLineJsonSchema.omit({ discount: true }))
    .describe("The quote's lines at their quoted prices"),
  subtotal: dollarsJson.describe("The lines' amounts together, US dollars"),
  shipping: dollarsJson.describe(
    "The quote's freight when it has one, else the shipping method's price, US dollars",
  ),
  tax: dollarsJson.describe(
    "Sales tax for the address's state, computed once on the order and rounded half up",
  ),
  taxExemption: z
    .object({ number: z.string(), state: z.string() })
    .nullable()
    .describe(
      "The buyer's company's verified resale certificate for the address's state that makes `tax` 0 (issue 48); else null",
    ),
  amount: dollarsJson.describe(
    "What the order will cost: subtotal + shipping + tax; the accept's `expectedTotal`",
  ),
  shippingMethod: z.string().nullable().describe("How the order will name its shipping"),
  address: z.string(),
  phone: z.string(),
  date: z.string().describe("Delivery date, YYYY-MM-DD"),
  purchaseOrder: z.string().nullable(),
});
export type QuoteReviewJson = z.infer<typeof quoteReviewJsonSchema>;
