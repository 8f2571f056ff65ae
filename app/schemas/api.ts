import { z } from "zod";
import { REQUIRED } from "./fields";

/** POST /api/create-payment-intent: the order to pay; its amount is the database's. */
export const paymentIntentRequestSchema = z.object({
  orderId: z.string({ required_error: REQUIRED }).min(1, REQUIRED),
});
