import type { LoaderFunctionArgs } from "@remix-run/node";
import { AuthorizationError } from "remix-auth";
import { safeRedirect } from "#app/utils/safe-redirect.ts";
import { authenticator } from "#app/services/auth.server.ts";
import { isGoogleEnabled } from "#app/services/google-strategy.server.ts";
import { redirectSignedIn, returnToCookie } from "#app/services/session.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { invariantResponse } from "@epic-web/invariant";
import { sharedTexts } from "#app/messages.ts";

// Google sends the visitor back here with a code; the strategy checks the state and fetches the profile.
export async function loader({ request }: LoaderFunctionArgs) {
  invariantResponse(isGoogleEnabled, sharedTexts.googleNotSetUp, { status: 404 });
  try {
    const user = await authenticator.authenticate("google", request, { throwOnError: true });
    const returnTo = safeRedirect(await returnToCookie.parse(request.headers.get("Cookie")));
    const headers = new Headers({
      "Set-Cookie": await returnToCookie.serialize("", { maxAge: 0 }),
    });
    return redirectSignedIn(request, user, returnTo, { headers });
  } catch (error) {
    if (!(error instanceof AuthorizationError)) throw error;
    return redirectWithToast("/login", {
      type: "error",
      message: `Google sign-in did not work: ${error.message}`,
    });
  }
}
