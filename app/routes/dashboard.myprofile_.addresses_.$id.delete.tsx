import { invariantResponse } from "@epic-web/invariant";
import { ConfirmDeletion } from "#app/components/confirm.tsx";
import { addressBookTexts, messages } from "#app/messages.ts";
import { deleteAddress, getAddress } from "#app/models/address.server.ts";
import { deletionPage } from "#app/routes/+dashboard/deletion-page.server.ts";

const { loader, action } = deletionPage({
  lists: ["/dashboard/myprofile/addresses"],
  // One of the signed-in user's own addresses; anyone else's is answered as missing (404).
  find: async (params, user) => {
    const address = await getAddress(user.id, params.id ?? "");
    invariantResponse(address, addressBookTexts.noSuchAddress, { status: 404 });
    return address;
  },
  question: (address) => messages.confirmDelete(`${address.name}, ${address.street}`),
  // Orders placed to this address keep their own copy of it: deleting it changes none of them.
  remove: async (address) => {
    await deleteAddress(address.userId, address.id);
    return addressBookTexts.addressDeleted;
  },
});

export { loader, action };
export default ConfirmDeletion;
