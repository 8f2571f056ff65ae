import { randomUUID } from "node:crypto";
import type { ActionFunctionArgs } from "@remix-run/node";
import { placeCheckoutOrder } from "#app/models/checkout.server.ts";
import { orderJson } from "#app/models/order.server.ts";
import { checkoutPageTexts } from "#app/messages.ts";
import { idempotencyKeySchema } from "#app/schemas/api.ts";
import { checkoutSchema } from "#app/schemas/checkout.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, invalidBody, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = { outsideRemix: true };

// POST /api/checkout: the caller's cart as one unpaid order, every line's stock reserved or
// none. With an Idempotency-Key, the same key again answers the same order (201 again, so a
// client that retries after a lost answer reads it the same way); without one, every call places.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const caller = await requireUser(request);
      const key = idempotencyKeySchema.safeParse(
        request.headers.get("Idempotency-Key") ?? randomUUID(),
      );
      if (!key.success) return invalidBody(key.error);
      const body = await parseJsonBody(request, checkoutSchema);
      const placed = await placeCheckoutOrder({
        ...body,
        userId: caller.id,
        checkoutKey: key.data,
      });
      switch (placed.status) {
        case "placed":
          return Response.json(orderJson(placed.order), { status: 201 });
        case "refused":
          return placed.field === "cart"
            ? apiError(409, placed.message)
            : apiError(400, placed.message, { [placed.field]: [placed.message] });
        case "line-refused":
          return Response.json(
            {
              error: checkoutPageTexts.lineShort(placed.line.name, placed.line.message),
              line: placed.line,
            },
            { status: 409 },
          );
      }
    },
  });
}
