import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { exemptionTexts } from "#app/messages.ts";
import {
  certificateJson,
  getExemption,
  reviewExemption,
} from "#app/models/tax-exemption.server.ts";
import { mayReadCertificate } from "#app/routes/+company/certificate-upload.server.ts";
import { exemptionReviewSchema } from "#app/schemas/tax-exemption.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { exemptionStatusLabel } from "#app/utils/tax-exemptions.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/tax-exemptions/{id}: one certificate, to its company's admins and the shop's admins
// (anyone else: 404, as if there were none).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const found = await getExemption(params.id ?? "");
  if (!found || !mayReadCertificate(user, found.companyId))
    return apiError(404, exemptionTexts.noSuchCertificate);
  return Response.json(certificateJson(found));
}

// PUT /api/tax-exemptions/{id} {status: "verified"|"rejected", note}: a shop admin's review of a
// certificate awaiting it; the company's admins are mailed the decision.
export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    PUT: async () => {
      const admin = await requireUser(request, "admin");
      const review = await parseJsonBody(request, exemptionReviewSchema);
      const outcome = await reviewExemption(params.id ?? "", review, admin.id);
      if (outcome.status === "missing") return apiError(404, exemptionTexts.noSuchCertificate);
      if (outcome.status === "already")
        return apiError(
          409,
          exemptionTexts.alreadyReviewed(exemptionStatusLabel(outcome.certificate.status)),
        );
      return Response.json(certificateJson(outcome.certificate));
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/tax-exemptions/{id}",
      tags: ["Companies"],
      summary: "One resale certificate (its company's admins; any for a shop admin)",
      security: api.security.signedIn,
      request: { params: api.idParam("certificate") },
      responses: {
        200: api.answer("The certificate", api.schemas.TaxExemption),
        401: api.unauthenticated,
        404: api.error(`${exemptionTexts.noSuchCertificate} (another company's answers the same)`),
      },
    },
    {
      method: "put",
      path: "/api/tax-exemptions/{id}",
      tags: ["Companies"],
      summary: "Verify or reject a resale certificate awaiting review (admins)",
      description:
        "`verified`: the company's orders to its state are exempt from sales tax until it expires. `rejected` needs a `note` saying why. The company's admins are mailed the decision and the note. A certificate is reviewed once: another decision answers 409.",
      security: api.security.signedIn,
      request: { params: api.idParam("certificate"), body: api.json(exemptionReviewSchema) },
      responses: {
        200: api.answer("The certificate as reviewed", api.schemas.TaxExemption),
        400: api.error(`${exemptionTexts.noteRequired}, or an invalid body`),
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: api.error(exemptionTexts.noSuchCertificate),
        409: api.error(exemptionTexts.alreadyReviewed("Verified")),
      },
    },
  ];
}
