import { invariantResponse } from "@epic-web/invariant";
import { ConfirmDeletion } from "#app/components/confirm.tsx";
import { addressBookTexts, companyTexts, messages } from "#app/messages.ts";
import { bookOf, deleteAddress, getAddress, keepsBook } from "#app/models/address.server.ts";
import { deletionPage } from "#app/routes/+dashboard/deletion-page.server.ts";

const { loader, action } = deletionPage({
  lists: ["/dashboard/myprofile/addresses"],
  // One of the signed-in user's own addresses (a member's: their company's, which only its
  // company admins remove); anyone else's is answered as missing (404).
  find: async (params, user) => {
    const book = bookOf(user);
    const address = await getAddress(book, params.id ?? "");
    invariantResponse(address, addressBookTexts.noSuchAddress, { status: 404 });
    invariantResponse(keepsBook(user), companyTexts.buyersDoNotKeepBook, { status: 403 });
    return { ...address, book };
  },
  question: (address) => messages.confirmDelete(`${address.name}, ${address.street}`),
  // Orders placed to this address keep their own copy of it: deleting it changes none of them.
  remove: async (address) => {
    await deleteAddress(address.book, address.id);
    return addressBookTexts.addressDeleted;
  },
});

export { loader, action };
export default ConfirmDeletion;
