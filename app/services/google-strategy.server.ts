import { GoogleStrategy } from "remix-auth-google";
import type { User } from "#app/models/user.server.ts";
import { findOrCreateGoogleUser } from "#app/models/user.server.ts";
import { env } from "#app/utils/env.server.ts";

export const GOOGLE_CALLBACK_PATH = "/auth/google/callback";

/** Without a client id and secret there is no Google sign-in, and no button for it. */
export const isGoogleEnabled = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);

const GOOGLE_AUTHORIZATION_URL = "https://accounts.google.com/o/oauth2/v2/auth";

/** Where the sign-in form's redirect goes: the CSP's form-action must allow it. */
export const googleFormOrigins = isGoogleEnabled
  ? [new URL(env.GOOGLE_AUTHORIZATION_URL ?? GOOGLE_AUTHORIZATION_URL).origin]
  : [];

/** Google's endpoints, unless the environment points them elsewhere (a local OAuth2 server in tests). */
class ConfigurableGoogleStrategy extends GoogleStrategy<User> {
  constructor(
    options: ConstructorParameters<typeof GoogleStrategy<User>>[0],
    endpoints: { authorizationURL?: string; tokenURL?: string; userInfoURL?: string },
    verify: ConstructorParameters<typeof GoogleStrategy<User>>[1],
  ) {
    super(options, verify);
    if (endpoints.authorizationURL) this.authorizationURL = endpoints.authorizationURL;
    if (endpoints.tokenURL) this.tokenURL = endpoints.tokenURL;
    // remix-auth-google keeps this one private and fixed; it is only a URL it fetches.
    if (endpoints.userInfoURL) Reflect.set(this, "userInfoURL", endpoints.userInfoURL);
  }
}

export function createGoogleStrategy() {
  if (!isGoogleEnabled || !env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return new ConfigurableGoogleStrategy(
    {
      clientID: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      callbackURL: env.GOOGLE_CALLBACK_URL ?? GOOGLE_CALLBACK_PATH,
      prompt: "select_account",
    },
    {
      authorizationURL: env.GOOGLE_AUTHORIZATION_URL,
      tokenURL: env.GOOGLE_TOKEN_URL,
      userInfoURL: env.GOOGLE_USERINFO_URL,
    },
    async ({ profile }) => {
      const email = profile._json.email;
      // An unverified address could belong to anyone: it must not open an existing account.
      if (!email || !profile._json.email_verified) {
        throw new Error("Your Google account's email address is not verified.");
      }
      return findOrCreateGoogleUser({
        email,
        displayName: profile.displayName || email.split("@")[0]!,
        photoURL: profile._json.picture || null,
      });
    },
  );
}
