import { randomUUID } from "node:crypto";
import {
  findOrAddAddress,
  formatAddress,
  listAddresses,
  type AddressBook,
} from "#app/models/address.server.ts";
import type { ChosenDelivery, ExpectedTotals } from "#app/models/placing.server.ts";
import type { PaymentMethod } from "#app/models/on-account.server.ts";
import { dollarsToCents } from "#app/utils/money.ts";
import { pricedShippingMethods } from "#app/models/shipping-method.server.ts";
import type { CheckoutFormSchema } from "#app/schemas/checkout.ts";
import { NEW_ADDRESS } from "#app/schemas/checkout-choices.ts";
import { deliveryWindow } from "#app/schemas/field-hints.ts";
import { withEarliestDelivery } from "#app/commerce/index.ts";
import { now, shopToday } from "#app/utils/clock.server.ts";
import { accountTexts, approvalTexts, paymentTexts } from "#app/messages.ts";
import { formatDate } from "#app/utils/dates.ts";
import { isAwaitingApproval, orderPath, type OrderFlags } from "#app/utils/order-state.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import type { output } from "zod";

// The checkout's form on the server, for every page that places an order with it (the
// checkout, a quote's Accept): what the form offers, and the choices a valid submit makes.

/**
 * The saved addresses, the shipping methods priced for `subtotal` with the earliest day each
 * delivers, the first of each chosen and that method's earliest day as the delivery date.
 */
export async function checkoutChoicesData(book: AddressBook, subtotal: number) {
  const [addresses, priced] = await Promise.all([
    listAddresses(book),
    pricedShippingMethods(subtotal),
  ]);
  const today = shopToday();
  const methods = priced.map(({ id, name, cost, daysInTransit }) =>
    withEarliestDelivery({ id, name, cost, daysInTransit }, today),
  );
  const [firstAddress] = addresses;
  const delivery = deliveryWindow(now());
  return {
    addresses: addresses.map((address) => ({
      id: address.id,
      label: formatAddress(address),
      phone: address.phone,
    })),
    firstState: firstAddress?.state ?? null,
    methods,
    choices: {
      addressId: firstAddress?.id ?? NEW_ADDRESS,
      shippingMethodId: methods[0]?.id,
      date: methods[0]?.earliestDelivery ?? delivery.min,
    },
    // One key per rendering of the form: posting it twice places one order.
    checkoutKey: randomUUID(),
    delivery,
  };
}
export type CheckoutChoicesData = Awaited<ReturnType<typeof checkoutChoicesData>>;

/**
 * A valid submit's choices; a new address typed there joins the address book (once, also for a
 * double submit; a company member's joins the company's). Null when the address book is full.
 */
export async function chosenDelivery(
  book: AddressBook,
  value: output<CheckoutFormSchema>,
): Promise<{
  delivery: ChosenDelivery;
  key: string;
  expected: ExpectedTotals;
  paymentMethod: PaymentMethod;
} | null> {
  const { addressId, shippingMethodId, date, purchaseOrder, checkoutKey, paymentMethod, ...rest } =
    value;
  // Beside the choices, the totals the page showed; what is left is a new address, if typed.
  const { expectedSubtotal, expectedTotal, ...typed } = rest;
  const newAddress = "street" in typed ? await findOrAddAddress(book, typed) : null;
  if ("street" in typed && !newAddress) return null;
  return {
    delivery: { addressId: newAddress?.id ?? addressId, shippingMethodId, date, purchaseOrder },
    key: checkoutKey,
    paymentMethod,
    expected: {
      subtotal: expectedSubtotal === undefined ? undefined : dollarsToCents(expectedSubtotal),
      amount: expectedTotal === undefined ? undefined : dollarsToCents(expectedTotal),
    },
  };
}

/**
 * After a page placed an order with this form (the checkout, a quote's Accept): its payment
 * page, with a toast that says it is placed and not yet confirmed, as nothing is paid yet. An
 * order awaiting its company's approval cannot be paid yet: its own page, which says so.
 */
export function redirectToPayment(order: OrderFlags & { id: string; number: string }) {
  if (isAwaitingApproval(order))
    return redirectWithToast(orderPath(order.id), {
      type: "info",
      message: approvalTexts.placedAwaiting,
    });
  return redirectWithToast(`/dashboard/payment/${order.id}`, {
    type: "info",
    message: paymentTexts.placedToPay(order.number),
  });
}

/**
 * After a page placed an order: on account (issue 48) its page, saying its invoice and due day,
 * as nothing is left to pay now; by card its payment page (redirectToPayment).
 */
export function redirectAfterPlacing(
  order: OrderFlags & {
    id: string;
    number: string;
    paymentMethod: string;
    invoiceNumber: string | null;
    invoiceDueDate: string | null;
  },
) {
  if (order.paymentMethod !== "account") return redirectToPayment(order);
  return redirectWithToast(orderPath(order.id), {
    type: "success",
    message: accountTexts.placedOnAccount(
      order.number,
      order.invoiceNumber ?? "",
      formatDate(order.invoiceDueDate ?? ""),
    ),
  });
}

/** The checkout form's fields a refusal may name (formRefusal): the delivery's choices. */
export const CHECKOUT_FORM_FIELDS = {
  addressId: "addressId",
  shippingMethodId: "shippingMethodId",
  date: "date",
  paymentMethod: "paymentMethod",
};
