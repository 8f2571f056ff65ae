import { API_KEY_PREFIX, findLiveApiKey } from "#app/models/api-key.server.ts";
import { isAdmin, type User } from "#app/models/user.server.ts";
import { apiKeyTexts } from "#app/messages.ts";
import { apiError, isApiCall } from "#app/utils/api.server.ts";
import { accessOf } from "#app/utils/api-scopes.ts";

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/**
 * Who an API key acts for on this call: the admin who made it, while the key is live, they are
 * still an admin and the call is one the key's scopes cover. A key is no session: on a page it is
 * no one (null). A call it may not make is refused here, with a 403 naming the scope it lacks.
 */
export async function userFromApiKey(request: Request, key: string): Promise<User | null> {
  if (!isApiCall(request)) return null;
  const live = await findLiveApiKey(key);
  if (!live || !isAdmin(live.user)) return null;
  const { pathname } = new URL(request.url);
  const access = accessOf(request.method, pathname);
  if (access === "public") return live.user;
  if (access === undefined || access === "people") throw apiError(403, apiKeyTexts.notForKeys);
  if (!live.scopes.includes(access)) throw apiError(403, apiKeyTexts.missingScope(access));
  return live.user;
}
