import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { safeRedirect } from "~/utils/safe-redirect";
import { authenticator } from "~/services/auth.server";
import { isGoogleEnabled } from "~/services/google-strategy.server";
import { isSignInLimited, TOO_MANY_ATTEMPTS } from "~/services/rate-limit.server";
import { returnToCookie } from "~/services/session.server";
import { readForm } from "~/utils/form.server";

// POST /auth/google: off to Google's account chooser, remembering where to come back to.
export async function action({ request, context }: ActionFunctionArgs) {
  if (!isGoogleEnabled) throw new Response("Google sign-in is not set up", { status: 404 });
  if (await isSignInLimited(context)) throw new Response(TOO_MANY_ATTEMPTS, { status: 429 });
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
