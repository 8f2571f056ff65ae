import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, SerializeFrom } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { useHydrated } from "remix-utils/use-hydrated";
import { InputField, SubmitButton } from "#app/components/forms.tsx";
import { OrderLines, orderTotalRows } from "#app/components/lines-table.tsx";
import { RecordNumber } from "#app/components/record-number.tsx";
import { StripeCardPayment } from "#app/components/stripe-card-payment.tsx";
import { messages, paymentTexts } from "#app/messages.ts";
import { sandboxCardSchema } from "#app/schemas/card.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { orderFor } from "#app/routes/+orders/order-access.server.ts";
import {
  fulfilFromProvider,
  isPaidOutcome,
  outcomeMessage,
} from "#app/services/payments/fulfilment.server.ts";
import { payments, stripePublishableKey } from "#app/services/payments/index.server.ts";
import { chargeSandboxCard } from "#app/services/payments/sandbox.server.ts";
import { absoluteUrl } from "#app/utils/public-url.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { orderPath, whyNotPayable } from "#app/utils/order-state.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { buttonClass } from "#app/components/button.tsx";
import { DateText } from "#app/components/date-text.tsx";

const pagePath = (orderId: string) => `/dashboard/payment/${orderId}`;

/** Only the customer who placed an order pays for it. */
async function ownOrder(request: Request, orderId: string | undefined) {
  const user = await requireUser(request);
  return { user, order: await orderFor(request, user, orderId, { adminMayAct: false }) };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, order } = await ownOrder(request, params.id);
  return {
    order,
    provider: payments.kind,
    publishableKey: stripePublishableKey,
    billing: { name: user.displayName, email: user.email },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { order } = await ownOrder(request, params.id);
  // Paid, cancelled, expired or not approved yet: nothing to pay; the page says which.
  if (order.paid || whyNotPayable(order)) return redirect(pagePath(order.id));
  if (payments.kind === "stripe") {
    // Without JavaScript: Stripe's hosted checkout, for the amount in our database.
    const session = await payments.createCheckoutSession(order, {
      // Stripe puts the session's id in place of {CHECKOUT_SESSION_ID}: braces stay as they are.
      success: `${absoluteUrl(`${pagePath(order.id)}/return`)}?session_id={CHECKOUT_SESSION_ID}`,
      cancel: absoluteUrl(pagePath(order.id)),
    });
    return redirect(session.url, 303);
  }
  const submission = await parseForm(request, sandboxCardSchema);
  if (submission.status !== "success")
    return refusedCard(submission.reply({ hideFields: cvcToRetype(submission.error) }), 400);
  const charge = await chargeSandboxCard(order, submission.value.cardNumber);
  if (!charge.ok)
    return refusedCard(submission.reply({ fieldErrors: { cardNumber: [charge.message] } }), 402);
  const outcome = await fulfilFromProvider(charge.payment, order.id);
  // A cancelled order's page is gone: its customer goes back to their orders.
  return redirectWithToast(
    outcome === "no-such-order" ? "/dashboard/myorders" : pagePath(order.id),
    { type: isPaidOutcome(outcome) ? "success" : "error", message: outcomeMessage(outcome) },
  );
}

/**
 * The card form again, with what the server found wrong. The CVC comes back with it unless it is
 * what was wrong (issue 47: a mistake in the expiry must not cost the buyer the CVC too). It is
 * in this answer only: never stored or logged (the request log has no bodies), and the answer is
 * no-store, so no cache or back button keeps it.
 */
function refusedCard(result: SubmissionResult<string[]>, status: number) {
  return data({ result }, { status, headers: { "Cache-Control": "no-store" } });
}

/** The CVC is cleared only when it is itself refused: it is typed again. */
const cvcToRetype = (errors: Record<string, string[] | null> | null | undefined) =>
  errors?.cvc?.length ? ["cvc"] : [];

export default function Payment() {
  const { order, provider, publishableKey, billing } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  if (order.paid) return <Receipt order={order} provider={provider} />;
  const notPayable = whyNotPayable(order);
  return (
    <section className="max-w-2xl">
      <h1 className="text-3xl font-bold">Pay for your order</h1>
      <p className="mt-1 text-gray-700">
        Order <RecordNumber number={order.number} />
      </p>
      <div className="mt-6 panel p-6">
        <OrderLines
          caption="What you are paying for"
          lines={order.lines}
          totals={orderTotalRows(order, "Amount to pay")}
        />
        <p className="mt-4 text-sm text-gray-700">
          <span className="font-semibold">Deliver to:</span> {order.address}
        </p>
      </div>
      <div className="mt-6 panel p-6">
        {notPayable ? (
          <div>
            <p className="text-lg font-semibold text-red-700">{notPayable}</p>
            {order.closed ? (
              <NextSteps to={`/purchase/${order.toolId}`} label="Order again" />
            ) : (
              <NextSteps to={orderPath(order.id)} label="See the order" />
            )}
          </div>
        ) : provider === "sandbox" ? (
          <SandboxCardForm cardholder={billing.name} amount={order.amount} />
        ) : hydrated && publishableKey ? (
          <StripeCardPayment
            orderId={order.id}
            publishableKey={publishableKey}
            billing={billing}
            amount={order.amount}
            returnPath={`${pagePath(order.id)}/return`}
          />
        ) : (
          <Form method="post">
            <p className="text-gray-700">
              You will enter your card on Stripe&apos;s secure payment page, then come back here.
            </p>
            <SubmitButton className="mt-6 w-full">
              Pay {formatDollars(order.amount)} by card
            </SubmitButton>
          </Form>
        )}
      </div>
    </section>
  );
}

/**
 * A paid order's page is its receipt: the order number, what was paid and how, the lines, when
 * it is delivered and what happens next. Nothing is left to pay on it.
 */
function Receipt({
  order,
  provider,
}: {
  order: SerializeFrom<typeof loader>["order"];
  provider: "stripe" | "sandbox";
}) {
  return (
    <section className="max-w-2xl">
      <h1 className="text-3xl font-bold">Receipt</h1>
      <p className="mt-2 text-lg font-semibold text-green-700">{messages.paymentSucceeded}</p>
      <dl className="mt-6 grid gap-4 panel p-6 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-gray-500">Order number</dt>
          <dd>
            <RecordNumber number={order.number} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-500">Order id</dt>
          <dd className="font-mono text-sm break-all">{order.id}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-500">Paid</dt>
          <dd className="font-semibold">
            {formatDollars(order.amount)} by card
            {provider === "sandbox" ? " (test mode: no real card was charged)" : ""}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-500">Payment id</dt>
          <dd className="font-mono text-sm break-all">{order.paymentId}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-500">Delivery date</dt>
          <dd className="font-semibold">
            <DateText value={order.date} />
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-gray-500">Deliver to</dt>
          <dd className="font-semibold">{order.address}</dd>
        </div>
        {order.purchaseOrder ? (
          <div className="sm:col-span-2">
            <dt className="text-sm text-gray-500">PO number</dt>
            <dd className="font-semibold">{order.purchaseOrder}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-6 panel p-6">
        <OrderLines
          caption="What you paid for"
          lines={order.lines}
          totals={orderTotalRows(order, "Total paid")}
        />
      </div>
      <div className="mt-6 panel p-6">
        <h2 className="text-lg font-bold">What happens next</h2>
        <p className="mt-2 text-gray-700">
          We pack your tools and ship them
          {order.shippingMethod ? ` by ${order.shippingMethod}` : ""} to arrive on{" "}
          <DateText value={order.date} />. Your order shows Pending until it ships, then Completed.
        </p>
        <button
          type="button"
          disabled
          className="mt-6 w-full rounded-md bg-gray-300 px-5 py-3 font-semibold text-gray-600"
        >
          Paid
        </button>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={`/dashboard/orders/${order.id}`} className={buttonClass("primary", "md")}>
            See the order
          </Link>
        </div>
        <NextSteps to="/tools" label="Continue shopping" />
      </div>
    </section>
  );
}

/** Not a dead end: back to My Orders, or on to `to`. */
function NextSteps({ to, label }: { to: string; label: string }) {
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <Link to="/dashboard/myorders" className={buttonClass("dark", "md")}>
        Back to My Orders
      </Link>
      <Link to={to} className={buttonClass("outline", "md")}>
        {label}
      </Link>
    </div>
  );
}

function SandboxCardForm({ cardholder, amount }: { cardholder: string; amount: number }) {
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [, fields, formProps] = useSchemaForm<typeof sandboxCardSchema>({
    id: "sandbox-card",
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    defaultValue: { cardholder },
  });
  return (
    <Form method="post" {...formProps} className="grid gap-4 sm:grid-cols-2">
      <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 sm:col-span-2">
        <strong>Test mode:</strong> no real card is charged. Pay with 4242 4242 4242 4242; 4000 0000
        0000 0002 shows a declined card. Any future expiry date and any CVC will do.
      </p>
      <InputField
        className="sm:col-span-2"
        meta={fields.cardholder}
        label="Name on card"
        autoComplete="cc-name"
      />
      <InputField
        className="sm:col-span-2"
        meta={fields.cardNumber}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
      />
      <InputField
        meta={fields.expiry}
        label="Expiry (MM/YY)"
        autoComplete="cc-exp"
        placeholder="12/29"
      />
      <InputField meta={fields.cvc} label="CVC" inputMode="numeric" autoComplete="cc-csc" />
      <div className="sm:col-span-2">
        <SubmitButton className="w-full" pending={isPending} pendingText="Paying…">
          {paymentTexts.payAmount(formatDollars(amount))}
        </SubmitButton>
      </div>
    </Form>
  );
}
