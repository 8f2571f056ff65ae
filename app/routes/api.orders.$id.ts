import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getOrder, orderJson } from "#app/models/order.server.ts";
import { paidClaimSchema } from "#app/schemas/api/orders.ts";
import { requireUser } from "#app/services/auth.server.ts";
import {
  cancelOrder,
  ENDED_CANNOT_CANCEL,
  PAID_CANNOT_CANCEL,
} from "#app/routes/+orders/cancel-order.server.ts";
import { orderFor } from "#app/routes/+orders/order-access.server.ts";
import { fulfilFromProvider, isPaidOutcome } from "#app/services/payments/fulfilment.server.ts";
import { payments } from "#app/services/payments/index.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const caller = await requireUser(request);
  // A company's admins read its orders too (issue 48).
  const order = await orderFor(request, caller, params.id, { companyAdminMayRead: true });
  return Response.json(orderJson(order));
}

export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    // DELETE: cancels an unpaid order (owner or admin) and gives its stock back.
    DELETE: async () => {
      const caller = await requireUser(request);
      const order = await orderFor(request, caller, params.id);
      const outcome = await cancelOrder(order, caller);
      if (outcome === "paid") return apiError(409, PAID_CANNOT_CANCEL);
      if (outcome === "ended") return apiError(409, ENDED_CANNOT_CANCEL);
      return new Response(null, { status: 204 });
    },
    // PATCH {paymentId}: marks the order paid only if the provider confirms that payment for it.
    PATCH: async () => {
      const order = await orderFor(request, await requireUser(request), params.id, {
        adminMayAct: false,
      });
      const { paymentId } = await parseJsonBody(request, paidClaimSchema);
      const result = await fulfilFromProvider(await payments.retrievePayment(paymentId), order.id);
      if (isPaidOutcome(result)) {
        return Response.json(orderJson((await getOrder(order.id))!));
      }
      if (result === "paid-by-another-payment")
        return apiError(409, "The order is already paid by another payment");
      return apiError(409, "The payment provider does not confirm that payment for this order");
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/orders/{id}",
      tags: ["Orders"],
      summary: "One order (one's own; any for an admin)",
      security: api.security.signedIn,
      request: { params: api.idParam("order") },
      responses: {
        200: api.answer("The order with its lines", api.schemas.Order),
        401: api.unauthenticated,
        404: api.error("No such order (someone else's answers the same)"),
      },
    },
    {
      method: "patch",
      path: "/api/orders/{id}",
      tags: ["Orders", "Payments"],
      summary: "Mark one's order paid by a payment the provider confirms",
      security: api.security.signedIn,
      request: { params: api.idParam("order"), body: api.json(paidClaimSchema) },
      responses: {
        200: api.answer("The paid order", api.schemas.Order),
        400: api.invalid,
        401: api.unauthenticated,
        404: api.error("No such order"),
        409: api.error("The provider does not confirm that payment for this order"),
        429: api.tooMany,
      },
    },
    {
      method: "delete",
      path: "/api/orders/{id}",
      tags: ["Orders"],
      summary:
        "Cancel an unpaid order (its customer or an admin); its stock comes back, the order stays as cancelled and the customer is mailed",
      security: api.security.signedIn,
      request: { params: api.idParam("order") },
      responses: {
        204: api.noContent,
        401: api.unauthenticated,
        404: api.error("No such order"),
        409: api.error("A paid order cannot be cancelled, nor one already cancelled or expired"),
        429: api.tooMany,
      },
    },
  ];
}
