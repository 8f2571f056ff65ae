import { z } from "zod";
import { dollarsJson, idJson } from "./common";

// ---- Refunds (issue 38) ----

/** 201 of POST /api/orders/:id/refunds: the refund made (or the earlier one of the same key). */
export const refundJsonSchema = z.object({
  _id: idJson,
  amount: dollarsJson.describe("What was given back, US dollars"),
  creditNoteNumber: z.string().describe("The credit note's number, like CN-2026-000007"),
});
export type RefundJson = z.infer<typeof refundJsonSchema>;
