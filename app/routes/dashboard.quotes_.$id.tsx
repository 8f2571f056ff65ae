import { invariantResponse } from "@epic-web/invariant";
import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { CheckoutChoices } from "#app/components/checkout-choices.tsx";
import {
  FormAlert,
  InputField,
  SubmitButton,
  TextAreaField,
  type AnyField,
} from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { OrderLines } from "#app/components/lines-table.tsx";
import { RecordNumber } from "#app/components/record-number.tsx";
import { checkoutPageTexts, quoteTexts } from "#app/messages.ts";
import { placeOrder } from "#app/models/placing.server.ts";
import {
  defaultValidUntil,
  getQuote,
  quoteStateNow,
  sendQuote,
  type QuoteWithLines,
} from "#app/models/quote.server.ts";
import { getOrder } from "#app/models/order.server.ts";
import { isAdmin } from "#app/models/user.server.ts";
import { checkoutFormSchema, type CheckoutFormFields } from "#app/schemas/checkout.ts";
import { deliveryWindow } from "#app/schemas/field-hints.ts";
import {
  linePriceName,
  QUOTE_NOTE_MAX,
  QUOTE_VALID_DAYS,
  quoteSendFormSchema,
} from "#app/schemas/quote.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { formRefusal } from "#app/commerce/index.server.ts";
import {
  checkoutChoicesData,
  CHECKOUT_FORM_FIELDS,
  chosenDelivery,
  redirectToPayment,
} from "#app/routes/+orders/checkout-form.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { formatTimestamp } from "#app/utils/dates.ts";
import { parseSubmission, readForm } from "#app/utils/form.server.ts";
import { centsToDollars, formatDollars } from "#app/utils/money.ts";
import { hydratedPage } from "#app/utils/page-scripts.ts";
import {
  quotedAmount,
  quotedPrice,
  quotePath,
  quoteStateLabels,
  quoteTotal,
} from "#app/utils/quotes.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";

// The accept form's new address shows when chosen, and the forms' pending states: with script.
export const handle = hydratedPage;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Quote ${data.quote.number} — Forgeline Tools` : "Quote — Forgeline Tools" },
];

/** The form's submit says which: an admin sends the prices, the customer accepts. */
const INTENT = "intent";
type Intent = "send" | "accept";

/** The quote for its customer or an admin; anyone else gets the same 404 as for a missing one. */
async function quoteFor(request: Request, quoteId: string | undefined) {
  const user = await requireUser(request);
  const quote = await getQuote(quoteId ?? "");
  const admin = isAdmin(user);
  invariantResponse(quote && (admin || quote.userId === user.id), quoteTexts.noSuchQuote, {
    status: 404,
  });
  return { user, quote, admin };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, quote, admin } = await quoteFor(request, params.id);
  const state = quoteStateNow(quote);
  const acceptable = !admin && state === "sent";
  const accept = acceptable ? await checkoutChoicesData(user.id, quoteTotal(quote.lines)) : null;
  // An accepted quote names its order by the order's number.
  const order = quote.orderId ? await getOrder(quote.orderId) : undefined;
  return {
    admin,
    quote,
    orderNumber: order?.number ?? null,
    state,
    accept,
    window: { ...deliveryWindow(), suggested: defaultValidUntil() },
  };
}

const answer = (intent: Intent, result: SubmissionResult<string[]>, status: number) =>
  data({ intent, result }, { status });

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, quote, admin } = await quoteFor(request, params.id);
  const formData = await readForm(request);
  if (formData.get(INTENT) === "send") {
    invariantResponse(admin, "Only an admin sends a quote's prices", { status: 403 });
    const submission = parseSubmission(
      formData,
      quoteSendFormSchema(quote.lines.map((line) => line.toolId)),
    );
    if (submission.status !== "success") return answer("send", submission.reply(), 400);
    const sent = await sendQuote(quote.id, submission.value);
    if (sent.status === "refused") {
      const refusal = formRefusal(sent);
      return answer("send", submission.reply(refusal.errors), refusal.status);
    }
    return redirectWithToast(quotePath(quote.id), { type: "success", message: quoteTexts.sent });
  }
  // Accepting is the customer's own: an admin's order would not be theirs (404 as for a stranger).
  invariantResponse(!admin, quoteTexts.noSuchQuote, { status: 404 });
  const submission = parseSubmission(formData, checkoutFormSchema(formData));
  if (submission.status !== "success") return answer("accept", submission.reply(), 400);
  const choices = await chosenDelivery(user.id, submission.value);
  if (!choices)
    return answer(
      "accept",
      submission.reply({ formErrors: [checkoutPageTexts.addressBookFull] }),
      409,
    );
  const accepted = await placeOrder({
    customer: user,
    source: { kind: "quote", quoteId: quote.id },
    ...choices,
  });
  if (accepted.status === "placed") return redirectToPayment(accepted.order);
  const refusal = formRefusal(accepted, CHECKOUT_FORM_FIELDS);
  return answer("accept", submission.reply(refusal.errors), refusal.status);
}

type Quote = QuoteWithLines;

export default function QuotePage() {
  const { admin, quote, orderNumber, state, accept, window } = useLoaderData<typeof loader>();
  const sent = quote.status !== "requested";
  const lines = quote.lines.map((line) => ({
    ...line,
    price: quotedPrice(line),
    amount: quotedAmount(line),
  }));
  return (
    <section className="grid gap-6">
      <div>
        <p className="text-sm">
          <Link to="/dashboard/quotes" className="font-semibold text-brand hover:underline">
            ← Quotes
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold">
          Quote <RecordNumber number={quote.number} />
        </h1>
        <p className="mt-1 text-gray-600">
          {admin ? `${quote.customer.displayName} (${quote.customer.email}), asked ` : "Asked "}
          <time dateTime={quote.createdAt}>{formatTimestamp(quote.createdAt)}</time>.{" "}
          <strong className="text-gray-900">{quoteStateLabels[state]}</strong>
          {quote.validUntil ? (
            <>
              {" "}
              · {state === "expired" ? "expired on" : "valid until"} {quote.validUntil}
            </>
          ) : null}
        </p>
      </div>
      <QuoteWords quote={quote} admin={admin} />
      <section aria-labelledby="quote-lines-heading" className="panel p-4">
        <h2 id="quote-lines-heading" className="text-lg font-bold">
          {sent ? "Quoted prices" : "The tools asked about"}
        </h2>
        {sent ? null : (
          <p className="mt-1 text-sm text-gray-600">
            {admin
              ? "At the customer's own prices when they asked."
              : "At your prices when you asked; we will send ours."}
          </p>
        )}
        <p className="mt-1 text-sm text-gray-600">Shipping and sales tax are added to the order.</p>
        <div className="mt-2">
          <OrderLines
            caption="The quote's lines"
            lines={lines}
            totals={[{ label: "Total", value: formatDollars(quoteTotal(lines)) }]}
          />
        </div>
      </section>
      {quote.orderId ? (
        <p>
          Accepted into{" "}
          <Link
            to={`/dashboard/orders/${quote.orderId}`}
            className="font-semibold text-brand underline"
          >
            order {orderNumber}
          </Link>
          .
        </p>
      ) : null}
      {admin && quote.status !== "accepted" ? <SendForm quote={quote} window={window} /> : null}
      {accept ? <AcceptForm data={accept} /> : null}
      {!admin && state === "expired" ? (
        <p className="panel p-4 font-semibold text-red-700">
          {quoteTexts.expired(quote.validUntil ?? "")}. Put the tools in your cart to ask again.
        </p>
      ) : null}
    </section>
  );
}

/** The customer's note and the shop's reply. */
function QuoteWords({ quote, admin }: { quote: Pick<Quote, "note" | "reply">; admin: boolean }) {
  return (
    <dl className="panel grid gap-3 p-4">
      <div>
        <dt className="text-sm font-semibold text-gray-600">
          {admin ? "Note from the customer" : "Your note"}
        </dt>
        <dd className="whitespace-pre-line break-words">{quote.note}</dd>
      </div>
      {quote.reply ? (
        <div>
          <dt className="text-sm font-semibold text-gray-600">Our reply</dt>
          <dd className="whitespace-pre-line break-words">{quote.reply}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The admin's answer: a unit price per line (the customer's own to start with), a last day, a reply. */
function SendForm({
  quote,
  window,
}: {
  quote: Pick<Quote, "lines" | "validUntil" | "reply" | "status">;
  window: { min: string; max: string; suggested: string };
}) {
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [form, fields, formProps] = useSchemaForm<ReturnType<typeof quoteSendFormSchema>>({
    id: "quote-send",
    lastResult: actionData?.intent === "send" ? actionData.result : undefined,
    defaultValue: {
      ...Object.fromEntries(
        quote.lines.map((line) => [
          linePriceName(line.toolId),
          String(centsToDollars(quotedPrice(line))),
        ]),
      ),
      validUntil: quote.validUntil ?? window.suggested,
      reply: quote.reply ?? "",
    },
  });
  // One field per line, named by its tool: the schema's keys are made from the quote's lines.
  const priceFields = fields as unknown as Record<string, AnyField>;
  return (
    <Form method="post" {...formProps} className="panel grid gap-4 p-4">
      <h2 className="text-lg font-bold">
        {quote.status === "sent" ? "Revise and send again" : "Price and send"}
      </h2>
      <FormAlert id={form.errorId} errors={form.errors} answer={actionData} />
      <input type="hidden" name={INTENT} value="send" />
      <div className="grid gap-4 sm:grid-cols-2">
        {quote.lines.map((line) => (
          <InputField
            key={line.toolId}
            meta={priceFields[linePriceName(line.toolId)]!}
            label={`Unit price of ${line.name} (${line.qyt} pieces)`}
            type="number"
            step="0.01"
            min="0.01"
            inputMode="decimal"
            hint={`Their price when asked: ${formatDollars(line.askedPrice)}`}
          />
        ))}
      </div>
      <InputField
        meta={fields.validUntil}
        label="Valid until"
        type="date"
        min={window.min}
        max={window.max}
        hint={`The last day the customer can accept: from today (${window.min}) to ${window.max}; ${QUOTE_VALID_DAYS} days from today unless you change it.`}
      />
      <TextAreaField
        meta={fields.reply}
        label="Reply to the customer (optional)"
        maxLength={QUOTE_NOTE_MAX}
        rows={3}
      />
      <div>
        <SubmitButton pending={isPending} pendingText="Sending…">
          Send quote
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The customer's Accept: the checkout's choices, placed at the quoted prices. */
function AcceptForm({
  data: accept,
}: {
  data: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["accept"]>;
}) {
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const hydrated = useHydrated();
  const [form, fields, formProps] = useSchemaForm<CheckoutFormFields>({
    id: "quote-accept",
    lastResult: actionData?.intent === "accept" ? actionData.result : undefined,
    defaultValue: { ...accept.choices, date: accept.delivery.min },
  });
  return (
    <Form method="post" {...formProps} className="grid gap-4" aria-labelledby="accept-heading">
      <h2 id="accept-heading" className="text-xl font-bold">
        Accept this quote
      </h2>
      <p className="text-gray-600">
        Your order is placed at the quoted prices; shipping and sales tax are added for the address,
        and you pay it as any order.
      </p>
      <FormAlert id={form.errorId} errors={form.errors} answer={actionData} />
      <input type="hidden" name={INTENT} value="accept" />
      <input type="hidden" name="checkoutKey" value={accept.checkoutKey} />
      <CheckoutChoices data={accept} fields={fields} hydrated={hydrated} />
      <div>
        <SubmitButton pending={isPending} pendingText="Placing your order…">
          Accept quote
        </SubmitButton>
      </div>
    </Form>
  );
}
