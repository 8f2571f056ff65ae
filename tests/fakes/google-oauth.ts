// Google's OAuth2 endpoints, played by oauth2-mock-server on loopback. Which account signs in is
// chosen per request, as a person would on Google's account chooser: the test adds
// `login_hint=<base64url JSON profile>` to the authorize request (see chooseGoogleAccount), and
// the profile travels with the code and the access token to the userinfo answer. No shared
// state, so parallel tests cannot see each other's accounts.
import { OAuth2Server } from "oauth2-mock-server";

export interface FakeGoogleProfile {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  picture?: string;
}

export const encodeProfile = (profile: FakeGoogleProfile) =>
  Buffer.from(JSON.stringify(profile)).toString("base64url");

export async function startFakeGoogle() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  const profilesByCode = new Map<string, FakeGoogleProfile>();

  server.service.on(
    "beforeAuthorizeRedirect",
    (redirect: { url: URL }, req: { query: Record<string, unknown> }) => {
      const hint = req.query.login_hint;
      const code = redirect.url.searchParams.get("code");
      if (typeof hint === "string" && code) {
        profilesByCode.set(code, JSON.parse(Buffer.from(hint, "base64url").toString()));
      }
    },
  );
  server.service.on(
    "beforeTokenSigning",
    (token: { payload: Record<string, unknown> }, req: { body?: Record<string, unknown> }) => {
      const profile = profilesByCode.get(String(req.body?.code));
      if (profile) token.payload.profile = profile;
    },
  );
  server.service.on(
    "beforeUserinfo",
    (
      response: { body: unknown; statusCode: number },
      req: { headers: Record<string, string | undefined> },
    ) => {
      const token = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
      const payload = JSON.parse(
        Buffer.from(token.split(".")[1] ?? "", "base64url").toString() || "{}",
      );
      if (payload.profile) response.body = payload.profile;
      else response.statusCode = 401;
    },
  );

  await server.start(0, "127.0.0.1");
  const url = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = url;
  return {
    url,
    env: {
      GOOGLE_CLIENT_ID: "storefront-test-client",
      GOOGLE_CLIENT_SECRET: "storefront-test-secret",
      GOOGLE_AUTHORIZATION_URL: `${url}/authorize`,
      GOOGLE_TOKEN_URL: `${url}/token`,
      GOOGLE_USERINFO_URL: `${url}/userinfo`,
    },
    stop: () => server.stop(),
  };
}
