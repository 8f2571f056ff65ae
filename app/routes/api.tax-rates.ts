import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getTaxRate, listTaxRates, setTaxRate } from "#app/models/tax-rate.server.ts";
import { createOnce } from "#app/routes/+api/idempotent.server.ts";
import { taxRateJson } from "#app/routes/+api/shop-settings-json.server.ts";
import { taxRateJsonSchema } from "#app/schemas/api/shipping.ts";
import { taxRateSchema } from "#app/schemas/tax-rate.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import { percentToRateBp } from "#app/utils/money.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

const RATE_EXISTS = "That state has a sales tax rate already: change it with PUT";

// GET /api/tax-rates (anyone, issue 50): the states the shop collects sales tax for, as
// checkout charges it.
export async function loader() {
  return Response.json((await listTaxRates()).map(taxRateJson));
}

// POST /api/tax-rates (admins): a rate for a state that has none, as the Sales Tax page sets it.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const admin = await requireUser(request, "admin");
      const body = await parseJsonBody(request, taxRateSchema);
      return createOnce(request, admin, body, async () => {
        if (await getTaxRate(body.state))
          return apiError(409, RATE_EXISTS, { state: [RATE_EXISTS] });
        const rate = await setTaxRate({ ...body, rateBp: percentToRateBp(body.rate) });
        return Response.json(taxRateJson(rate), { status: 201 });
      });
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/tax-rates",
      tags: ["Shop settings"],
      summary: "The states the shop collects sales tax for",
      responses: { 200: api.answer("Every rate, by state", z.array(taxRateJsonSchema)) },
    },
    {
      method: "post",
      path: "/api/tax-rates",
      tags: ["Shop settings"],
      summary: "Collect sales tax in a state (admins)",
      description:
        "`rate` in percent with at most two decimals; `taxShipping` taxes shipping too. A state that has a rate is 409 (change it with `PUT /api/tax-rates/{state}`). With an `Idempotency-Key`, the same key and body again answer the same rate; the same key with another body is 422.",
      security: api.security.signedIn,
      request: { headers: api.idempotencyKeyHeader, body: api.json(taxRateSchema) },
      responses: {
        201: api.answer("The rate", taxRateJsonSchema),
        400: api.invalid,
        401: api.unauthenticated,
        403: api.adminsOnly,
        409: api.error(`${RATE_EXISTS} (or the same key is still running)`),
        422: api.keyReused("Idempotency-Key"),
        429: api.tooMany,
      },
    },
  ];
}
