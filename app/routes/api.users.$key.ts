import type { ActionFunctionArgs } from "@remix-run/node";
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
