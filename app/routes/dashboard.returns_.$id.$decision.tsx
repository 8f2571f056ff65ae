import { decideReturn } from "#app/commerce/index.server.ts";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { invariantResponse } from "@epic-web/invariant";
import type { ReactNode } from "react";
import { askedFrom, ConfirmPage } from "#app/components/confirm.tsx";
import { FormAlert } from "#app/components/auth-card.tsx";
import { ShownRefundFields } from "#app/components/refund-review.tsx";
import { TextAreaField } from "#app/components/forms.tsx";
import { RecordNumber } from "#app/components/record-number.tsx";
import { moneyConfirmTexts, returnTexts } from "#app/messages.ts";
import {
  getReturn,
  receiptOfReturn,
  withOrderOfReturn,
  type ReturnWithLines,
} from "#app/models/return.server.ts";
import { shownRefundSchema } from "#app/schemas/refund.ts";
import { returnDecisionSchema } from "#app/schemas/return.ts";
import { requireUser } from "#app/services/auth.server.ts";
import {
  readConfirmation,
  returnPathOfPageAtRow,
  returnToRow,
} from "#app/routes/+dashboard/confirm-return.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseSubmission } from "#app/utils/form.server.ts";
import { lineText } from "#app/utils/order-lines.ts";
import { SHOWN_REFUND } from "#app/utils/refunds.ts";
import {
  DECISION_FROM,
  decisionOfSegment,
  decisionUrl,
  decisionQuestion,
  mayDecide,
  MAX_RETURN_NOTE,
  RETURNS_TABLE,
  returnReasonLabels,
  returnStatusLabels,
  type ReturnDecision,
  type ReturnReason,
  type ReturnStatus,
} from "#app/utils/returns.ts";
import { rowId } from "#app/utils/table-row.ts";
import { formatCount } from "#app/utils/text.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";

// Approve, Reject and Mark received, asked from the returns table (any search, status and
// page) and answered back at the same row. Approve and Mark received are questions (this page
// without JavaScript; a dialog posts here with it); Reject is this page with its note. An
// approved return that can no longer be refunded in full is received for what is left (the
// question says how much) or rejected.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Decide on return ${data.item.number} — Forgeline Tools`
      : "Decide on a return — Forgeline Tools",
  },
];

const DONE: Record<ReturnDecision, string> = {
  approved: returnTexts.approved,
  rejected: returnTexts.rejected,
  received: returnTexts.received,
};

/** Only the note travels in the form; the decision is the page's. */
const noteSchema = returnDecisionSchema.pick({ note: true });

async function decisionOf(request: Request, params: LoaderFunctionArgs["params"]) {
  const admin = await requireUser(request, "admin");
  const decision = decisionOfSegment(params.decision);
  invariantResponse(decision, "There is no such decision on a return.", { status: 404 });
  return { admin, decision };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { decision } = await decisionOf(request, params);
  const found = await getReturn(params.id ?? "");
  invariantResponse(found, returnTexts.noSuchReturn, { status: 404 });
  const receipt = found.status === "approved" ? await receiptOfReturn(found) : null;
  invariantResponse(mayDecide(decision, found.status, receipt), whyNot(decision, found), {
    status: 409,
  });
  const [item] = await withOrderOfReturn([found]);
  return {
    decision,
    message: decisionQuestion(decision, found, receipt),
    // What Mark received refunds: Yes sends it back, and nothing else is refunded.
    shown:
      decision === "received" && receipt
        ? { cents: receipt.cents, refundedBefore: receipt.refundedBefore }
        : null,
    item: summaryOf(item!),
    back: returnPathOfPageAtRow(request, [RETURNS_TABLE], rowId("return", found.id)),
  };
}

/** Why this decision cannot be taken on the return as it stands. */
function whyNot(decision: ReturnDecision, found: ReturnWithLines): string {
  if (found.status === DECISION_FROM[decision] && decision === "received")
    return returnTexts.nothingLeftToRefund;
  if (decision === "rejected" && found.status === "approved") return returnTexts.stillRefundable;
  return returnTexts.cannotDecide(decision, returnStatusLabels[found.status as ReturnStatus]);
}

/** What the question shows of the return: the order, the customer, the lines and why. */
function summaryOf(
  item: ReturnWithLines & { order: { number: string; name: string; customer: string } },
) {
  return {
    number: item.number,
    orderNumber: item.order.number,
    order: item.order.name,
    customer: item.order.customer,
    lines: item.lines.map(lineText),
    reason: returnReasonLabels[item.reason as ReturnReason],
    comment: item.comment,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { admin, decision } = await decisionOf(request, params);
  const { form, back: list } = await readConfirmation(request, [RETURNS_TABLE]);
  const returnId = params.id ?? "";
  // Back to the same search, status and page, at the row that changed.
  const back = returnToRow(list, RETURNS_TABLE, rowId("return", returnId));
  const submission = parseSubmission(form, noteSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const shown = decision === "received" ? parseSubmission(form, shownRefundSchema) : null;
  if (shown && shown.status !== "success")
    return data({ notice: moneyConfirmTexts.receiveUnconfirmed }, { status: 400 });
  const result = await decideReturn(
    returnId,
    { status: decision, note: submission.value.note },
    admin.id,
    shown?.value && {
      cents: shown.value[SHOWN_REFUND.cents],
      refundedBefore: shown.value[SHOWN_REFUND.refundedBefore],
    },
  );
  // A return received for what was left says what it refunded (its note).
  if (result.status === "decided")
    return redirectWithToast(back, {
      type: "success",
      message: (decision === "received" && result.return.note) || DONE[decision],
    });
  if (result.problem === "missing") throw new Response(result.message, { status: 404 });
  // It refunds otherwise now: the question again, with what it refunds now.
  if (result.field === "expected")
    return redirectWithToast(askedFrom(decisionUrl(returnId, "received"), list), {
      type: "error",
      message: moneyConfirmTexts.receiveChanged,
    });
  if (result.field === "note")
    return data(
      { result: submission.reply({ fieldErrors: { note: [result.message] } }) },
      { status: 400 },
    );
  // Another admin decided first, or the refund was refused: said at the row.
  return redirectWithToast(back, { type: "error", message: result.message });
}

export default function DecideOnReturn() {
  const { decision, message, item, back, shown } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const about = <ReturnSummary item={item} />;
  if (shown)
    return (
      <ConfirmPage
        message={message}
        cancelUrl={back}
        fields={
          <>
            <FormAlert
              id="receive-return-error"
              errors={answer && "notice" in answer ? [answer.notice] : null}
            />
            <ShownRefundFields shown={shown} />
          </>
        }
      >
        {about}
        <p className="mt-4 text-left text-sm text-gray-600">
          {moneyConfirmTexts.receiveCreditNote}
        </p>
      </ConfirmPage>
    );
  if (decision !== "rejected")
    return (
      <ConfirmPage message={message} cancelUrl={back}>
        {about}
      </ConfirmPage>
    );
  return <RejectForm message={message} back={back} about={about} />;
}

function ReturnSummary({ item }: { item: ReturnType<typeof summaryOf> }) {
  return (
    <dl className="mt-4 grid gap-1 text-left text-sm">
      <div>
        <dt className="inline font-semibold">Return: </dt>
        <dd className="inline">
          <RecordNumber number={item.number} />
        </dd>
      </div>
      <div>
        <dt className="inline font-semibold">Order: </dt>
        <dd className="inline">
          <RecordNumber number={item.orderNumber} />, {item.order}, {item.customer}
        </dd>
      </div>
      <div>
        <dt className="inline font-semibold">Lines: </dt>
        <dd className="inline">{item.lines.join(", ")}</dd>
      </div>
      <div>
        <dt className="inline font-semibold">Reason: </dt>
        <dd className="inline">
          {item.reason}
          {item.comment ? <> — “{item.comment}”</> : null}
        </dd>
      </div>
    </dl>
  );
}

/** Reject asks for the note the customer is mailed; No goes back to the table's row. */
function RejectForm({ message, back, about }: { message: string; back: string; about: ReactNode }) {
  const actionData = useActionData<typeof action>();
  const [form, fields, formProps] = useSchemaForm<typeof noteSchema>({
    id: "reject-return",
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
  });
  return (
    <ConfirmPage
      message={message}
      cancelUrl={back}
      formProps={formProps}
      fields={
        <>
          <FormAlert id={form.errorId} errors={form.errors} />
          <TextAreaField
            meta={fields.note}
            label="Why (the customer is mailed this)"
            hint={`At most ${formatCount(MAX_RETURN_NOTE)} characters`}
          />
        </>
      }
    >
      {about}
    </ConfirmPage>
  );
}
