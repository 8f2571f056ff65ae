import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { findLiveToken, type TokenPurpose } from "#app/models/user-token.server.ts";

/**
 * The loader of a mailed link's page (`?token=`: choose a new password, verify an address): the
 * token and its address while the link is good, or none and a 400 (the page offers a new link).
 * Only the page's post uses the link up, so a mail scanner opening it changes nothing.
 */
export function mailedLinkPage(purpose: TokenPurpose) {
  return async ({ request }: LoaderFunctionArgs) => {
    const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
    const live = token ? await findLiveToken(token, purpose) : undefined;
    return data(
      { token: live ? token : null, email: live?.email ?? null },
      { status: live ? 200 : 400 },
    );
  };
}
