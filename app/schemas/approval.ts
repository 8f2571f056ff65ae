import { z } from "zod";
import { approvalTexts } from "#app/messages.ts";
import { MAX_APPROVAL_NOTE } from "#app/utils/approvals.ts";
import { typedText } from "./fields";

// Issue 48: a company admin's decision on an order awaiting approval. Approve takes nothing;
// Decline takes the note its buyer is mailed (the page's form and POST /api/orders/{id}/decline).

export const declineSchema = z.object({
  note: typedText(
    z
      .string({ required_error: approvalTexts.noteRequired })
      .trim()
      .min(1, approvalTexts.noteRequired)
      .max(MAX_APPROVAL_NOTE, approvalTexts.noteTooLong(MAX_APPROVAL_NOTE)),
    "many",
  ).describe("Why the order is declined: its buyer is mailed this note"),
});
export type DeclineSchema = typeof declineSchema;

/** The page's two buttons: which decision a post is. */
export const APPROVAL_INTENTS = ["approve", "decline"] as const;
