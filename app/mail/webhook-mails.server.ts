import { absoluteUrl } from "#app/utils/public-url.server.ts";
import { composeMail, type MailMessage } from "./compose.server";

/** To an admin: an endpoint failed for three days and was switched off (issue 50). */
export function webhookSwitchedOffMail(
  admin: { email: string; displayName: string },
  endpoint: { id: string; url: string },
): MailMessage {
  return composeMail("webhook-switched-off", admin.email, "A webhook endpoint was switched off", {
    greeting: `Hello ${admin.displayName},`,
    lead: [
      `Every delivery to ${endpoint.url} has failed for three days, so the shop switched the endpoint off. Its events wait as they are: switch it on again once it answers, and resend what it missed from its page.`,
    ],
    action: { label: "Open the endpoint", url: absoluteUrl(`/dashboard/webhooks/${endpoint.id}`) },
  });
}
