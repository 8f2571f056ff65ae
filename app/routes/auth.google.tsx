import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { safeRedirect } from "~/utils/safe-redirect";
import { authenticator } from "~/services/auth.server";
import { isGoogleEnabled } from "~/services/google-strategy.server";
import { isSignInLimited, TOO_MANY_ATTEMPTS } from "~/services/rate-limit.server";
import { returnToCookie } from "~/services/session.server";
import { readForm } from "~/utils/form.server";
import { invariantResponse } from "~/utils/invariant-response";
import { sharedTexts } from "~/messages";

// POST /auth/google: off to Google's account chooser, remembering where to come back to.
export async function action({ request, context }: ActionFunctionArgs) {
  invariantResponse(isGoogleEnabled, sharedTexts.googleNotSetUp, 404);
  invariantResponse(!(await isSignInLimited(context)), TOO_MANY_ATTEMPTS, 429);
  const returnTo = safeRedirect((await readForm(request.clone())).get("redirectTo"));
  try {
    await authenticator.authenticate("google", request);
  } catch (thrown) {
    // The strategy answers by throwing its redirect to Google; it carries our cookie too.
    if (thrown instanceof Response)
      thrown.headers.append("Set-Cookie", await returnToCookie.serialize(returnTo));
    throw thrown;
  }
  return redirect("/login");
}

export function loader() {
  return redirect("/login");
}
