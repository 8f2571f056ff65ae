import type { ActionFunctionArgs } from "@remix-run/node";
import { verifyLogin } from "~/models/user.server";
import { apiLoginSchema } from "~/schemas/api";
import { issueAccessToken } from "~/services/access-token.server";
import { INVALID_LOGIN } from "~/services/auth.server";
import { isSignInLimited, TOO_MANY_ATTEMPTS } from "~/services/rate-limit.server";
import { apiError, byMethod, parseJsonBody } from "~/utils/api.server";

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
