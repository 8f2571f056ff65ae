import type { LoaderFunctionArgs } from "@remix-run/node";
import { AuthorizationError } from "remix-auth";
import { safeRedirect } from "~/utils/safe-redirect";
import { authenticator } from "~/services/auth.server";
import { isGoogleEnabled } from "~/services/google-strategy.server";
import { redirectSignedIn, returnToCookie } from "~/services/session.server";
import { redirectWithToast } from "~/services/toast.server";
import { invariantResponse } from "~/utils/invariant-response";
import { sharedTexts } from "~/messages";

// Google sends the visitor back here with a code; the strategy checks the state and fetches the profile.
export async function loader({ request }: LoaderFunctionArgs) {
  invariantResponse(isGoogleEnabled, sharedTexts.googleNotSetUp, 404);
  try {
    const user = await authenticator.authenticate("google", request, { throwOnError: true });
    const returnTo = safeRedirect(await returnToCookie.parse(request.headers.get("Cookie")));
    const headers = new Headers({
      "Set-Cookie": await returnToCookie.serialize("", { maxAge: 0 }),
    });
    return redirectSignedIn(user, returnTo, { headers });
  } catch (error) {
    if (!(error instanceof AuthorizationError)) throw error;
    return redirectWithToast("/login", {
      type: "error",
      message: `Google sign-in did not work: ${error.message}`,
    });
  }
}
