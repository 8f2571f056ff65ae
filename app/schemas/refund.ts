import { z } from "zod";
import { refundTexts } from "#app/messages.ts";
import { MAX_ORDER_CENTS } from "#app/commerce/index.ts";
import { REFUND_STEP, REFUND_STEPS, SHOWN_REFUND } from "#app/utils/refunds.ts";
import { dollarAmount, REQUIRED, requiredText, typedText, wholeNumber } from "./fields";
import { MAX_STOCK } from "./tool";

// What an admin asks to give back of a paid order (issue 38): the refund page's form and the
// JSON API's body. The money is the server's to work out; the request names pieces, an amount,
// or neither (the API's full refund).

/** An order has at most a cart's lines: a refund names no more. */
export const MAX_REFUND_LINES = 100;
/** The reason is printed on the credit note and in the customer's mail. */
export const REFUND_REASON_MAX = 200;
/** No order comes to more than the largest (MAX_ORDER_CENTS): a refund of more is a mistake. */
const MAX_REFUND_DOLLARS = MAX_ORDER_CENTS / 100;

const refundReason = requiredText(REFUND_REASON_MAX);
const toolId = typedText(z.string({ required_error: REQUIRED }).min(1, REQUIRED).max(64));
const refundAmount = dollarAmount(0.01, MAX_REFUND_DOLLARS);

/** POST /api/orders/:id/refunds, in dollars like the other calls. */
export const refundRequestSchema = z.object({
  amount: refundAmount
    .optional()
    .describe(
      "US dollars to give back; without it, the lines' goods and their tax share, and without lines too, everything left",
    ),
  lines: z
    .array(z.object({ toolId, qyt: wholeNumber(1, MAX_STOCK) }))
    .max(MAX_REFUND_LINES, `Name at most ${MAX_REFUND_LINES} lines`)
    .optional()
    .describe("The pieces given back, per line of the order (its tool)"),
  restock: z.boolean({ required_error: REQUIRED }).describe("Put the lines' pieces back on sale"),
  reason: refundReason.describe("Printed on the credit note and in the customer's mail"),
});

/** What a confirmation showed of a refund (SHOWN_REFUND), sent back with its Yes. */
export const shownRefundSchema = z.object({
  [SHOWN_REFUND.cents]: wholeNumber(1, MAX_ORDER_CENTS),
  [SHOWN_REFUND.refundedBefore]: wholeNumber(0, MAX_ORDER_CENTS),
});

/**
 * The refund page's form: a quantity per line (the fields `toolId` and `qyt`, repeated in the
 * lines' order), or an amount instead; something must be chosen. `key` makes a double submit
 * one refund. Its step (REFUND_STEP): review what it does (also what any other value asks, so
 * no post moves money unasked), confirm it (with what the review showed, SHOWN_REFUND), or
 * change it (the form again, as it was typed).
 */
export const refundFormSchema = z
  .object({
    key: typedText(z.string({ required_error: REQUIRED }).min(1).max(64)),
    toolId: z.array(toolId).max(MAX_REFUND_LINES).default([]),
    qyt: z.array(wholeNumber(0, MAX_STOCK)).max(MAX_REFUND_LINES).default([]),
    amount: refundAmount.optional(),
    reason: refundReason,
    // A checkbox: a form sends nothing when it is left unticked.
    restock: z.boolean().default(false),
    [REFUND_STEP]: z.enum(REFUND_STEPS).catch("review"),
  })
  .merge(shownRefundSchema.partial())
  .refine((form) => form.toolId.length === form.qyt.length, {
    message: refundTexts.notALine,
    path: ["qyt"],
  })
  .refine((form) => form.amount !== undefined || form.qyt.some((qyt) => qyt > 0), {
    message: refundTexts.chooseSomething,
    path: ["qyt"],
  });
