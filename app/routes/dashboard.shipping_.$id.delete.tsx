import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "#app/components/confirm.tsx";
import { shippingTaxTexts, messages } from "#app/messages.ts";
import { deleteShippingMethod } from "#app/models/shipping-method.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { returnPathOfPage, returnPathOfPost } from "#app/services/confirm-return.server.ts";
import { requireShippingMethod } from "#app/services/managed-shipping-method.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";

const LIST: [string] = ["/dashboard/shipping"];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const method = await requireShippingMethod(params.id);
  return { message: messages.confirmDelete(method.name), back: returnPathOfPage(request, LIST) };
}

// Orders charged for this method keep their own copy of its name and price.
export async function action({ request, params }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const method = await requireShippingMethod(params.id);
  const back = await returnPathOfPost(request, LIST);
  await deleteShippingMethod(method.id);
  return redirectWithToast(back, {
    type: "success",
    message: shippingTaxTexts.shippingMethodDeleted(method.name),
  });
}

export default function ConfirmDeleteShippingMethod() {
  const { message, back } = useLoaderData<typeof loader>();
  return <ConfirmPage message={message} cancelUrl={back} />;
}
