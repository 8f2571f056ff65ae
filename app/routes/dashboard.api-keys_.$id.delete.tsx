import { invariantResponse } from "@epic-web/invariant";
import { ConfirmDeletion } from "#app/components/confirm.tsx";
import { apiKeyTexts } from "#app/messages.ts";
import { getApiKey, revokeApiKey } from "#app/models/api-key.server.ts";
import { adminDeletionPage } from "#app/routes/+dashboard/deletion-page.server.ts";

// Revoke: the key's row stays (the list says when it was revoked); the key opens nothing more.
const { loader, action } = adminDeletionPage({
  lists: ["/dashboard/api-keys"],
  find: async (params) => {
    const key = await getApiKey(params.id ?? "");
    invariantResponse(key, apiKeyTexts.noSuchKey, { status: 404 });
    return key;
  },
  question: (key) => apiKeyTexts.confirmRevoke(key.name),
  remove: async (key) =>
    (await revokeApiKey(key.id))
      ? apiKeyTexts.revoked(key.name)
      : { type: "error", message: apiKeyTexts.alreadyRevoked },
});

export { loader, action };
export default ConfirmDeletion;
