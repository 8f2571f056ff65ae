import { invariantResponse } from "@epic-web/invariant";
import { getUserById, type User } from "#app/models/user.server.ts";
import { requireUser } from "#app/services/auth.server.ts";

/**
 * For the admin pages that act on another user (delete, role, price group): the user `admin`
 * names, a 404 page if gone, or a 400 page with `selfRefusal` when the admin names themself.
 */
export async function otherUser(admin: User, id: string | undefined, selfRefusal: string) {
  const user = await getUserById(id ?? "");
  invariantResponse(user, "That user no longer exists.", { status: 404 });
  invariantResponse(user.id !== admin.id, selfRefusal, { status: 400 });
  return user;
}

/** `otherUser` for the admin signed in on this request (anyone else: the 403 page). */
export async function requireOtherUser(
  request: Request,
  id: string | undefined,
  selfRefusal: string,
) {
  return otherUser(await requireUser(request, "admin"), id, selfRefusal);
}
