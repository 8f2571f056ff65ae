import type { LoaderFunctionArgs } from "@remix-run/node";
import { priceGroups } from "#app/models/price-group.server.ts";
import { getUserByEmail, isAdmin, userJson } from "#app/models/user.server.ts";
import { emailQuerySchema } from "#app/schemas/api/users.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, parseApiQuery } from "#app/utils/api.server.ts";
import { sharedTexts } from "#app/messages.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/users?email=: a profile; one's own, or anyone's for an admin.
export async function loader({ request }: LoaderFunctionArgs) {
  const caller = await requireUser(request);
  const { email } = parseApiQuery(request, emailQuerySchema, ["email"]);
  if (!email)
    return apiError(400, "Give the email: /api/users?email=...", {
      email: [sharedTexts.required],
    });
  if (email !== caller.email && !isAdmin(caller))
    return apiError(403, "You may only read your own profile");
  const user = await getUserByEmail(email);
  return user
    ? Response.json(userJson(user, await priceGroups()))
    : apiError(404, sharedTexts.noUserWithEmail);
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/users",
      tags: ["Accounts"],
      summary: "One's own profile, or anyone's for an admin",
      security: api.security.signedIn,
      request: { query: emailQuerySchema },
      responses: {
        200: api.answer("The profile (never a password)", api.schemas.User),
        400: api.invalid,
        401: api.unauthenticated,
        403: api.error("A customer asked for someone else's profile"),
        404: api.error(sharedTexts.noUserWithEmail),
      },
    },
  ];
}
