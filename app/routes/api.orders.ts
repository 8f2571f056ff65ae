import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { listOrdersOf, orderJson } from "#app/models/order.server.ts";
import { placeOrder, toolOrder } from "#app/models/placing.server.ts";
import { getTool } from "#app/models/tool.server.ts";
import { pageOrderSearch } from "#app/models/order-search.server.ts";
import { getUserByEmail, isAdmin } from "#app/models/user.server.ts";
import { emailQuerySchema } from "#app/schemas/api/users.ts";
import { orderRequestSchema } from "#app/schemas/api/orders.ts";
import { pageFields } from "#app/schemas/api/common.ts";
import {
  ORDER_SEARCH_NAMES,
  orderSearchFields,
  orderSearchSchema,
} from "#app/schemas/order-search.ts";
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
// customer's address later must not read that customer's orders. Without q, state, from, to or
// page, every one as the spec's array; with any of them (given, even empty), the order
// history's search (issue 47): one page of 20, as My Orders reads it.
export async function loader({ request }: LoaderFunctionArgs) {
  const caller = await requireUser(request);
  const { email } = parseApiQuery(request, emailQuerySchema, ["email"]);
  const search = parseApiQuery(request, orderSearchSchema, ORDER_SEARCH_NAMES);
  const url = new URL(request.url);
  const searching = ORDER_SEARCH_NAMES.some((name) => url.searchParams.has(name));
  // Unpaid orders whose hold ran out since the last sweep are listed as expired.
  await expireDueOrders();
  let customerId = caller.id;
  if (email && email !== caller.email) {
    if (!isAdmin(caller)) return apiError(403, "You may only read your own orders");
    const customer = await getUserByEmail(email);
    if (!customer)
      return Response.json(
        searching ? { orders: [], page: search.page, pageCount: 1, total: 0 } : [],
      );
    customerId = customer.id;
  }
  if (!searching) return Response.json((await listOrdersOf(customerId)).map(orderJson));
  const { rows, ...paging } = await pageOrderSearch(search, { customerId });
  return Response.json({ orders: rows.map(orderJson), ...paging });
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
      summary: "One's own orders, newest first, or a search of them (any customer's for an admin)",
      description:
        "Without `q`, `state`, `from`, `to` and `page`, every order of the caller (or, for an admin, of the customer `email` names) newest first: an array. With any of them, even empty, the order history's search, as My Orders reads it: one page of 20, `{orders, page, pageCount, total}`; a page past the last is empty, with the `pageCount` there is. `q` finds an order by its number (FL-100042), its purchase-order reference, or a line's tool name or part number, in any case; `state` keeps one state; `from` and `to` are the first and last days placed, both included. A bad value is a 400 naming the parameter in `fieldErrors`.",
      security: api.security.signedIn,
      request: { query: orderSearchFields.merge(emailQuerySchema) },
      responses: {
        200: api.answer(
          "The orders, each with its lines: all of them, or one page of the search",
          z.union([
            z.array(api.schemas.Order),
            z.object({ orders: z.array(api.schemas.Order), ...pageFields }),
          ]),
        ),
        400: api.invalid,
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
