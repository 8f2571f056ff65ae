import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { LINKS_PER_ADDRESS_A_DAY, sendVerification } from "#app/models/account-links.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { isSignInLimited, TOO_MANY_ATTEMPTS } from "#app/services/rate-limit.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { readForm } from "#app/utils/form.server.ts";
import { invariantResponse } from "@epic-web/invariant";

const PROFILE = "/dashboard/myprofile";

/** The form says what it wants: a post without it (a stray or forged body) sends nothing. */
const resendSchema = z.object({ intent: z.literal("send-verification") });

// Only the profile's "Send a new link" form posts here; a visit goes to the profile.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return redirect(PROFILE);
}

// Limited like sign-in per client, at most one link a minute per account and five a day per
// address.
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = resendSchema.safeParse(Object.fromEntries(await readForm(request)));
  invariantResponse(form.success, "Send the form of My Profile to get a new link.", {
    status: 400,
  });
  if (await isSignInLimited(context))
    return redirectWithToast(PROFILE, { type: "error", message: TOO_MANY_ATTEMPTS });
  const outcome = await sendVerification(user);
  return redirectWithToast(
    PROFILE,
    outcome === "sent"
      ? {
          type: "success",
          message: `We have sent a new link to ${user.email}. It works once, for one day.`,
        }
      : outcome === "verified"
        ? { type: "info", message: "Your address is already verified." }
        : outcome === "too-soon"
          ? {
              type: "error",
              message: "A link was sent less than a minute ago: please check your mail first.",
            }
          : {
              type: "error",
              message: `We have sent ${LINKS_PER_ADDRESS_A_DAY} links to ${user.email} today: please use the newest one, or ask again tomorrow.`,
            },
  );
}
