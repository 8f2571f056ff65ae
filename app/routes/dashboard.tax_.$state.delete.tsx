import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { invariantResponse } from "@epic-web/invariant";
import { ConfirmPage } from "#app/components/confirm.tsx";
import { messages, shippingTaxTexts } from "#app/messages.ts";
import { deleteTaxRate, getTaxRate } from "#app/models/tax-rate.server.ts";
import { stateName } from "#app/schemas/us-states.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { returnPathOfPage, returnPathOfPost } from "#app/services/confirm-return.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";

const LIST: [string] = ["/dashboard/tax"];

/** The rate an admin asked to remove, or the 404 page (no rate for that state, or none now). */
async function requireTaxRate(request: Request, state: string | undefined) {
  await requireUser(request, "admin");
  const rate = await getTaxRate(state ?? "");
  invariantResponse(rate, shippingTaxTexts.noTaxRate, { status: 404 });
  return rate;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const rate = await requireTaxRate(request, params.state);
  return {
    message: messages.confirmDelete(`the tax rate of ${stateName(rate.state)}`),
    back: returnPathOfPage(request, LIST),
  };
}

// Placed orders keep the tax they were charged; only later checkouts see the state untaxed.
export async function action({ request, params }: ActionFunctionArgs) {
  const rate = await requireTaxRate(request, params.state);
  const back = await returnPathOfPost(request, LIST);
  await deleteTaxRate(rate.state);
  return redirectWithToast(back, {
    type: "success",
    message: shippingTaxTexts.taxRateRemoved(stateName(rate.state)),
  });
}

export default function ConfirmRemoveTaxRate() {
  const { message, back } = useLoaderData<typeof loader>();
  return <ConfirmPage message={message} cancelUrl={back} />;
}
