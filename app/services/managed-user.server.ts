import { getUserById } from "#app/models/user.server.ts";
import { requireAdmin } from "./auth.server";
import { invariantResponse } from "#app/utils/invariant-response.ts";

/**
 * For the admin pages that act on another user (delete, role): the user, a 404 page if gone,
 * or a 400 page with `selfRefusal` when the admin names themself.
 */
export async function requireOtherUser(
  request: Request,
  id: string | undefined,
  selfRefusal: string,
) {
  const admin = await requireAdmin(request);
  const user = await getUserById(id ?? "");
  invariantResponse(user, "That user no longer exists.", 404);
  invariantResponse(user.id !== admin.id, selfRefusal, 400);
  return user;
}
