import type { ActionFunctionArgs } from "@remix-run/node";
import { getOrder } from "#app/models/order.server.ts";
import { refundOrder } from "#app/models/refund.server.ts";
import { refundTexts } from "#app/messages.ts";
import { idempotencyKeySchema, type RefundJson } from "#app/schemas/api.ts";
import { refundRequestSchema } from "#app/schemas/refund.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, invalidBody, parseJsonBody } from "#app/utils/api.server.ts";
import { centsToDollars, dollarsToCents } from "#app/utils/money.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = { outsideRemix: true };

// POST /api/orders/:id/refunds (admins): gives money of a paid order back through the payment
// provider, in full, for lines or an amount. With an Idempotency-Key the same key and body again
// answer the same refund (201 again), the same key with another body is 422; without a key,
// every call refunds.
export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const admin = await requireUser(request, "admin");
      const key = idempotencyKeySchema
        .optional()
        .safeParse(request.headers.get("Idempotency-Key") ?? undefined);
      if (!key.success) return invalidBody(key.error);
      const body = await parseJsonBody(request, refundRequestSchema);
      const order = await getOrder(params.id ?? "");
      if (!order) return apiError(404, refundTexts.noSuchOrder);
      const outcome = await refundOrder({
        orderId: order.id,
        ...body,
        amount: body.amount === undefined ? undefined : dollarsToCents(body.amount),
        idempotencyKey: key.data ?? null,
        source: "admin",
        by: admin.id,
      });
      switch (outcome.status) {
        case "refunded": {
          const { id, amount, creditNoteNumber } = outcome.refund;
          const made: RefundJson = {
            _id: id,
            amount: centsToDollars(amount),
            creditNoteNumber: creditNoteNumber ?? "",
          };
          return Response.json(made, { status: 201 });
        }
        case "refused":
          if (outcome.reusedKey) return apiError(422, outcome.message);
          return outcome.conflict
            ? apiError(409, outcome.message)
            : apiError(
                400,
                outcome.message,
                outcome.field && { [outcome.field]: [outcome.message] },
              );
        case "failed":
          return apiError(502, outcome.message);
      }
    },
  });
}
