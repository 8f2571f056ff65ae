import { z } from "zod";
import { QUOTE_STATES, QUOTE_STATUSES } from "#app/utils/quotes.ts";
import { dollarsJson, idJson, recordNumberJson, timestampJson } from "./common";

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
  total: dollarsJson.describe("The lines' amounts: goods only, before shipping and tax"),
  orderId: idJson.nullable().describe("The order it was accepted into"),
  createdAt: timestampJson,
  sentAt: timestampJson.nullable(),
  acceptedAt: timestampJson.nullable(),
});
export type QuoteJson = z.infer<typeof quoteJsonSchema>;
