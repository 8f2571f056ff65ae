import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { listOrdersOf, orderJson } from "#app/models/order.server.ts";
import { placeOrder, toolOrder } from "#app/models/placing.server.ts";
import { getTool } from "#app/models/tool.server.ts";
import { getUserByEmail, isAdmin } from "#app/models/user.server.ts";
import { emailQuerySchema } from "#app/schemas/api/users.ts";
import { orderRequestSchema } from "#app/schemas/api/orders.ts";
import { purchaseSchema } from "#app/schemas/purchase.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { expireDueOrders } from "#app/commerce/index.server.ts";
import {
  apiError,
  byMethod,
  invalidBody,
  parseApiQuery,
  parseJsonBody,
} from "#app/utils/api.server.ts";
import { placedOrderResponse } from "#app/routes/+orders/order-answer.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { MAX_STOCK } from "#app/schemas/tool.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

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
      const placed = await placeOrder(toolOrder(caller, tool.id, fields.data));
      return placedOrderResponse(placed, "requestId");
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/orders",
      tags: ["Orders"],
      summary: "One's own orders, newest first (any customer's for an admin)",
      security: api.security.signedIn,
      request: { query: emailQuerySchema },
      responses: {
        200: api.answer("The orders, each with its lines", z.array(api.schemas.Order)),
        401: api.unauthenticated,
        403: api.error("A customer asked for someone else's orders"),
      },
    },
    {
      method: "post",
      path: "/api/orders",
      tags: ["Orders"],
      summary: "Order a tool: an unpaid order at the tool's price, its stock reserved",
      description:
        "`qyt` must be at least the tool's `minimum_qyt` and at most its `available_qyt`. Name, customer, email, price and amount come from the tool and the caller; sent ones are ignored. With a `requestId`, the same id and body again answer the same order (201); the same id with another body is 422.",
      security: api.security.signedIn,
      request: {
        body: api.json(
          orderRequestSchema.extend(purchaseSchema({ minimum: 1, available: MAX_STOCK }).shape),
        ),
      },
      responses: {
        201: api.answer("The unpaid order", api.schemas.Order),
        400: api.invalidOrTooLarge,
        401: api.unauthenticated,
        404: api.error("No such tool"),
        409: api.error("The stock went meanwhile: `fieldErrors.qyt` says so"),
        422: api.keyReused("requestId"),
        429: api.tooMany,
      },
    },
  ];
}
