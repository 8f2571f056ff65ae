import { invariantResponse } from "@epic-web/invariant";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AddressFields } from "#app/components/address-fields.tsx";
import { FormAlert } from "#app/components/auth-card.tsx";
import { buttonClass } from "#app/components/button.tsx";
import { ConfirmAction } from "#app/components/confirm.tsx";
import { CheckboxField, SubmitButton } from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { addressBookTexts, companyTexts, messages, sharedTexts } from "#app/messages.ts";
import {
  addAddress,
  bookOf,
  isCompanyBook,
  keepsBook,
  listAddresses,
  setBillingAddress,
  type Address,
} from "#app/models/address.server.ts";
import { getCompany } from "#app/models/company.server.ts";
import {
  addressEntrySchema,
  BILLING_INTENTS,
  billingIntentSchema,
  MAX_ADDRESSES,
} from "#app/schemas/address.ts";
import { stateName } from "#app/schemas/us-states.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseSubmission, readForm } from "#app/utils/form.server.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { usePageForm } from "#app/utils/use-schema-form.ts";

const ADDRESS_BOOK = "/dashboard/myprofile/addresses";

// Every account keeps a book of its own, admins too (an admin may order like a customer); the
// owner is always the signed-in user, never a field of the form. A company's member sees the
// company's book instead (issue 48): its company admins add and delete, buyers read it.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const company = user.companyId ? await getCompany(user.companyId) : undefined;
  return {
    addresses: await listAddresses(bookOf(user)),
    max: MAX_ADDRESSES,
    company: company ? { name: company.name } : null,
    keeps: keepsBook(user),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  invariantResponse(keepsBook(user), companyTexts.buyersDoNotKeepBook, { status: 403 });
  const book = bookOf(user);
  const formData = await readForm(request);
  if (isBillingIntent(formData.get("intent"))) {
    invariantResponse(!isCompanyBook(book), companyTexts.bookIsCompanys, { status: 400 });
    return chooseBilling(user.id, formData);
  }
  const submission = parseSubmission(formData, addressEntrySchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const added = await addAddress(book, submission.value);
  if (!added) {
    return data(
      { result: submission.reply({ formErrors: [addressBookTexts.bookFull(MAX_ADDRESSES)] }) },
      { status: 409 },
    );
  }
  return redirectWithToast(ADDRESS_BOOK, {
    type: "success",
    message: addressBookTexts.addressSaved,
  });
}

const isBillingIntent = (intent: unknown) =>
  BILLING_INTENTS.some((billingIntent) => billingIntent === intent);

/** An entry's "Use for billing" or "Stop billing here": one transaction, back to the book. */
async function chooseBilling(userId: string, formData: FormData) {
  const submission = parseSubmission(formData, billingIntentSchema);
  invariantResponse(submission.status === "success", sharedTexts.formUnreadable, { status: 400 });
  const billing = submission.value.intent === "make-billing";
  const address = await setBillingAddress(userId, submission.value.addressId, billing);
  invariantResponse(address, addressBookTexts.noSuchAddress, { status: 404 });
  return redirectWithToast(ADDRESS_BOOK, {
    type: "success",
    message: billing
      ? addressBookTexts.billingSet(`${address.name}, ${address.street}`)
      : addressBookTexts.billingCleared,
  });
}

export default function AddressBook() {
  const { addresses, max, company, keeps } = useLoaderData<typeof loader>();
  const full = addresses.length >= max;
  const count = addresses.length === 1 ? "1 address" : `${addresses.length} addresses`;
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">
          {company ? `${company.name}'s address book` : "Address book"}
        </h1>
        <Link to="/dashboard/myprofile" className={buttonClass("outline", "base")}>
          Back to My Profile
        </Link>
      </div>
      {company ? (
        <p className="mt-2 text-gray-600">
          Where your company&apos;s orders can be delivered, in the United States: {count} of at
          most {max}, shared by everyone who buys for {company.name}.{" "}
          {keeps
            ? "As a company admin you add and remove them."
            : "Its company admins keep the book; a new address you give at checkout joins it."}
        </p>
      ) : (
        <p className="mt-2 text-gray-600">
          Where your orders can be delivered, in the United States. You have {count} of at most{" "}
          {max}. Invoices bill your billing address, or the delivery address while none is marked.
        </p>
      )}
      {addresses.length ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2" aria-label="Saved addresses">
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} billable={!company} removable={keeps} />
          ))}
        </ul>
      ) : (
        <p className="mt-6 panel p-6 text-gray-700">No saved addresses yet.</p>
      )}
      {!keeps ? null : full ? (
        <p role="status" className="mt-8 panel p-6 font-semibold text-amber-800">
          {addressBookTexts.bookFull(max)}
        </p>
      ) : (
        <AddAddressForm billable={!company} />
      )}
    </section>
  );
}

function AddressCard({
  address,
  billable,
  removable,
}: {
  address: Pick<Address, Exclude<keyof Address, "userId" | "companyId">>;
  /** A customer's own book has a billing entry; a company's has none (the company bills). */
  billable: boolean;
  removable: boolean;
}) {
  const billing = address.billing === 1;
  const whose = (
    <span className="sr-only">
      {" "}
      the address of {address.name}, {address.street}
    </span>
  );
  return (
    <li className={`flex flex-col gap-3 panel p-5 ${billing ? "ring-2 ring-brand" : ""}`}>
      {billing ? (
        <p className="text-sm font-bold tracking-wide text-brand uppercase">
          {addressBookTexts.billingAddress}
        </p>
      ) : null}
      <address className="not-italic">
        <span className="block font-semibold">{address.name}</span>
        {address.company ? <span className="block">{address.company}</span> : null}
        <span className="block">{address.street}</span>
        <span className="block">
          {address.city}, {address.state} {address.zip}
        </span>
        <span className="block text-sm text-gray-600">{stateName(address.state)}</span>
        <span className="mt-1 block text-sm">Phone: {address.phone}</span>
      </address>
      {removable ? (
        <div className="flex flex-wrap gap-3">
          {billable ? (
            <Form method="post">
              <input type="hidden" name="addressId" value={address.id} />
              <button
                type="submit"
                name="intent"
                value={billing ? "clear-billing" : "make-billing"}
                className={buttonClass("outline", "sm")}
              >
                {billing ? "Stop billing here" : "Use for billing"}
                {whose}
              </button>
            </Form>
          ) : null}
          <ConfirmAction
            label={
              <>
                Delete
                {whose}
              </>
            }
            message={messages.confirmDelete(`${address.name}, ${address.street}`)}
            confirmUrl={`${ADDRESS_BOOK}/${address.id}/delete`}
            className={buttonClass("danger-outline", "sm")}
          />
        </div>
      ) : null}
    </li>
  );
}

function AddAddressForm({ billable }: { billable: boolean }) {
  const isPending = useIsPending();
  const [form, fields, formProps] = usePageForm<typeof addressEntrySchema>("add-address");
  return (
    <section aria-labelledby="add-address-heading" className="mt-10">
      <h2 id="add-address-heading" className="text-xl font-bold">
        Add an address
      </h2>
      <Form method="post" {...formProps} className="mt-4 grid gap-4 panel p-6 sm:grid-cols-2">
        <div className="sm:col-span-2 empty:hidden">
          <FormAlert id={form.errorId} errors={form.errors} />
        </div>
        <AddressFields fields={fields} />
        {billable ? (
          <CheckboxField
            className="sm:col-span-2"
            meta={fields.billing}
            label="Use as my billing address"
            hint="Invoices are made out to it instead of the delivery address; it replaces the one you had."
          />
        ) : null}
        <div className="sm:col-span-2">
          <SubmitButton pending={isPending} pendingText="Saving…">
            Save address
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
