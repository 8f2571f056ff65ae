import { z } from "zod";
import { RETURN_REASONS, RETURN_STATUSES } from "#app/utils/returns.ts";
import { idJson, recordNumberJson, timestampJson } from "./common";

// ---- Returns (issue 38) ----
export const returnJsonSchema = z.object({
  _id: idJson,
  number: recordNumberJson("R-2003", "The return"),
  orderId: idJson,
  status: z
    .enum(RETURN_STATUSES)
    .describe(
      "requested, then approved (the customer is mailed where to send the goods) or rejected; an approved one becomes received, which refunds its lines",
    ),
  reason: z
    .enum(RETURN_REASONS)
    .describe("defective (not put back on sale), wrong_item or not_needed"),
  comment: z.string().describe("The customer's words; may be empty"),
  note: z.string().nullable().describe("The admin's note (why, for a rejection)"),
  lines: z.array(
    z.object({
      toolId: idJson,
      name: z.string().describe("The tool's name when ordered"),
      qyt: z.number().int().describe("Pieces coming back"),
    }),
  ),
  refundId: idJson.nullable().describe("The refund made when the goods were received"),
  createdAt: timestampJson,
  decidedAt: timestampJson.nullable().describe("When it was approved or rejected"),
  receivedAt: timestampJson.nullable(),
});
export type ReturnJson = z.infer<typeof returnJsonSchema>;

export const returnCreatedJsonSchema = z.object({
  _id: idJson,
  number: recordNumberJson("R-2003", "The return"),
  status: z.literal("requested"),
});
