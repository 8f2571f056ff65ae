import { absoluteUrl } from "#app/utils/public-url.server.ts";
import { composeMail, type MailMessage } from "./compose.server";

// The mails about an account. Their links carry a single-use token (see user-token.server.ts).

type Account = { email: string; displayName: string };

// What each mail says; its one action is a page of ours that takes the token (`path?token=`).
const TOKEN_MAILS = {
  "verify-email": {
    subject: "Confirm your email address",
    lead: "Please confirm that this address is yours by opening the link below. It works once, for one day.",
    action: { label: "Confirm my address", path: "/verify-email" },
    tail: "If you did not create an account with us, you can ignore this mail.",
  },
  "reset-password": {
    subject: "Reset your password",
    lead: "Someone (we hope you) asked to reset the password of your account. The link below sets a new one; it works once, for one hour, and signs out every other device.",
    action: { label: "Choose a new password", path: "/reset-password" },
    tail: "If you did not ask for this, ignore this mail: your password stays as it is.",
  },
} as const;

function tokenMail(kind: keyof typeof TOKEN_MAILS, user: Account, token: string): MailMessage {
  const { subject, lead, action, tail } = TOKEN_MAILS[kind];
  return composeMail(kind, user.email, subject, {
    greeting: `Hello ${user.displayName},`,
    lead: [lead],
    action: {
      label: action.label,
      url: absoluteUrl(`${action.path}?${new URLSearchParams({ token })}`),
    },
    tail: [tail],
  });
}

export const verifyEmailMail = (user: Account, token: string) =>
  tokenMail("verify-email", user, token);

export const resetPasswordMail = (user: Account, token: string) =>
  tokenMail("reset-password", user, token);
