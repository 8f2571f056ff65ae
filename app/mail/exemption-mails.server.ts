import { exemptionTexts } from "#app/messages.ts";
import { formatDate } from "#app/utils/dates.ts";
import { absoluteUrl } from "#app/utils/public-url.server.ts";
import { COMPANY_EXEMPTIONS_PATH, exemptionStatusLabel } from "#app/utils/tax-exemptions.ts";
import { composeMail, type MailMessage } from "./compose.server";

// The mail about a resale certificate (issue 48): the shop's decision, to each of the company's
// admins, with the admin's note and a link to the company's certificates.

/** What the mail tells of a reviewed certificate. */
export interface ReviewedCertificate {
  number: string;
  state: string;
  expires: string;
  status: "verified" | "rejected";
  note: string | null;
  companyName: string;
}

export function exemptionReviewedMail(
  to: { email: string; displayName: string },
  certificate: ReviewedCertificate,
): MailMessage {
  const verified = certificate.status === "verified";
  const about = `certificate ${certificate.number} (${certificate.state})`;
  return composeMail(
    "exemption-reviewed",
    to.email,
    `Resale certificate ${verified ? "verified" : "not accepted"}: ${about}`,
    {
      greeting: `Hello ${to.displayName},`,
      lead: verified
        ? [
            `We have verified ${certificate.companyName}'s resale ${about}.`,
            `Orders your company's buyers ship to ${certificate.state} until ${formatDate(certificate.expires)} are exempt from sales tax; their invoices name the certificate.`,
            ...(certificate.note ? [`Our note: ${certificate.note}`] : []),
          ]
        : [
            `We are sorry: we cannot accept ${certificate.companyName}'s resale ${about}.`,
            `Why: ${certificate.note ?? ""}`,
            "Orders to that state are taxed as usual. You may upload a corrected certificate.",
          ],
      action: { label: "See your certificates", url: absoluteUrl(COMPANY_EXEMPTIONS_PATH) },
      facts: [
        ["Certificate", certificate.number],
        ["State", certificate.state],
        ["Expires", formatDate(certificate.expires)],
        ["Status", exemptionStatusLabel(certificate.status)],
      ],
      tail: verified ? [exemptionTexts.exemptLine(certificate.number, certificate.state)] : [],
    },
  );
}
