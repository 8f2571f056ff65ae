import type { ActionFunctionArgs } from "@remix-run/node";
import { refusalResponse } from "#app/commerce/index.server.ts";
import { accountTexts } from "#app/messages.ts";
import { recordPayment } from "#app/models/account-payment.server.ts";
import { paymentRequestSchema } from "#app/schemas/account-payment.ts";
import { paymentJsonSchema } from "#app/schemas/api/accounts.ts";
import { idempotencyKeySchema } from "#app/schemas/api/common.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { paymentJson } from "#app/routes/+dashboard/company-account.server.ts";
import { byMethod, invalidBody, parseJsonBody } from "#app/utils/api.server.ts";
import { dollarsToCents } from "#app/utils/money.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// POST /api/payments (admins, issue 48): a payment a company sent, recorded and allocated to its
// open invoices. With an Idempotency-Key the same key and body again answer the same payment
// (201 again), another body is 422; without a key every call records one.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const admin = await requireUser(request, "admin");
      const key = idempotencyKeySchema
        .optional()
        .safeParse(request.headers.get("Idempotency-Key") ?? undefined);
      if (!key.success) return invalidBody(key.error);
      const body = await parseJsonBody(request, paymentRequestSchema);
      const outcome = await recordPayment({
        companyId: body.company,
        amount: dollarsToCents(body.amount),
        receivedOn: body.date,
        reference: body.reference,
        invoices: body.invoices,
        key: key.data ?? null,
        by: admin.id,
      });
      if (outcome.status === "refused") return refusalResponse(outcome);
      return Response.json(paymentJson(outcome.payment), { status: 201 });
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "post",
      path: "/api/payments",
      tags: ["Companies"],
      summary: "Record a payment a company sent (admins)",
      description:
        "Allocated to the company's oldest open invoices first (by due day), or to the `invoices` named, in their order, each up to what it owes. A payment above what is open on them is refused (409): every cent recorded pays an invoice. With an `Idempotency-Key`, the same key and body again answer the same payment, again with 201, and the same key with another body is 422; without one, every call records a payment.",
      security: api.security.signedIn,
      request: { headers: api.idempotencyKeyHeader, body: api.json(paymentRequestSchema) },
      responses: {
        201: api.answer("The payment recorded, with its allocation", paymentJsonSchema),
        400: api.error(
          `The body is invalid (\`fieldErrors\`), or an invoice named is not the company's`,
        ),
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: api.error(accountTexts.noSuchCompany),
        409: api.error(`${accountTexts.nothingOwed}; or more than is open on the invoices`),
        422: api.keyReused("Idempotency-Key"),
      },
    },
  ];
}
