import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { buttonClass } from "#app/components/button.tsx";
import { CheckoutChoices } from "#app/components/checkout-choices.tsx";
import { FormAlert, SubmitButton } from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import {
  OrderLines,
  salesTaxLabel,
  shippingText,
  type TotalRow,
} from "#app/components/lines-table.tsx";
import { checkoutPageTexts, checkoutTexts, promotionTexts } from "#app/messages.ts";
import { bookOf, getAddress, type AddressBook } from "#app/models/address.server.ts";
import type { Cart } from "#app/models/cart.server.ts";
import { readCartWithOffers, type CartOffered } from "#app/models/cart-offers.server.ts";
import { DiscountCode } from "#app/components/discount-code.tsx";
import { checkoutTotals, type CheckoutTotals } from "#app/models/checkout.server.ts";
import { placeOrder } from "#app/models/placing.server.ts";
import { accountChoiceOf } from "#app/models/on-account.server.ts";
import { PaymentChoice } from "#app/components/payment-choice.tsx";
import { formRefusal } from "#app/commerce/index.server.ts";
import { usStateField } from "#app/schemas/address.ts";
import {
  checkoutFormSchema,
  type CheckoutFormFields,
  type CheckoutFormSchema,
} from "#app/schemas/checkout.ts";
import { CHECKOUT_INTENT, NEW_ADDRESS, UPDATE_TOTALS } from "#app/schemas/checkout-choices.ts";
import { requireUser } from "#app/services/auth.server.ts";
import {
  checkoutChoicesData,
  CHECKOUT_FORM_FIELDS,
  chosenDelivery,
  redirectAfterPlacing,
} from "#app/routes/+orders/checkout-form.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseSubmission, readForm } from "#app/utils/form.server.ts";
import { centsToDollars, formatDollars } from "#app/utils/money.ts";
import { hydratedPage } from "#app/utils/page-scripts.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";

// Pending states and the new address's fields that show when chosen: this page ships its script.
export const handle = hydratedPage;

export const meta: MetaFunction = () => [{ title: "Checkout — Forgeline Tools" }];

/** The signed-in customer's cart; an empty one has nothing to check out. */
async function cartToCheckOut(request: Request) {
  const user = await requireUser(request);
  const { cart, offered } = await readCartWithOffers({ userId: user.id });
  if (!cart.lines.length)
    throw await redirectWithToast("/cart", { type: "info", message: checkoutTexts.emptyCart });
  return { user, cart, offered };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, cart, offered } = await cartToCheckOut(request);
  const [{ firstState, ...form }, account] = await Promise.all([
    checkoutChoicesData(bookOf(user), cart.subtotal),
    accountChoiceOf(user.id),
  ]);
  return {
    account,
    lines: cart.lines,
    subtotal: cart.subtotal,
    ...form,
    totals: await checkoutTotals(cart, offered, {
      customerId: user.id,
      state: firstState,
      shippingMethodId: form.choices.shippingMethodId ?? null,
    }),
  };
}

type Submission = ReturnType<typeof parseSubmission<CheckoutFormSchema>>;

/** The state the tax is for: the chosen saved address's, or the new address's as typed. */
async function chosenState(book: AddressBook, payload: Submission["payload"]) {
  const addressId = typeof payload.addressId === "string" ? payload.addressId : "";
  if (addressId !== NEW_ADDRESS) return (await getAddress(book, addressId))?.state ?? null;
  const state = usStateField.safeParse(payload.state);
  return state.success ? state.data : null;
}

/**
 * Every answer of the action prices the choices it carries, so the totals match the form, and
 * brings the lines as priced now (a refusal is not followed by a fresh read of the loader).
 */
async function answer(
  user: { id: string; companyId: string | null },
  { cart, offered }: { cart: Cart; offered: CartOffered },
  submission: Submission,
  result: SubmissionResult<string[]>,
  extra: { status?: number; refusedLine?: string } = {},
) {
  const { payload } = submission;
  const totals = await checkoutTotals(cart, offered, {
    customerId: user.id,
    state: await chosenState(bookOf(user), payload),
    shippingMethodId:
      typeof payload.shippingMethodId === "string" ? payload.shippingMethodId : null,
  });
  return data(
    { result, totals, lines: cart.lines, refusedLine: extra.refusedLine ?? null },
    { status: extra.status ?? 200 },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  // No redirect for an empty cart here: the twin of a submit that just placed the order finds
  // the cart empty, and placeOrder answers it with that order.
  const user = await requireUser(request);
  const priced = await readCartWithOffers({ userId: user.id });
  const formData = await readForm(request);
  const submission = parseSubmission(formData, checkoutFormSchema(formData));
  const reply = (status: number, result: SubmissionResult<string[]>, refusedLine?: string) =>
    answer(user, priced, submission, result, { status, refusedLine });
  if (formData.get(CHECKOUT_INTENT) === UPDATE_TOTALS) {
    // Only the totals were asked for: the fields say nothing until the order is placed.
    const { initialValue } = submission.reply();
    return reply(200, { initialValue, error: {} });
  }
  if (submission.status !== "success") return reply(400, submission.reply());
  const choices = await chosenDelivery(bookOf(user), submission.value);
  if (!choices)
    return reply(409, submission.reply({ formErrors: [checkoutPageTexts.addressBookFull] }));
  const placed = await placeOrder({ customer: user, source: { kind: "cart" }, ...choices });
  if (placed.status === "placed") return redirectAfterPlacing(placed.order);
  const refusal = formRefusal(placed, CHECKOUT_FORM_FIELDS);
  return reply(refusal.status, submission.reply(refusal.errors), refusal.line?.toolId);
}

/** The totals under the lines: the server's figures for the choices so far. */
function totalRows(totals: CheckoutTotals): TotalRow[] {
  return [
    { label: "Subtotal", value: formatDollars(totals.subtotal) },
    ...totals.discount.promotions.map((promotion) => ({
      label: `${promotionTexts.discount} (${promotion.name})`,
      value:
        promotion.amount > 0 ? `−${formatDollars(promotion.amount)}` : promotionTexts.freeShipping,
    })),
    { label: "Shipping", value: totals.shipping === null ? "—" : shippingText(totals.shipping) },
    {
      label: totals.tax ? salesTaxLabel(totals.tax.state, totals.tax.exemption) : "Sales tax",
      value: totals.tax ? formatDollars(totals.tax.amount) : checkoutPageTexts.taxFromAddress,
    },
    { label: "Total", value: totals.amount === null ? "—" : formatDollars(totals.amount) },
  ];
}

export default function Checkout() {
  const loaderData = useLoaderData<typeof loader>();
  const { choices, checkoutKey } = loaderData;
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const hydrated = useHydrated();
  const [form, fields, formProps] = useSchemaForm<CheckoutFormFields>({
    id: "checkout",
    lastResult: actionData?.result,
    // The first method chosen, and the earliest day it delivers; a card unless asked.
    defaultValue: { ...choices, paymentMethod: "card" },
  });
  const totals = actionData?.totals ?? loaderData.totals;
  const lines: typeof loaderData.lines = actionData?.lines ?? loaderData.lines;
  const refusedLine = actionData?.refusedLine ?? null;
  const blocked = lines.some((line) => line.problem);
  const shown = lines.map((line) =>
    line.toolId === refusedLine && !line.problem
      ? { ...line, problem: form.errors?.[0] ?? null }
      : line,
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-4 sm:py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Checkout</h1>
      <DiscountCode discount={totals.discount} redirectTo="/checkout" />
      <Form method="post" {...formProps} className="mt-3 grid gap-6">
        <input type="hidden" name="checkoutKey" value={checkoutKey} />
        {/* What the page shows: other totals by the time it is placed refuse the order. */}
        <input type="hidden" name="expectedSubtotal" value={centsToDollars(totals.subtotal)} />
        <input
          type="hidden"
          name="expectedTotal"
          value={totals.amount === null ? "" : centsToDollars(totals.amount)}
        />
        {/* A refusal of the whole form (a short line) is said at the top. */}
        <FormAlert id={form.errorId} errors={form.errors} answer={actionData}>
          {blocked ? (
            <p className="text-sm font-medium text-red-700">{checkoutPageTexts.blockedLines}</p>
          ) : null}
        </FormAlert>
        <section aria-labelledby="lines-heading" className="panel p-4">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="lines-heading" className="text-lg font-bold">
              Your cart
            </h2>
            <Link to="/cart" className="text-sm font-semibold text-brand underline">
              Change the cart
            </Link>
          </div>
          <div className="mt-2" id="checkout-totals" aria-live="polite">
            <OrderLines caption="The tools in your cart" lines={shown} totals={totalRows(totals)} />
          </div>
        </section>

        <CheckoutChoices data={loaderData} fields={fields} hydrated={hydrated} />
        <PaymentChoice meta={fields.paymentMethod} account={loaderData.account} />

        <div className="flex flex-wrap gap-3">
          <SubmitButton
            className="grow sm:grow-0"
            disabled={blocked}
            pending={isPending}
            pendingText="Placing your order…"
          >
            Place order
          </SubmitButton>
          {/* After Place order, so Enter in a field places the order. */}
          <button
            type="submit"
            name={CHECKOUT_INTENT}
            value={UPDATE_TOTALS}
            formAction="/checkout#checkout-totals"
            formNoValidate
            className={buttonClass("outline", "lg")}
          >
            Update totals
          </button>
        </div>
      </Form>
    </div>
  );
}
