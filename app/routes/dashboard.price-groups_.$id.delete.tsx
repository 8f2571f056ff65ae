import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "#app/components/confirm.tsx";
import { priceGroupTexts } from "#app/messages.ts";
import { deletePriceGroup, listPriceGroups } from "#app/models/price-group.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { returnPathOfPage, returnPathOfPost } from "#app/services/confirm-return.server.ts";
import { requirePriceGroup } from "#app/services/managed-price-group.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";

const LIST: [string] = ["/dashboard/price-groups"];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const group = await requirePriceGroup(params.id);
  const members = (await listPriceGroups()).find((one) => one.id === group.id)?.members ?? 0;
  return {
    message: priceGroupTexts.confirmDelete(group.name, members),
    back: returnPathOfPage(request, LIST),
  };
}

// Its members go back to list prices; orders they placed keep the prices they were placed at.
export async function action({ request, params }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const group = await requirePriceGroup(params.id);
  const back = await returnPathOfPost(request, LIST);
  await deletePriceGroup(group.id);
  return redirectWithToast(back, {
    type: "success",
    message: priceGroupTexts.deleted(group.name),
  });
}

export default function ConfirmDeletePriceGroup() {
  const { message, back } = useLoaderData<typeof loader>();
  return <ConfirmPage message={message} cancelUrl={back} />;
}
