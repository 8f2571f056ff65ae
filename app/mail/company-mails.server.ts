import { companyTexts } from "#app/messages.ts";
import { formatDollars } from "#app/utils/money.ts";
import { formatDateTime } from "#app/utils/dates.ts";
import { absoluteUrl } from "#app/utils/public-url.server.ts";
import { composeMail, type MailMessage } from "./compose.server";

// The mails of a company's life (issue 48). An invitation's link carries its single-use token;
// once the mail has left the shop its stored copy loses it (secret-links.ts).

export interface InvitationMail {
  email: string;
  company: string;
  inviter: string;
  role: "admin" | "buyer";
  /** Cents per order; null: no limit. */
  spendingLimit: number | null;
  expiresAt: string;
}

/** The page that joins the invited company on sign-up or sign-in (`/join-company?token=`). */
export const invitationPath = (token: string) => `/join-company?${new URLSearchParams({ token })}`;

export function companyInvitationMail(invitation: InvitationMail, token: string): MailMessage {
  const { company, inviter, role, spendingLimit, expiresAt } = invitation;
  return composeMail(
    "company-invitation",
    invitation.email,
    `${inviter} invites you to buy for ${company}`,
    {
      greeting: "Hello,",
      lead: [
        `${inviter} invites you to order tools for ${company} on our shop, with the company's prices and addresses. Create an account or sign in through the link below to join it. The link works once.`,
      ],
      action: { label: `Join ${company}`, url: absoluteUrl(invitationPath(token)) },
      facts: [
        ["Company", company],
        ["Role", companyTexts.roleLabel(role)],
        [
          "Spending limit",
          spendingLimit === null
            ? companyTexts.noLimit
            : `${formatDollars(spendingLimit)} per order`,
        ],
        ["Link valid until", formatDateTime(expiresAt)],
      ],
      tail: ["If you did not expect this invitation, you can ignore this mail."],
    },
  );
}
