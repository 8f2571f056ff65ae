import { refundOrder, refusalResponse } from "#app/commerce/index.server.ts";
import type { ActionFunctionArgs } from "@remix-run/node";
import { getOrder } from "#app/models/order.server.ts";
import { refundTexts } from "#app/messages.ts";
import { idempotencyKeySchema } from "#app/schemas/api/common.ts";
import type { RefundJson } from "#app/schemas/api/refunds.ts";
import { refundRequestSchema } from "#app/schemas/refund.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, invalidBody, parseJsonBody } from "#app/utils/api.server.ts";
import { centsToDollars, dollarsToCents } from "#app/utils/money.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { refundJsonSchema } from "#app/schemas/api/refunds.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

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
      if (outcome.status === "refused") return refusalResponse(outcome);
      const { id, amount, creditNoteNumber } = outcome.refund;
      const made: RefundJson = {
        _id: id,
        amount: centsToDollars(amount),
        creditNoteNumber: creditNoteNumber ?? "",
      };
      return Response.json(made, { status: 201 });
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "post",
      path: "/api/orders/{id}/refunds",
      tags: ["Orders"],
      summary: "Give money of a paid order back (admins)",
      description:
        "Through the payment provider, exactly once: in full (neither `lines` nor `amount`: every piece and cent left), for `lines` (their goods and their tax share; pieces an open return holds are left to its receipt; of a line bought at a volume price the pieces kept are re-priced at the price for their quantity as ordered, so the goods given back are what was paid less what the kept pieces cost now) or an `amount`, never more than was paid less what was refunded. `restock` puts the lines' pieces back on sale. The refund gets a credit-note number and the customer is mailed. With an `Idempotency-Key`, the same key and body again answer the same refund, again with 201, and the same key with another body is 422; without one, every call refunds.",
      security: api.security.signedIn,
      request: {
        params: api.idParam("order"),
        headers: api.idempotencyKeyHeader,
        body: api.json(refundRequestSchema),
      },
      responses: {
        201: api.answer("The refund made", refundJsonSchema),
        400: api.invalid,
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: api.error(refundTexts.noSuchOrder),
        409: api.error(
          `${refundTexts.notPaid} ${refundTexts.nothingLeft} Or more pieces or dollars than are left`,
        ),
        422: api.keyReused("Idempotency-Key"),
        502: api.error("The payment provider did not make the refund: nothing was given back"),
      },
    },
  ];
}
