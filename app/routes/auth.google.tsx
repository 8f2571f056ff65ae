import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { safeRedirect } from "#app/utils/safe-redirect.ts";
import { authenticator } from "#app/services/auth.server.ts";
import { isGoogleEnabled } from "#app/services/google-strategy.server.ts";
import { isSignInLimited, TOO_MANY_ATTEMPTS } from "#app/services/rate-limit.server.ts";
import { returnToCookie } from "#app/services/session.server.ts";
import { readForm } from "#app/utils/form.server.ts";
import { invariantResponse } from "@epic-web/invariant";
import { sharedTexts } from "#app/messages.ts";

// POST /auth/google: off to Google's account chooser, remembering where to come back to.
export async function action({ request, context }: ActionFunctionArgs) {
  invariantResponse(isGoogleEnabled, sharedTexts.googleNotSetUp, { status: 404 });
  invariantResponse(!(await isSignInLimited(context)), TOO_MANY_ATTEMPTS, { status: 429 });
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
