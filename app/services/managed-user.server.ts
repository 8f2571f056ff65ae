import { invariantResponse } from "@epic-web/invariant";
import { getUserById } from "#app/models/user.server.ts";
import { requireUser } from "./auth.server";

/**
 * For the admin pages that act on another user (delete, role): the user, a 404 page if gone,
 * or a 400 page with `selfRefusal` when the admin names themself.
 */
export async function requireOtherUser(
  request: Request,
  id: string | undefined,
  selfRefusal: string,
) {
  const admin = await requireUser(request, "admin");
  const user = await getUserById(id ?? "");
  invariantResponse(user, "That user no longer exists.", { status: 404 });
  invariantResponse(user.id !== admin.id, selfRefusal, { status: 400 });
  return user;
}
