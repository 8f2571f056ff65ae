import {
  formRefusal,
  isRefusal,
  refundOrder,
  reviewRefund,
  type Refusal,
} from "#app/commerce/index.server.ts";
import { randomUUID } from "node:crypto";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { invariantResponse } from "@epic-web/invariant";
import type { SubmissionResult } from "@conform-to/react";
import { Link } from "#app/components/link.tsx";
import { RecordNumber } from "#app/components/record-number.tsx";
import {
  CheckboxField,
  ErrorList,
  FormAlert,
  InputField,
  SubmitButton,
} from "#app/components/forms.tsx";
import { RefundReviewStep } from "#app/components/refund-review.tsx";
import { moneyConfirmTexts, refundTexts } from "#app/messages.ts";
import { refundableOf, type RefundRequest } from "#app/models/refund.server.ts";
import { REFUND_REASON_MAX, refundFormSchema } from "#app/schemas/refund.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { orderFor } from "#app/routes/+orders/order-access.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { dollarsToCents, formatDollars } from "#app/utils/money.ts";
import { orderPath } from "#app/utils/order-state.ts";
import { isRefundable } from "#app/utils/refunds.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";

// The dashboard's layout ships the script; the form works without it.
export const handle: ServerHandle = {};

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Refund order ${data.order.number} — Forgeline Tools`
      : "Refund an order — Forgeline Tools",
  },
];

/** The admin, and the order the page is about (any other: 404; anyone else: 403). */
async function adminAndOrder(request: Request, orderId: string | undefined) {
  const admin = await requireUser(request, "admin");
  return { admin, order: await orderFor(request, admin, orderId) };
}

/** The paid order an admin refunds, with money left to give back (else a 409 page). */
async function refundableOrder(request: Request, orderId: string | undefined) {
  const { admin, order } = await adminAndOrder(request, orderId);
  invariantResponse(order.paid, refundTexts.notPaid, { status: 409 });
  invariantResponse(isRefundable(order), refundTexts.nothingLeft, { status: 409 });
  return { admin, order };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { order } = await refundableOrder(request, params.id);
  const { lines, left } = await refundableOf(order);
  return {
    order: {
      id: order.id,
      number: order.number,
      name: order.name,
      amount: order.amount,
      refunded: order.refunded,
    },
    // `left`: the pieces a refund by lines may take (those open returns hold are theirs).
    lines: lines.map(({ toolId, name, qyt, price, free, held, repriced }) => ({
      toolId,
      name,
      qyt,
      price,
      left: free,
      held,
      repriced,
    })),
    left,
    // A new key for each drawing of the form: the same form posted twice is one refund.
    key: randomUUID(),
  };
}

/** The form's fields a refusal may name: the lines' quantities, the amount. */
const REFUND_FORM_FIELDS = { lines: "qyt", amount: "amount" };

type RefundSubmission = Awaited<ReturnType<typeof parseForm<typeof refundFormSchema>>>;

/** The form again, with its values and what is wrong with them (a refusal's status). */
function formAnswer(submission: RefundSubmission, refusal: Refusal) {
  const { status, errors } = formRefusal(refusal, REFUND_FORM_FIELDS);
  return data({ result: submission.reply(errors) }, { status });
}

/**
 * A quantity's own error (`qyt[2]`: not a whole number) said with the lines' errors, naming its
 * line: the page says the lines' errors above them, and a form sending one line sends no list.
 */
function onTheLines(result: SubmissionResult<string[]>, lines: { toolId: string; name: string }[]) {
  if (!result.error) return result;
  const sent = [result.initialValue?.toolId ?? []].flat();
  const { qyt, ...others } = result.error;
  const listed = [...(qyt ?? [])];
  const rest: Record<string, string[] | null> = {};
  for (const [name, messages] of Object.entries(others)) {
    const at = /^qyt\[(\d+)\]$/.exec(name);
    if (!at) rest[name] = messages;
    else {
      const line = lines.find((candidate) => candidate.toolId === sent[Number(at[1])]);
      listed.push(
        ...(messages ?? []).map((message) => (line ? `${line.name}: ${message}` : message)),
      );
    }
  }
  return { ...result, error: listed.length ? { ...rest, qyt: listed } : rest };
}

/**
 * Three steps, one action (REFUND_STEP). "review" counts the refund as the refund itself counts
 * it (`reviewRefund`), moving nothing, and answers what it does with its values to send back;
 * "confirm" refunds, under the form's key (a double submit, a second tab: one refund), only if
 * the refund still counts what was shown (else the new review, 409); "change" answers the form
 * with its values.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  // What is left to refund is the refund's to judge: a confirm posted again after it refunded
  // all that was left answers that refund, not "nothing is left".
  const { admin, order } = await adminAndOrder(request, params.id);
  const submission = await parseForm(request, refundFormSchema);
  if (submission.status !== "success")
    return data({ result: onTheLines(submission.reply(), order.lines) }, { status: 400 });
  const { intent, shownCents, shownRefunded, ...values } = submission.value;
  if (intent === "change") return { result: submission.reply() };
  const asked: RefundRequest = {
    orderId: order.id,
    lines: values.toolId.map((id, index) => ({ toolId: id, qyt: values.qyt[index]! })),
    amount: values.amount === undefined ? undefined : dollarsToCents(values.amount),
    restock: values.restock,
    reason: values.reason,
    idempotencyKey: values.key,
    source: "admin",
    by: admin.id,
  };
  const shown =
    intent === "confirm" && shownCents !== undefined && shownRefunded !== undefined
      ? { cents: shownCents, refundedBefore: shownRefunded }
      : null;
  // A review, or a confirm that does not say what it was shown: the review.
  if (!shown) {
    const review = await reviewRefund(asked);
    return isRefusal(review) ? formAnswer(submission, review) : { review, values };
  }
  const outcome = await refundOrder({ ...asked, expected: shown });
  if (outcome.status === "refunded")
    return redirectWithToast(orderPath(order.id), {
      type: "success",
      message: refundTexts.refunded(formatDollars(outcome.refund.amount)),
    });
  if (outcome.field !== "expected") return formAnswer(submission, outcome);
  // It counts otherwise now: what it does now, to confirm again.
  const review = await reviewRefund(asked);
  if (isRefusal(review)) return formAnswer(submission, review);
  return data({ review, values, notice: outcome.message }, { status: 409 });
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type DefaultValue = Parameters<typeof useSchemaForm<typeof refundFormSchema>>[0]["defaultValue"];
type Answer = ReturnType<typeof useActionData<typeof action>>;

export default function RefundOrder() {
  const { order, lines, left, key } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section className="mx-auto max-w-3xl">
      <p className="text-sm">
        <Link to={orderPath(order.id)} className="font-semibold text-brand hover:underline">
          ← Order {order.number}, {order.name}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">
        Refund order <RecordNumber number={order.number} />
      </h1>
      <dl className="mt-4 grid grid-cols-3 gap-2 panel p-4 text-center">
        <div>
          <dt className="text-xs font-semibold text-gray-600 uppercase">Paid</dt>
          <dd className="text-lg font-bold">{formatDollars(order.amount)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-gray-600 uppercase">Refunded so far</dt>
          <dd className="text-lg font-bold">{formatDollars(order.refunded)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-gray-600 uppercase">Left to refund</dt>
          <dd className="text-lg font-bold">{formatDollars(left)}</dd>
        </div>
      </dl>
      {answer && "review" in answer ? (
        <RefundReviewStep
          review={answer.review}
          values={answer.values}
          notice={"notice" in answer ? answer.notice : undefined}
          paid={order.amount}
        />
      ) : (
        <RefundForm lines={lines} left={left} formKey={key} answer={answer} />
      )}
    </section>
  );
}

/** The first step: the pieces or an amount, the reason, the stock; Review asks the server. */
function RefundForm({
  lines,
  left,
  formKey,
  answer,
}: {
  lines: Loaded["lines"];
  left: number;
  formKey: string;
  answer: Answer;
}) {
  const isPending = useIsPending();
  const lastResult = answer && "result" in answer ? answer.result : undefined;
  const [form, fields, formProps] = useSchemaForm<typeof refundFormSchema>({
    id: "refund",
    lastResult,
    // Back from the review mounts this form again while the page still loads, before the answer
    // counts as the last result: it starts from the values sent back all the same.
    defaultValue: lastResult?.initialValue as DefaultValue | undefined,
  });
  // What was typed (or sent back by Back), by tool: the fields toolId and qyt, pair by pair.
  const typedTools = [fields.toolId.initialValue ?? []].flat() as string[];
  const typedQyts = [fields.qyt.initialValue ?? []].flat() as string[];
  const typedQyt = (toolId: string) => typedQyts[typedTools.indexOf(toolId)] ?? "0";
  const linesErrorId = `${form.id}-lines-error`;
  const linesInError = Boolean(fields.qyt.errors?.length);
  return (
    <Form method="post" {...formProps} className="mt-6 grid gap-6">
      <input type="hidden" name="key" value={formKey} />
      {/* A refusal of the whole refund (the provider's) is said at the top. */}
      <FormAlert id={form.errorId} errors={form.errors} answer={answer} />
      <fieldset className="panel p-4">
        <legend className="px-1 text-lg font-bold">Pieces to give back</legend>
        <p className="text-sm text-gray-600">
          Their price and their share of the sales tax are refunded.
          {lines.some((line) => line.repriced)
            ? " Of a line bought at a volume price, the pieces kept are re-priced at the price for their quantity, as the order's price list had it: the refund is what was paid less what they cost now."
            : null}
        </p>
        <ErrorList id={linesErrorId} errors={fields.qyt.errors} />
        <ul className="mt-3 divide-y divide-gray-100">
          {lines.map((line, index) => (
            <li
              key={line.toolId}
              className="grid grid-cols-[minmax(0,1fr)_6rem] items-center gap-3 py-3"
            >
              <label htmlFor={`refund-qyt-${index}`}>
                <span className="font-semibold">{line.name}</span>
                <span className="block text-sm text-gray-600">
                  {formatDollars(line.price)} each · {line.qyt} ordered · {line.left} left to give
                  back
                  {line.held ? ` · ${line.held} in a return still open` : null}
                </span>
              </label>
              {/* A line with nothing left is shown, not sent (a disabled field is not). */}
              {line.left ? <input type="hidden" name="toolId" value={line.toolId} /> : null}
              <input
                id={`refund-qyt-${index}`}
                name="qyt"
                type="number"
                inputMode="numeric"
                min={0}
                max={line.left}
                step={1}
                defaultValue={typedQyt(line.toolId)}
                disabled={line.left === 0}
                aria-invalid={linesInError || undefined}
                aria-describedby={linesInError ? linesErrorId : undefined}
                className="block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-right text-gray-900 shadow-sm focus:border-brand aria-[invalid=true]:border-red-500 disabled:bg-gray-100"
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="grid gap-4 panel p-4 sm:grid-cols-2">
        <InputField
          meta={fields.amount}
          label="Or an amount instead (dollars)"
          type="number"
          step="0.01"
          min={0.01}
          max={left / 100}
          inputMode="decimal"
          hint={`At most ${formatDollars(left)}. Given, it is the refund, whatever pieces are chosen.`}
        />
        <InputField
          meta={fields.reason}
          label="Reason"
          maxLength={REFUND_REASON_MAX}
          hint="On the credit note and in the customer's mail."
        />
        <CheckboxField
          meta={fields.restock}
          label="Put the stock back"
          hint="The pieces given back go on sale again."
          className="sm:col-span-2"
        />
      </div>
      <div>
        <SubmitButton
          pending={isPending}
          pendingText={moneyConfirmTexts.reviewing}
          className="w-full sm:w-auto"
        >
          {moneyConfirmTexts.review}
        </SubmitButton>
        <p className="mt-2 text-sm text-gray-600">{moneyConfirmTexts.reviewHint}</p>
      </div>
    </Form>
  );
}
