import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  deleteUser,
  getUserByEmail,
  getUserById,
  isAdmin,
  makeAdmin,
  updateProfile,
  userJson,
} from "#app/models/user.server.ts";
import { findPriceGroup, priceGroups, setUserPriceGroup } from "#app/models/price-group.server.ts";
import { userUpdateApiSchema } from "#app/schemas/profile.ts";
import { issueAccessToken } from "#app/services/access-token.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import { priceGroupTexts, sharedTexts } from "#app/messages.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { userUpdateJsonSchema } from "#app/schemas/api/users.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// The spec puts two calls on one path: PUT /users/{email} and DELETE /users/{id}.
export async function action({ request, params }: ActionFunctionArgs) {
  const key = params.key ?? "";
  return byMethod(request, {
    PUT: () => updateUser(request, key.toLowerCase()),
    DELETE: () => removeUser(request, key),
  });
}

// PUT /api/users/:email: profile fields by that user, or {role: "admin"} or {priceGroup} by an
// admin (issue 40: a customer's group by id or name, null for list prices; admins have none).
async function updateUser(request: Request, email: string) {
  const caller = await requireUser(request);
  const body = await parseJsonBody(request, userUpdateApiSchema);
  const { role, priceGroup, email: _sameEmail, ...fields } = body;
  const self = caller.email === email;
  const editsProfile = Object.keys(fields).length > 0;
  const setsGroup = priceGroup !== undefined;
  if (role && !isAdmin(caller)) return apiError(403, "Only an admin may make admins");
  if (setsGroup && !isAdmin(caller))
    return apiError(403, "Only an admin may put customers in price groups");
  // Anything but an admin's change (profile fields, or the spec's bare {email} for a token) is
  // one's own.
  if ((editsProfile || (!role && !setsGroup)) && !self)
    return apiError(403, "You may only edit your own profile");

  const user = await getUserByEmail(email);
  if (!user) return apiError(404, sharedTexts.noUserWithEmail);
  // The group is judged before anything is written: a refusal changes nothing.
  const group = priceGroup ? await findPriceGroup(priceGroup) : null;
  if (priceGroup && !group) return apiError(400, priceGroupTexts.unknownGroup);
  // setUserPriceGroup touches a customer's row only; one being made admin gets no group either.
  if (setsGroup && (role || !(await setUserPriceGroup(user.id, group?.id ?? null))))
    return apiError(400, priceGroupTexts.adminsPayListPrices);
  if (role) await makeAdmin(user.id);
  if (editsProfile) await updateProfile(user.id, fields);

  const updated = userJson((await getUserById(user.id))!, await priceGroups());
  return Response.json(
    self ? { accessToken: await issueAccessToken(user), user: updated } : { user: updated },
  );
}

// DELETE /api/users/:id: admins only, and never themselves.
async function removeUser(request: Request, id: string) {
  const admin = await requireUser(request, "admin");
  if (id === admin.id) return apiError(409, "You cannot delete your own account");
  return (await deleteUser(id))
    ? new Response(null, { status: 204 })
    : apiError(404, sharedTexts.noUserWithId);
}

// The spec puts two calls on one path: PUT /users/{email} and DELETE /users/{id}.
const userKey = () =>
  z.object({
    key: z.string().openapi({ description: "The user's email for PUT, their _id for DELETE" }),
  });

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "put",
      path: "/api/users/{key}",
      tags: ["Accounts"],
      summary:
        "Update one's own profile fields, or make a user an admin or set a customer's price group (admins)",
      description:
        "Any subset of the profile's fields updates one's own profile; `{role: \"admin\"}` by an admin promotes that user (and takes them out of any price group); `{priceGroup}` by an admin puts a customer in a price group (its `_id` or name, see `GET /api/price-groups`) or back on list prices (`null`). One's own update also answers a fresh access token.",
      security: api.security.signedIn,
      request: { params: userKey(), body: api.json(userUpdateApiSchema) },
      responses: {
        200: api.answer("The updated user", userUpdateJsonSchema),
        400: api.error(
          `The body is invalid (\`fieldErrors\`), or: ${priceGroupTexts.unknownGroup}; ${priceGroupTexts.adminsPayListPrices}`,
        ),
        401: api.unauthenticated,
        403: api.error("Someone else's profile, or a promotion or price group set by a customer"),
        404: api.error(sharedTexts.noUserWithEmail),
        429: api.tooMany,
      },
    },
    {
      method: "delete",
      path: "/api/users/{key}",
      tags: ["Accounts"],
      summary: "Delete a user (admins; never oneself); their orders and reviews stay",
      security: api.security.signedIn,
      request: { params: userKey() },
      responses: {
        204: api.noContent,
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: api.error(sharedTexts.noUserWithId),
        409: api.error("An admin cannot delete their own account"),
        429: api.tooMany,
      },
    },
  ];
}
