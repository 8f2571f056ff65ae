import { invariantResponse } from "@epic-web/invariant";
import { ConfirmDeletion } from "#app/components/confirm.tsx";
import { webhookTexts } from "#app/messages.ts";
import { deleteEndpoint, getEndpoint } from "#app/models/webhook-endpoint.server.ts";
import { adminDeletionPage } from "#app/routes/+dashboard/deletion-page.server.ts";

// Delete: the endpoint and its deliveries go; nothing more is sent there.
const { loader, action } = adminDeletionPage({
  lists: ["/dashboard/webhooks"],
  find: async (params) => {
    const endpoint = await getEndpoint(params.id ?? "");
    invariantResponse(endpoint, webhookTexts.noSuchEndpoint, { status: 404 });
    return endpoint;
  },
  question: (endpoint) => webhookTexts.confirmDelete(endpoint.url),
  remove: async (endpoint) =>
    (await deleteEndpoint(endpoint.id))
      ? webhookTexts.deleted(endpoint.url)
      : { type: "error", message: webhookTexts.noSuchEndpoint },
});

export { loader, action };
export default ConfirmDeletion;
