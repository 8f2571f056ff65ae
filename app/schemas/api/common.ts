import { z } from "zod";
import { typedText } from "../fields";

// What every resource of the JSON API shares: the error body, how ids, times and money read, a
// page of a list, and the Idempotency-Key of the writes that may be retried. The OpenAPI document
// at /api/openapi.json is generated from these schemas and the resources' own beside them.

export const apiErrorSchema = z.object({
  error: z.string().describe("What went wrong, in words a person can read"),
  fieldErrors: z
    .record(z.array(z.string()))
    .optional()
    .describe(
      "Messages per field of the request at fault (an invalid body or query, or a field the shop refused)",
    ),
  line: z
    .object({ toolId: z.string(), name: z.string().optional(), message: z.string() })
    .optional()
    .describe(
      "The line at fault, when one is (short of stock, no longer sold, more than can go back)",
    ),
});

export const idJson = z.string().describe("24 hexadecimal characters");
export const timestampJson = z.string().describe("ISO 8601 date and time, UTC");
export const dollarsJson = z.number().describe("US dollars, with cents as decimals");
/** The short number of an order, a quote or a return: people read it out; `_id` stays the key. */
export const recordNumberJson = (example: string, what: string) =>
  z
    .string()
    .describe(
      `${what}'s number, to read out and search by (e.g. ${example}): unique, given in the order they were made. The \`_id\` stays the key of the URLs.`,
    );

/** Where a page of a list stands: beside the page's items, named after what they are. */
export const pageFields = {
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
};

/**
 * The `Idempotency-Key` header (the checkout, a quote's accept, a refund): the same key and body
 * twice are one order or refund; the same key with another body is refused (422).
 */
export const idempotencyKeySchema = typedText(
  z.string().min(1).max(64, "An Idempotency-Key has at most 64 characters"),
);

/** The promotions a cart or an order has (issue 49): each one's name and what it took off. */
export const promotionsJsonSchema = z
  .array(
    z.object({
      name: z.string().describe("The promotion's name"),
      amount: dollarsJson.describe(
        "What it takes off, US dollars (free shipping: the shipping, 0 until a method is chosen)",
      ),
    }),
  )
  .describe("The promotions applied: a code's, or the offers that apply by themselves");
