import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { invariantResponse } from "@epic-web/invariant";
import { ConfirmPage } from "#app/components/confirm.tsx";
import { addressBookTexts, messages } from "#app/messages.ts";
import { deleteAddress, getAddress } from "#app/models/address.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { returnPathOfPage, returnPathOfPost } from "#app/services/confirm-return.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";

const LIST: [string] = ["/dashboard/myprofile/addresses"];

/** One of the signed-in user's own addresses; anyone else's is answered as missing (404). */
async function requireOwnAddress(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  const address = await getAddress(user.id, id ?? "");
  invariantResponse(address, addressBookTexts.noSuchAddress, { status: 404 });
  return address;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const address = await requireOwnAddress(request, params.id);
  return {
    message: messages.confirmDelete(`${address.name}, ${address.street}`),
    back: returnPathOfPage(request, LIST),
  };
}

// Orders placed to this address keep their own copy of it: deleting it changes none of them.
export async function action({ request, params }: ActionFunctionArgs) {
  const address = await requireOwnAddress(request, params.id);
  const back = await returnPathOfPost(request, LIST);
  await deleteAddress(address.userId, address.id);
  return redirectWithToast(back, { type: "success", message: addressBookTexts.addressDeleted });
}

export default function ConfirmDeleteAddress() {
  const { message, back } = useLoaderData<typeof loader>();
  return <ConfirmPage message={message} cancelUrl={back} />;
}
