import { absoluteUrl } from "#app/utils/public-url.server.ts";
import { composeMail, type MailMessage } from "./compose.server";

// The mails about an account. Their links carry a single-use token (see user-token.server.ts).

export function verifyEmailMail(
  user: { email: string; displayName: string },
  token: string,
): MailMessage {
  return composeMail("verify-email", user.email, "Confirm your email address", {
    greeting: `Hello ${user.displayName},`,
    lead: [
      "Please confirm that this address is yours by opening the link below. It works once, for one day.",
    ],
    action: {
      label: "Confirm my address",
      url: absoluteUrl(`/verify-email?${new URLSearchParams({ token })}`),
    },
    tail: ["If you did not create an account with us, you can ignore this mail."],
  });
}

export function resetPasswordMail(
  user: { email: string; displayName: string },
  token: string,
): MailMessage {
  return composeMail("reset-password", user.email, "Reset your password", {
    greeting: `Hello ${user.displayName},`,
    lead: [
      "Someone (we hope you) asked to reset the password of your account. The link below sets a new one; it works once, for one hour, and signs out every other device.",
    ],
    action: {
      label: "Choose a new password",
      url: absoluteUrl(`/reset-password?${new URLSearchParams({ token })}`),
    },
    tail: ["If you did not ask for this, ignore this mail: your password stays as it is."],
  });
}
