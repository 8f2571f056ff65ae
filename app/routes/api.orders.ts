import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  listOrdersOf,
  OrderRejectedError,
  placeOrder,
  orderJson,
} from "#app/models/order.server.ts";
import { getTool } from "#app/models/tool.server.ts";
import { getUserByEmail, isAdmin } from "#app/models/user.server.ts";
import { emailQuerySchema, orderRequestSchema } from "#app/schemas/api.ts";
import { purchaseSchema } from "#app/schemas/purchase.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { expireDueOrders } from "#app/services/order-closing.server.ts";
import {
  apiError,
  byMethod,
  invalidBody,
  parseApiQuery,
  parseJsonBody,
} from "#app/utils/api.server.ts";
import { idempotencyTexts } from "#app/messages.ts";
import { KeyReusedError } from "#app/utils/request-digest.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/orders?email=: the orders the caller placed (an admin may name a customer). Orders
// are found by their owner, never by the email copied onto them: whoever registers a deleted
// customer's address later must not read that customer's orders.
export async function loader({ request }: LoaderFunctionArgs) {
  const caller = await requireUser(request);
  // Unpaid orders whose hold ran out since the last sweep are listed as expired.
  await expireDueOrders();
  const { email } = parseApiQuery(request, emailQuerySchema, ["email"]);
  if (!email || email === caller.email)
    return Response.json((await listOrdersOf(caller.id)).map(orderJson));
  if (!isAdmin(caller)) return apiError(403, "You may only read your own orders");
  const customer = await getUserByEmail(email);
  return Response.json(customer ? (await listOrdersOf(customer.id)).map(orderJson) : []);
}

// POST /api/orders: places an unpaid order at the tool's price, reserving its stock. A
// `requestId` makes it once: the same id again answers that order, with another body 422.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const caller = await requireUser(request);
      const body = await parseJsonBody(request, orderRequestSchema);
      const tool = await getTool(body.toolId);
      if (!tool) return apiError(404, "No such tool");
      const fields = purchaseSchema({
        minimum: tool.minimum_qyt,
        available: tool.available_qyt,
      }).safeParse(body);
      if (!fields.success) return invalidBody(fields.error);
      try {
        const order = await placeOrder({ ...fields.data, toolId: tool.id, customer: caller });
        return Response.json(orderJson(order), { status: 201 });
      } catch (error) {
        if (error instanceof KeyReusedError)
          return apiError(422, idempotencyTexts.keyReused("requestId", error.key));
        if (!(error instanceof OrderRejectedError)) throw error;
        return apiError(409, error.message, { [error.field]: [error.message] });
      }
    },
  });
}
