import { exemptionTexts } from "#app/messages.ts";
import { isCompanyAdmin } from "#app/models/company.server.ts";
import { recordExemption, type CertificateRecord } from "#app/models/tax-exemption.server.ts";
import { isAdmin, type User } from "#app/models/user.server.ts";
import { exemptionUploadSchema } from "#app/schemas/tax-exemption.ts";
import {
  CertificateRejectedError,
  readCertificateFile,
} from "#app/services/certificate-file.server.ts";
import { readMultipartForm } from "#app/services/multipart.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { refusal } from "#app/utils/api.server.ts";
import { shopToday } from "#app/utils/clock.server.ts";
import { parseSubmission } from "#app/utils/form.server.ts";
import { MAX_CERTIFICATE_MB } from "#app/utils/tax-exemptions.ts";

// A company admin's upload of a resale certificate (issue 48), the one reading of the page's
// form and of POST /api/company/tax-exemptions: the fields by their schema (the expiry against
// the shop's today), the file by its bytes and size, then the record, awaiting review.

/**
 * The signed-in admin of a company and that company: everyone else is refused in the caller's
 * terms (a page sends a visitor to sign in and shows others its 403; the API answers 401 or 403).
 */
export async function requireCertificateManager(
  request: Request,
): Promise<{ user: User; companyId: string }> {
  const user = await requireUser(request);
  if (!isCompanyAdmin(user) || !user.companyId)
    throw refusal(request, 403, {
      page: exemptionTexts.companyAdminsOnly,
      api: exemptionTexts.companyAdminsOnly,
    });
  return { user, companyId: user.companyId };
}

/** Whether the user may read a certificate of `companyId`: its company's admins and the shop's. */
export const mayReadCertificate = (user: User, companyId: string) =>
  isAdmin(user) || isCompanyAdmin(user, companyId);

export type CertificateUploadAnswer =
  | { status: "recorded"; certificate: CertificateRecord }
  | {
      status: "refused";
      submission: ReturnType<typeof parseSubmission<ReturnType<typeof exemptionUploadSchema>>>;
      fieldErrors: Record<string, string[]>;
    };

/**
 * Reads and records an upload of `companyId`'s admin `user`: every problem at once, per field
 * (a file over the limit stops the read: said on the file's field). A body that is no form at
 * all is thrown as its 4xx by the multipart reader.
 */
export async function uploadCertificate(
  request: Request,
  user: User,
  companyId: string,
): Promise<CertificateUploadAnswer> {
  const upload = await readMultipartForm(request);
  const formData = upload.formData ?? new FormData();
  const submission = parseSubmission(formData, exemptionUploadSchema(shopToday()));
  // A file over the limit stopped the read: the other fields never arrived, so it alone is said.
  if (upload.tooLarge)
    return {
      status: "refused",
      submission,
      fieldErrors: { file: [exemptionTexts.tooLarge(MAX_CERTIFICATE_MB)] },
    };
  const fieldErrors: Record<string, string[]> = {};
  if (submission.status !== "success")
    for (const [name, messages] of Object.entries(submission.error ?? {}))
      if (messages?.length) fieldErrors[name] = messages;
  let file: Awaited<ReturnType<typeof readCertificateFile>> | null = null;
  try {
    file = await readCertificateFile(formData.get("file"));
  } catch (error) {
    if (!(error instanceof CertificateRejectedError)) throw error;
    fieldErrors.file = [error.message];
  }
  if (submission.status !== "success" || !file)
    return { status: "refused", submission, fieldErrors };
  const certificate = await recordExemption({
    ...submission.value,
    companyId,
    uploadedBy: user.id,
    file,
  });
  return { status: "recorded", certificate };
}
