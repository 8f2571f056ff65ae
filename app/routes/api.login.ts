import type { ActionFunctionArgs } from "@remix-run/node";
import { verifyLogin } from "#app/models/user.server.ts";
import { apiLoginSchema, accessTokenJsonSchema } from "#app/schemas/api/auth.ts";
import { issueAccessToken } from "#app/services/access-token.server.ts";
import { INVALID_LOGIN } from "#app/services/auth.server.ts";
import { isSignInLimited, TOO_MANY_ATTEMPTS } from "#app/services/rate-limit.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// POST /api/login {email, password} -> {accessToken}: the spec's token for API clients.
export async function action({ request, context }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      if (await isSignInLimited(context)) return apiError(429, TOO_MANY_ATTEMPTS);
      const { email, password } = await parseJsonBody(request, apiLoginSchema);
      const user = await verifyLogin(email, password);
      if (!user) return apiError(401, INVALID_LOGIN);
      return Response.json({ accessToken: await issueAccessToken(user) });
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "post",
      path: "/api/login",
      tags: ["Accounts"],
      summary: "Sign in with a password and get an access token",
      request: { body: api.json(apiLoginSchema) },
      responses: {
        200: api.answer("Signed in", accessTokenJsonSchema),
        400: api.invalid,
        401: api.error("Invalid email or password (the same message for either)"),
        429: api.error("Too many sign-in attempts from this client this minute"),
      },
    },
  ];
}
