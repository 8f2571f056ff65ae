import { z } from "zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { exemptionTexts } from "#app/messages.ts";
import { certificateJson, listCompanyExemptions } from "#app/models/tax-exemption.server.ts";
import {
  requireCertificateManager,
  uploadCertificate,
} from "#app/routes/+company/certificate-upload.server.ts";
import { apiError, byMethod } from "#app/utils/api.server.ts";
import { type ServerHandle, UPLOAD_BODY_LIMIT } from "#app/utils/route-handle.ts";
import { MAX_CERTIFICATE_MB } from "#app/utils/tax-exemptions.ts";
import { US_STATES } from "#app/schemas/us-states.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

// Issue 48: a company's resale certificates, for its admins. GET lists them (newest first);
// POST uploads one (multipart: state, number, expires, file), awaiting a shop admin's review.

export const handle: ServerHandle = { outsideRemix: true, bodyLimit: UPLOAD_BODY_LIMIT };

export async function loader({ request }: LoaderFunctionArgs) {
  const { companyId } = await requireCertificateManager(request);
  return Response.json((await listCompanyExemptions(companyId)).map(certificateJson));
}

export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const { user, companyId } = await requireCertificateManager(request);
      const answer = await uploadCertificate(request, user, companyId).catch((thrown: unknown) => {
        // The multipart reader's refusals (no form, a broken one, too many parts) as JSON.
        if (thrown instanceof Response) return thrown;
        throw thrown;
      });
      if (answer instanceof Response)
        return apiError(
          answer.status,
          answer.status === 413
            ? await answer.text()
            : "Send the certificate as multipart/form-data",
        );
      if (answer.status === "refused")
        return apiError(
          400,
          Object.values(answer.fieldErrors)[0]?.[0] ?? "Invalid fields",
          answer.fieldErrors,
        );
      return Response.json(certificateJson(answer.certificate), { status: 201 });
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/company/tax-exemptions",
      tags: ["Companies"],
      summary: "The caller's company's resale certificates (company admins), newest first",
      security: api.security.signedIn,
      responses: {
        200: api.answer("Its certificates", z.array(api.schemas.TaxExemption)),
        401: api.unauthenticated,
        403: api.error(exemptionTexts.companyAdminsOnly),
      },
    },
    {
      method: "post",
      path: "/api/company/tax-exemptions",
      tags: ["Companies"],
      summary: "Upload a resale certificate (company admins): it awaits a shop admin's review",
      description: `Once a shop admin verifies it (\`PUT /api/tax-exemptions/{id}\`), the company's orders shipped to its \`state\` and placed on or before \`expires\` (the shop's days) have sales tax 0, and their invoices say "${exemptionTexts.exemptLine("{number}", "{state}")}". The file is a PDF, JPEG, PNG or WebP (read from its bytes) of at most ${MAX_CERTIFICATE_MB} MB; only the company's admins and the shop's admins can download it.`,
      security: api.security.signedIn,
      request: {
        body: {
          content: {
            "multipart/form-data": {
              schema: z.object({
                state: z.enum(US_STATES).openapi({ description: "A US state's two-letter code" }),
                number: z.string().openapi({ description: "The certificate's number" }),
                expires: z
                  .string()
                  .openapi({ description: "Its last valid day, YYYY-MM-DD: today or later" }),
                file: z
                  .string()
                  .openapi({ format: "binary", description: "PDF, JPEG, PNG or WebP" }),
              }),
            },
          },
        },
      },
      responses: {
        201: api.answer("Recorded, awaiting review", api.schemas.TaxExemption),
        400: api.error(
          `A field is missing or wrong (\`fieldErrors\`): "${exemptionTexts.wrongType}", "${exemptionTexts.tooLarge(MAX_CERTIFICATE_MB)}", "${exemptionTexts.expiresPast}", an unknown state, ...`,
        ),
        401: api.unauthenticated,
        403: api.error(exemptionTexts.companyAdminsOnly),
      },
    },
  ];
}
