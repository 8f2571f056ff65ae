import { getUserById } from "~/models/user.server";
import { requireAdmin } from "./auth.server";

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
  if (!user) throw new Response("That user no longer exists.", { status: 404 });
  if (user.id === admin.id) throw new Response(selfRefusal, { status: 400 });
  return user;
}
