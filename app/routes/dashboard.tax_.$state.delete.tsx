import { invariantResponse } from "@epic-web/invariant";
import { ConfirmDeletion } from "#app/components/confirm.tsx";
import { messages, shippingTaxTexts } from "#app/messages.ts";
import { deleteTaxRate, getTaxRate } from "#app/models/tax-rate.server.ts";
import { stateName } from "#app/schemas/us-states.ts";
import { adminDeletionPage } from "#app/routes/+dashboard/deletion-page.server.ts";

const { loader, action } = adminDeletionPage({
  lists: ["/dashboard/tax"],
  // The rate an admin asked to remove, or the 404 page (no rate for that state, or none now).
  find: async (params) => {
    const rate = await getTaxRate(params.state ?? "");
    invariantResponse(rate, shippingTaxTexts.noTaxRate, { status: 404 });
    return rate;
  },
  question: (rate) => messages.confirmDelete(`the tax rate of ${stateName(rate.state)}`),
  // Placed orders keep the tax they were charged; only later checkouts see the state untaxed.
  remove: async (rate) => {
    await deleteTaxRate(rate.state);
    return shippingTaxTexts.taxRateRemoved(stateName(rate.state));
  },
});

export { loader, action };
export default ConfirmDeletion;
