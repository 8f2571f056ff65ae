import type { ActionFunctionArgs } from "@remix-run/node";
import { verifyLogin } from "~/models/user.server";
import { apiLoginSchema } from "~/schemas/api";
import { issueAccessToken } from "~/services/access-token.server";
import { INVALID_LOGIN } from "~/services/auth.server";
import { apiError, byMethod, parseJsonBody } from "~/utils/api.server";

// POST /api/login {email, password} -> {accessToken}: the spec's token for API clients.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const { email, password } = await parseJsonBody(request, apiLoginSchema);
      const user = await verifyLogin(email, password);
      if (!user) return apiError(401, INVALID_LOGIN);
      return Response.json({ accessToken: await issueAccessToken(user) });
    },
  });
}
