import { exemptionTexts } from "#app/messages.ts";

// The vocabulary of resale certificates (issue 48), for every layer: the database's statuses
// (migration 0033), their labels on the pages, in mails and in the API.

export const EXEMPTION_STATUSES = ["pending", "verified", "rejected"] as const;
export type ExemptionStatus = (typeof EXEMPTION_STATUSES)[number];

export const exemptionStatusLabel = (status: string) =>
  exemptionTexts.statusLabels[status as ExemptionStatus] ?? status;

/** The longest note an admin writes on a review (the database holds the same bound). */
export const MAX_EXEMPTION_NOTE = 1000;

/** The largest certificate file taken: a scan of a few pages. */
export const MAX_CERTIFICATE_MB = 5;
export const MAX_CERTIFICATE_BYTES = MAX_CERTIFICATE_MB * 1024 * 1024;

/** The company admin's page of certificates, and the shop admins' review queue. */
export const COMPANY_EXEMPTIONS_PATH = "/dashboard/company/tax-exemptions";
export const EXEMPTIONS_REVIEW_PATH = "/dashboard/tax-exemptions";

/** Where a certificate's file is downloaded (its company's admins and the shop's admins). */
export const certificateFilePath = (id: string) => `/api/tax-exemptions/${id}/file`;
