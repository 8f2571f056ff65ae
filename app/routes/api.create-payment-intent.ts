import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireApiUser } from "~/services/api-auth.server";
import { apiOrderFor } from "~/services/order-access.server";
import { payments } from "~/services/payments/index.server";
import { apiError, byMethod, parseJsonBody } from "~/utils/api.server";

// The amount comes from the order in the database; the client only names the order.
const intentRequest = z.object({
  orderId: z.string({ required_error: "This field is required" }).min(1),
});

export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const caller = await requireApiUser(request);
      const { orderId } = await parseJsonBody(request, intentRequest);
      const order = await apiOrderFor(caller, orderId, { adminMayAct: false });
      if (order.paid) return apiError(409, "This order is already paid");
      if (payments.kind !== "stripe") {
        return apiError(
          409,
          `Card payments run in the built-in sandbox: pay on /dashboard/payment/${order.id}`,
        );
      }
      const { clientSecret } = await payments.createPaymentIntent(order);
      return Response.json({ clientSecret });
    },
  });
}
