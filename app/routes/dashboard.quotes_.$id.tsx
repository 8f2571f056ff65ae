import { invariantResponse } from "@epic-web/invariant";
import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { buttonClass } from "#app/components/button.tsx";
import { CheckoutChoices } from "#app/components/checkout-choices.tsx";
import { accountChoiceOf, type AccountChoice } from "#app/models/on-account.server.ts";
import { PlainPaymentChoice } from "#app/components/payment-choice.tsx";
import {
  CheckboxField,
  decimalInput,
  FormAlert,
  InputField,
  SubmitButton,
  TextAreaField,
  wholeNumberInput,
  type AnyField,
} from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { OrderLines, orderTotalRows, type TotalRow } from "#app/components/lines-table.tsx";
import { QuoteThread } from "#app/components/quote-thread.tsx";
import { RecordNumber } from "#app/components/record-number.tsx";
import { formRefusal } from "#app/commerce/index.server.ts";
import { checkoutPageTexts, quoteTexts } from "#app/messages.ts";
import { getOrder } from "#app/models/order.server.ts";
import { bookOf } from "#app/models/address.server.ts";
import { placeOrder, reviewOrder, type OrderReview } from "#app/models/placing.server.ts";
import {
  askForChanges,
  defaultValidUntil,
  getQuote,
  quoteStateNow,
  sendQuote,
  type QuoteWithLines,
} from "#app/models/quote.server.ts";
import { isAdmin } from "#app/models/user.server.ts";
import { checkoutFormSchema, type CheckoutFormFields } from "#app/schemas/checkout.ts";
import { deliveryWindow } from "#app/schemas/field-hints.ts";
import {
  lineQuantityName,
  linePriceName,
  lineRemovedName,
  MAX_FREIGHT_DOLLARS,
  QUOTE_NOTE_MAX,
  QUOTE_VALID_DAYS,
  quoteAcceptFormSchema,
  quoteAskSchema,
  quoteSendFormSchema,
} from "#app/schemas/quote.ts";
import {
  checkoutChoicesData,
  CHECKOUT_FORM_FIELDS,
  chosenDelivery,
  redirectAfterPlacing,
} from "#app/routes/+orders/checkout-form.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { hasPdf } from "#app/services/documents/quote-pdf.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { formatDate, formatDateTime } from "#app/utils/dates.ts";
import { quotePdfUrl } from "#app/utils/document-links.ts";
import { parseSubmission, readForm } from "#app/utils/form.server.ts";
import { centsToDollars, dollarsToCents, formatDollars } from "#app/utils/money.ts";
import { hydratedPage } from "#app/utils/page-scripts.ts";
import {
  quotedAmount,
  quotedPrice,
  quotePath,
  quoteStateLabels,
  quoteTotal,
  quoteTotals,
} from "#app/utils/quotes.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";
import { DateText } from "#app/components/date-text.tsx";
import { now } from "#app/utils/clock.server.ts";

// The accept form's new address shows when chosen, and the forms' pending states: with script.
export const handle = hydratedPage;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Quote ${data.quote.number} — Forgeline Tools` : "Quote — Forgeline Tools" },
];

/**
 * The forms' submits say which: an admin sends the prices; the customer reviews the order the
 * quote would be, accepts what was reviewed, or asks for changes.
 */
const INTENT = "intent";
type Intent = "send" | "review" | "accept" | "ask";

/** The review's place on the page: a post without JavaScript comes back there. */
const REVIEW_ID = "order-review";

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
  const accept = acceptable
    ? await checkoutChoicesData(bookOf(user), quoteTotal(quote.lines))
    : null;
  // An accepted quote names its order by the order's number.
  const order = quote.orderId ? await getOrder(quote.orderId) : undefined;
  return {
    admin,
    quote,
    orderNumber: order?.number ?? null,
    state,
    pdf: hasPdf(state),
    // With freight, every method costs the freight: it replaces the method's price.
    accept:
      accept && quote.freight !== null
        ? {
            ...accept,
            methods: accept.methods.map((method) => ({ ...method, cost: quote.freight! })),
          }
        : accept,
    canAsk: !admin && quote.status !== "accepted",
    window: { ...deliveryWindow(now()), suggested: defaultValidUntil() },
    // A company's buyer may accept on its account (issue 48).
    account: acceptable ? await accountChoiceOf(user.id) : null,
  };
}

/** The review as the page shows it and posts it back: the choices it was made with, and the key. */
function reviewShown(
  review: OrderReview,
  choices: { addressId: string; shippingMethodId: string; checkoutKey: string },
) {
  return { ...review, ...choices };
}
type ReviewShown = ReturnType<typeof reviewShown>;

const answer = (
  intent: Intent,
  result: SubmissionResult<string[]>,
  status: number,
  review: ReviewShown | null = null,
) => data({ intent, result, review }, { status });

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, quote, admin } = await quoteFor(request, params.id);
  const formData = await readForm(request);
  const intent = formData.get(INTENT);
  if (intent === "send") {
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
  // The rest is the customer's own: an admin's order would not be theirs (404 as for a stranger).
  invariantResponse(!admin, quoteTexts.noSuchQuote, { status: 404 });
  if (intent === "ask") {
    const submission = parseSubmission(formData, quoteAskSchema);
    if (submission.status !== "success") return answer("ask", submission.reply(), 400);
    const asked = await askForChanges(quote.id, user.id, submission.value.message);
    if (asked.status === "refused") {
      const refusal = formRefusal(asked);
      return answer("ask", submission.reply(refusal.errors), refusal.status);
    }
    return redirectWithToast(quotePath(quote.id), { type: "success", message: quoteTexts.asked });
  }
  if (intent === "accept") return acceptReviewed(user, quote, formData);
  const submission = parseSubmission(formData, checkoutFormSchema(formData));
  if (submission.status !== "success") return answer("review", submission.reply(), 400);
  const choices = await chosenDelivery(bookOf(user), submission.value);
  if (!choices)
    return answer(
      "review",
      submission.reply({ formErrors: [checkoutPageTexts.addressBookFull] }),
      409,
    );
  const review = await reviewOrder({
    customer: user,
    source: { kind: "quote", quoteId: quote.id },
    delivery: choices.delivery,
  });
  if ("problem" in review) {
    const refusal = formRefusal(review, CHECKOUT_FORM_FIELDS);
    return answer("review", submission.reply(refusal.errors), refusal.status);
  }
  const { addressId, shippingMethodId } = choices.delivery;
  const shown = reviewShown(review, { addressId, shippingMethodId, checkoutKey: choices.key });
  return answer("review", submission.reply(), 200, shown);
}

/**
 * "Accept and place order": the reviewed choices, round and totals placed as they are, or
 * refused if anything changed since (the quote sent again, a price, the stock, its last day);
 * a refusal comes with the order as it would be now, to review again.
 */
async function acceptReviewed(
  user: Awaited<ReturnType<typeof quoteFor>>["user"],
  quote: QuoteWithLines,
  formData: FormData,
) {
  const submission = parseSubmission(formData, quoteAcceptFormSchema);
  if (submission.status !== "success") return answer("accept", submission.reply(), 400);
  const {
    addressId,
    shippingMethodId,
    date,
    purchaseOrder,
    checkoutKey,
    round,
    paymentMethod,
    ...seen
  } = submission.value;
  const delivery = { addressId, shippingMethodId, date, purchaseOrder };
  const accepted = await placeOrder({
    customer: user,
    source: { kind: "quote", quoteId: quote.id, round },
    delivery,
    key: checkoutKey,
    expected: {
      subtotal: dollarsToCents(seen.expectedSubtotal),
      amount: dollarsToCents(seen.expectedTotal),
    },
    paymentMethod,
  });
  if (accepted.status === "placed") return redirectAfterPlacing(accepted.order);
  const refusal = formRefusal(accepted, CHECKOUT_FORM_FIELDS);
  const again = await reviewOrder({
    customer: user,
    source: { kind: "quote", quoteId: quote.id },
    delivery,
  });
  return answer(
    "accept",
    submission.reply(refusal.errors),
    refusal.status,
    "problem" in again ? null : reviewShown(again, { addressId, shippingMethodId, checkoutKey }),
  );
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type Quote = LoaderData["quote"];

export default function QuotePage() {
  const { admin, quote, orderNumber, state, accept, canAsk, pdf, window, account } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // Why "Accept and place order" placed nothing: said with the order as it would be now.
  const refusedAccept =
    actionData?.intent === "accept"
      ? Object.values(actionData.result.error ?? {}).flatMap((errors) => (errors ?? []) as string[])
      : null;
  const sent = quote.status !== "requested" || quote.round > 0;
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
          <time dateTime={quote.createdAt}>{formatDateTime(quote.createdAt)}</time>.{" "}
          <strong className="text-gray-900">{quoteStateLabels[state]}</strong>
          {quote.validUntil ? (
            <>
              {" "}
              · {state === "expired" ? "expired on" : "valid until"}{" "}
              <DateText value={quote.validUntil} />
            </>
          ) : null}
        </p>
        {pdf ? (
          <p className="mt-3">
            <a
              href={quotePdfUrl(quote.id)}
              download
              className={buttonClass("outline", "md", "inline-flex items-center justify-center")}
            >
              {quoteTexts.downloadPdf}
            </a>
          </p>
        ) : null}
      </div>
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
        <p className="mt-1 text-sm text-gray-600">
          {quote.freight === null
            ? "Shipping and sales tax are added to the order."
            : `${quoteTexts.freightReplaces(formatDollars(quote.freight))}. Sales tax is added to the order.`}
        </p>
        <div className="mt-2">
          <OrderLines caption="The quote's lines" lines={lines} totals={quoteRows(quote)} />
        </div>
      </section>
      <QuoteThread quote={quote} admin={admin} />
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
      {!admin && state === "expired" ? (
        <p className="panel p-4 font-semibold text-red-700">
          {quoteTexts.expired(formatDate(quote.validUntil ?? ""))}. Ask us below to price it again.
        </p>
      ) : null}
      {!admin && quote.status === "requested" && quote.round > 0 ? (
        <p className="panel p-4 font-semibold">{quoteTexts.beingRevised}.</p>
      ) : null}
      {accept ? <AcceptForm quote={quote} data={accept} /> : null}
      {accept && actionData?.review ? (
        <ReviewAndAccept
          key={JSON.stringify(actionData.review)}
          review={actionData.review}
          refused={refusedAccept}
          account={account}
        />
      ) : refusedAccept ? (
        <FormAlert errors={refusedAccept} answer={actionData} />
      ) : null}
      {canAsk ? <AskForm /> : null}
    </section>
  );
}

/** The quote's totals before tax: goods, the freight or a word on shipping, and their sum. */
function quoteRows(quote: Pick<Quote, "lines" | "freight">): TotalRow[] {
  const totals = quoteTotals(quote.lines, quote.freight);
  if (quote.freight === null)
    return [{ label: "Total before shipping and tax", value: formatDollars(totals.amount) }];
  return [
    { label: "Subtotal", value: formatDollars(totals.subtotal) },
    { label: "Freight", value: formatDollars(totals.shipping) },
    { label: "Total before tax", value: formatDollars(totals.amount) },
  ];
}

/**
 * The admin's answer: per line a unit price (the customer's own to start with), its quantity and
 * whether to take it out; the freight, a last day, a reply, and the round it answers.
 */
function SendForm({
  quote,
  window,
}: {
  quote: Pick<Quote, "lines" | "validUntil" | "reply" | "status" | "freight" | "round">;
  window: { min: string; max: string; suggested: string };
}) {
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [form, fields, formProps] = useSchemaForm<ReturnType<typeof quoteSendFormSchema>>({
    id: "quote-send",
    lastResult: actionData?.intent === "send" ? actionData.result : undefined,
    defaultValue: {
      ...Object.fromEntries(
        quote.lines.flatMap((line) => [
          [linePriceName(line.toolId), String(centsToDollars(quotedPrice(line)))],
          [lineQuantityName(line.toolId), String(line.qyt)],
        ]),
      ),
      freight: quote.freight === null ? "" : String(centsToDollars(quote.freight)),
      // A last day already past (a quote asked again after it expired) starts anew.
      validUntil:
        quote.validUntil && quote.validUntil >= window.min ? quote.validUntil : window.suggested,
      reply: quote.reply ?? "",
    },
  });
  // The fields of each line, named by its tool: the schema's keys are made from the quote's lines.
  const lineFields = fields as unknown as Record<string, AnyField>;
  return (
    <Form method="post" {...formProps} className="panel grid gap-4 p-4">
      <h2 className="text-lg font-bold">
        {quote.status === "requested" ? "Price and send" : "Revise and send again"}
      </h2>
      <FormAlert id={form.errorId} errors={form.errors} answer={actionData} />
      <input type="hidden" name={INTENT} value="send" />
      {/* The round these prices answer: a send by another admin meanwhile refuses this one. */}
      <input type="hidden" name="round" value={quote.round} />
      {quote.lines.map((line) => (
        <fieldset key={line.toolId} className="grid gap-3 rounded-md border border-gray-200 p-3">
          <legend className="px-1 text-sm font-semibold text-gray-900">
            {line.name}{" "}
            <span className="font-normal text-gray-600">
              (asked at {formatDollars(line.askedPrice)} each)
            </span>
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField
              meta={lineFields[linePriceName(line.toolId)]!}
              label={`Unit price of ${line.name}`}
              {...decimalInput}
              min="0.01"
            />
            <InputField
              meta={lineFields[lineQuantityName(line.toolId)]!}
              label={`Quantity of ${line.name}`}
              {...wholeNumberInput}
              min="1"
            />
          </div>
          {/* A quote keeps at least one line: the only one cannot be taken out. */}
          {quote.lines.length > 1 ? (
            <CheckboxField
              meta={lineFields[lineRemovedName(line.toolId)]!}
              label={`Take ${line.name} out of the quote`}
            />
          ) : null}
        </fieldset>
      ))}
      <InputField
        meta={fields.freight}
        label="Freight (optional)"
        {...decimalInput}
        min="0"
        max={String(MAX_FREIGHT_DOLLARS)}
        hint="A charge for the whole delivery, in dollars: it replaces the shipping method's price for this order and is taxed as shipping is. Left empty, the method's price applies."
      />
      <InputField
        meta={fields.validUntil}
        label="Valid until"
        type="date"
        min={window.min}
        max={window.max}
        hint={`The last day the customer can accept: from today (${formatDate(window.min)}) to ${formatDate(window.max)}; ${QUOTE_VALID_DAYS} days from today unless you change it.`}
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

/** The customer's choices for the order (the checkout's), then "Review order". */
function AcceptForm({
  quote,
  data: accept,
}: {
  quote: Pick<Quote, "id" | "freight">;
  data: NonNullable<LoaderData["accept"]>;
}) {
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const hydrated = useHydrated();
  const [form, fields, formProps] = useSchemaForm<CheckoutFormFields>({
    id: "quote-accept",
    lastResult: actionData?.intent === "review" ? actionData.result : undefined,
    defaultValue: accept.choices,
  });
  return (
    <Form method="post" {...formProps} className="grid gap-4" aria-labelledby="accept-heading">
      <h2 id="accept-heading" className="text-xl font-bold">
        Accept this quote
      </h2>
      <p className="text-gray-600">
        Choose where and how it is delivered, then review the whole order before you place it: the
        quoted prices, {quote.freight === null ? "shipping by the method" : "the quoted freight"}{" "}
        and sales tax for the address. You pay it as any order.
      </p>
      <FormAlert id={form.errorId} errors={form.errors} answer={actionData} />
      <input type="hidden" name="checkoutKey" value={accept.checkoutKey} />
      <CheckoutChoices data={accept} fields={fields} hydrated={hydrated} />
      <div>
        <SubmitButton
          name={INTENT}
          value="review"
          formAction={`${quotePath(quote.id)}#${REVIEW_ID}`}
          pending={isPending}
          pendingText="Reviewing…"
        >
          Review order
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * The whole order as it will be placed, and "Accept and place order", which posts back exactly
 * what was reviewed: the choices, the round, the totals shown.
 */
function ReviewAndAccept({
  review,
  refused,
  account,
}: {
  review: ReviewShown;
  refused: string[] | null;
  account: AccountChoice | null;
}) {
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const heading = useRef<HTMLHeadingElement>(null);
  // With script the page stays where Review order was: the review is brought into view.
  useEffect(() => heading.current?.focus(), []);
  const { totals } = review;
  return (
    <section id={REVIEW_ID} aria-labelledby="review-heading" className="panel scroll-mt-4 p-4">
      <h2 id="review-heading" ref={heading} tabIndex={-1} className="text-xl font-bold">
        Review your order
      </h2>
      {refused ? (
        <div className="mt-2">
          <FormAlert errors={refused} answer={actionData} />
        </div>
      ) : null}
      <p className="mt-1 text-sm text-gray-600">
        This is the order your accept places. If anything changes before you place it (our prices,
        the stock, the quote&apos;s last day), nothing is placed and you review it again.
      </p>
      <div className="mt-3">
        <OrderLines
          caption="The order's lines"
          lines={review.lines.map(({ ladder: _ladder, ...line }) => line)}
          totals={orderTotalRows(
            // A quote pays its own prices: no promotion applies to it.
            {
              ...totals,
              promotions: null,
              shippingMethod: review.shippingMethod,
              taxExemptNumber: review.exemption?.number,
              taxExemptState: review.exemption?.state,
            },
            "Total",
          )}
        />
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <Fact term="Deliver to" value={`${review.address} · ${review.phone}`} />
        <Fact term="Shipping" value={review.shippingMethod ?? "—"} />
        <Fact term="Delivery date" value={review.date} />
        <Fact term="PO number" value={review.purchaseOrder ?? "None"} />
      </dl>
      <Form method="post" className="mt-4">
        <input type="hidden" name={INTENT} value="accept" />
        <input type="hidden" name="addressId" value={review.addressId} />
        <input type="hidden" name="shippingMethodId" value={review.shippingMethodId} />
        <input type="hidden" name="date" value={review.date} />
        <input type="hidden" name="purchaseOrder" value={review.purchaseOrder ?? ""} />
        <input type="hidden" name="checkoutKey" value={review.checkoutKey} />
        <input type="hidden" name="round" value={review.source.round ?? 0} />
        <input type="hidden" name="expectedSubtotal" value={centsToDollars(totals.subtotal)} />
        <input type="hidden" name="expectedTotal" value={centsToDollars(totals.amount)} />
        <PlainPaymentChoice account={account} />
        <SubmitButton pending={isPending} pendingText="Placing your order…">
          Accept and place order
        </SubmitButton>
      </Form>
    </section>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-gray-600">{term}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}

/** The customer's words back to the shop: the quote is priced again. */
function AskForm() {
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [form, fields, formProps] = useSchemaForm<typeof quoteAskSchema>({
    id: "quote-ask",
    lastResult: actionData?.intent === "ask" ? actionData.result : undefined,
  });
  return (
    <Form method="post" {...formProps} className="panel grid gap-4 p-4">
      <h2 className="text-lg font-bold">Ask for changes</h2>
      <FormAlert id={form.errorId} errors={form.errors} answer={actionData} />
      <input type="hidden" name={INTENT} value="ask" />
      <TextAreaField
        meta={fields.message}
        label="Your message"
        maxLength={QUOTE_NOTE_MAX}
        rows={3}
        hint="Other quantities, another tool, a better price: the quote comes back to us to price again, and cannot be accepted until we send it."
      />
      <div>
        <SubmitButton pending={isPending} pendingText="Sending…">
          Ask for changes
        </SubmitButton>
      </div>
    </Form>
  );
}
