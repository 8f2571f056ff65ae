import type { ActionFunctionArgs } from "@remix-run/node";
import { revokeAccessToken } from "#app/services/access-token.server.ts";
import { apiError, bearerToken, byMethod } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// POST /api/logout with `Authorization: Bearer <accessToken>`: ends that token's session at once.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const token = bearerToken(request);
      if (!token || !(await revokeAccessToken(token)))
        return apiError(401, "Send the bearer access token to end");
      return new Response(null, { status: 204 });
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "post",
      path: "/api/logout",
      tags: ["Accounts"],
      summary: "End an access token's session at once",
      security: api.security.bearerOnly,
      responses: {
        204: api.noContent,
        401: api.error("No bearer token, or one that is not (or no longer) valid"),
      },
    },
  ];
}
