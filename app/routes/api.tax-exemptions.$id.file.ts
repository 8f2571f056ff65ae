import { z } from "zod";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { exemptionTexts } from "#app/messages.ts";
import { certificateFile } from "#app/models/tax-exemption.server.ts";
import { mayReadCertificate } from "#app/routes/+company/certificate-upload.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/tax-exemptions/{id}/file: a certificate's file as uploaded, to its company's admins
// and the shop's admins (anyone else: 404). Always a download, never shown in the shop's own
// origin (a PDF or picture someone uploaded is no page of ours), and never kept by a cache.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const file = await certificateFile(params.id ?? "");
  if (!file || !mayReadCertificate(user, file.companyId))
    return apiError(404, exemptionTexts.noSuchCertificate);
  const name = encodeURIComponent(file.fileName);
  return new Response(new Uint8Array(file.fileBytes), {
    headers: {
      "Content-Type": file.fileType,
      "Content-Disposition": `attachment; filename="certificate-${file.state}.${extensionOf(file.fileType)}"; filename*=UTF-8''${name}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'",
    },
  });
}

const extensionOf = (type: string) => (type === "application/pdf" ? "pdf" : type.slice(6));

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/tax-exemptions/{id}/file",
      tags: ["Companies"],
      summary: "A resale certificate's file, as uploaded (its company's admins; shop admins)",
      security: api.security.signedIn,
      request: { params: api.idParam("certificate") },
      responses: {
        200: {
          description: "The file, as an attachment",
          content: {
            "application/pdf": { schema: z.string().openapi({ format: "binary" }) },
            "image/*": { schema: z.string().openapi({ format: "binary" }) },
          },
        },
        401: api.unauthenticated,
        404: api.error(`${exemptionTexts.noSuchCertificate} (another company's answers the same)`),
      },
    },
  ];
}
