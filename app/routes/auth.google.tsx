import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { safeRedirect } from "remix-utils/safe-redirect";
import { authenticator } from "~/services/auth.server";
import { isGoogleEnabled } from "~/services/google-strategy.server";
import { returnToCookie } from "~/services/session.server";

// POST /auth/google: off to Google's account chooser, remembering where to come back to.
export async function action({ request }: ActionFunctionArgs) {
  if (!isGoogleEnabled) throw new Response("Google sign-in is not set up", { status: 404 });
  const returnTo = safeRedirect((await request.clone().formData()).get("redirectTo"));
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
