import type { ActionFunctionArgs } from "@remix-run/node";
import { verifyLogin } from "#app/models/user.server.ts";
import { apiLoginSchema } from "#app/schemas/api.ts";
import { issueAccessToken } from "#app/services/access-token.server.ts";
import { INVALID_LOGIN } from "#app/services/auth.server.ts";
import { isSignInLimited, TOO_MANY_ATTEMPTS } from "#app/services/rate-limit.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

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
