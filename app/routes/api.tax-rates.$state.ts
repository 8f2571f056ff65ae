import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { shippingTaxTexts } from "#app/messages.ts";
import { deleteTaxRate, getTaxRate, setTaxRate } from "#app/models/tax-rate.server.ts";
import { taxRateJson } from "#app/routes/+api/shop-settings-json.server.ts";
import { taxRateJsonSchema } from "#app/schemas/api/shipping.ts";
import { taxRateSchema } from "#app/schemas/tax-rate.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import { percentToRateBp } from "#app/utils/money.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

const rateChangeSchema = taxRateSchema.omit({ state: true });
const notFound = () => apiError(404, shippingTaxTexts.noTaxRate);

// PUT and DELETE /api/tax-rates/:state (admins, issue 50): change or stop a state's sales tax.
export async function action({ request, params }: ActionFunctionArgs) {
  const state = (params.state ?? "").toUpperCase();
  return byMethod(request, {
    PUT: async () => {
      await requireUser(request, "admin");
      const body = await parseJsonBody(request, rateChangeSchema);
      if (!(await getTaxRate(state))) return notFound();
      const rate = await setTaxRate({ ...body, state, rateBp: percentToRateBp(body.rate) });
      return Response.json(taxRateJson(rate));
    },
    DELETE: async () => {
      await requireUser(request, "admin");
      return (await deleteTaxRate(state)) ? new Response(null, { status: 204 }) : notFound();
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  const stateParam = z.object({
    state: z.string().openapi({ description: "The US state's two-letter code, in any case" }),
  });
  return [
    {
      method: "put",
      path: "/api/tax-rates/{state}",
      tags: ["Shop settings"],
      summary: "Change a state's sales tax (admins)",
      security: api.security.signedIn,
      request: { params: stateParam, body: api.json(rateChangeSchema) },
      responses: {
        200: api.answer("The rate", taxRateJsonSchema),
        400: api.invalid,
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: api.error(shippingTaxTexts.noTaxRate),
        429: api.tooMany,
      },
    },
    {
      method: "delete",
      path: "/api/tax-rates/{state}",
      tags: ["Shop settings"],
      summary: "Stop collecting sales tax in a state (admins)",
      security: api.security.signedIn,
      request: { params: stateParam },
      responses: {
        204: api.noContent,
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: api.error(shippingTaxTexts.noTaxRate),
        429: api.tooMany,
      },
    },
  ];
}
