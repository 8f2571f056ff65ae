import { z } from "zod";
import { returnTexts } from "#app/messages.ts";
import {
  MAX_RETURN_COMMENT,
  MAX_RETURN_NOTE,
  RETURN_REASONS,
  returnReasonLabels,
} from "#app/utils/returns.ts";
import { REQUIRED, typedText, wholeNumber } from "./fields";
import { MAX_STOCK } from "./tool";

// A customer's return request (the page's form and POST /api/orders/{id}/returns) and an admin's
// decision on it (the returns table's forms and PUT /api/returns/{id}). What may be returned of
// which line is the return model's to judge against the order; these keep out what no order has.

/** An order has at most this many lines to name (a cart keeps 100). */
const MAX_LINES = 100;

const toolIdField = typedText(z.string({ required_error: REQUIRED }).min(1, REQUIRED).max(64));

const reasonField = z.enum(RETURN_REASONS, {
  errorMap: () => ({
    message: `Choose why: ${RETURN_REASONS.map((reason) => returnReasonLabels[reason]).join(", ")}`,
  }),
});

const commentField = typedText(
  z.string().trim().max(MAX_RETURN_COMMENT, `Write at most ${MAX_RETURN_COMMENT} characters`),
  "many",
).default("");

/** One tool named once: the model then weighs each line on its own. */
export const eachToolOnce = (lines: { toolId: string }[]) =>
  new Set(lines.map((line) => line.toolId)).size === lines.length;

/** POST /api/orders/{id}/returns: the lines to send back (1 piece or more each), why, and a comment. */
export const returnRequestSchema = z.object({
  lines: z
    .array(z.object({ toolId: toolIdField, qyt: wholeNumber(1, MAX_STOCK) }), {
      required_error: returnTexts.noLines,
    })
    .min(1, returnTexts.noLines)
    .max(MAX_LINES)
    .refine(eachToolOnce, returnTexts.sameToolTwice),
  reason: reasonField,
  comment: commentField,
});
export type ReturnRequest = z.output<typeof returnRequestSchema>;

/**
 * The return page's form: every line of the order as a `toolId` and its quantity `qyt` (0 leaves
 * the line out), in the same order, then the reason and the comment. It gives the request above.
 */
export const returnFormSchema = z
  .object({
    toolId: z.array(toolIdField).max(MAX_LINES),
    qyt: z.array(wholeNumber(0, MAX_STOCK)).max(MAX_LINES),
    reason: reasonField,
    comment: commentField,
  })
  // Said above the form: no single field is wrong when every quantity is 0.
  .refine(
    (form) => form.toolId.length === form.qyt.length && form.qyt.some((qyt) => qyt > 0),
    returnTexts.noLines,
  )
  .transform(({ toolId, qyt, reason, comment }): ReturnRequest => ({
    lines: toolId
      .map((id, index) => ({ toolId: id, qyt: qyt[index] ?? 0 }))
      .filter((line) => line.qyt > 0),
    reason,
    comment,
  }));

/** PUT /api/returns/{id}, and the table's forms: the decision, and a note (required to reject). */
export const returnDecisionSchema = z.object({
  status: z.enum(["approved", "rejected", "received"], {
    errorMap: () => ({ message: "status must be approved, rejected or received" }),
  }),
  note: typedText(
    z.string().trim().max(MAX_RETURN_NOTE, `Write at most ${MAX_RETURN_NOTE} characters`),
    "many",
  ).optional(),
});
export type ReturnDecisionRequest = z.output<typeof returnDecisionSchema>;
