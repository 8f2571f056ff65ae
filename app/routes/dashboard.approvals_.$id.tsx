import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { OrderFact as Fact } from "#app/components/order-fact.tsx";
import { FormAlert } from "#app/components/auth-card.tsx";
import { buttonClass } from "#app/components/button.tsx";
import { DateText, DateTimeText } from "#app/components/date-text.tsx";
import { SubmitButton, TextAreaField } from "#app/components/forms.tsx";
import { OrderLines, orderTotalRows } from "#app/components/lines-table.tsx";
import { Link } from "#app/components/link.tsx";
import { OrderApproval } from "#app/components/order-approval.tsx";
import { OrderStateBadge } from "#app/components/order-state.tsx";
import { RecordNumber } from "#app/components/record-number.tsx";
import { approvalTexts } from "#app/messages.ts";
import { holdEndsAt, holdStartOf } from "#app/models/order.server.ts";
import { decideApproval, withApprovalDetails } from "#app/models/order-approval.server.ts";
import { orderToDecide, undecidedMessage } from "#app/routes/+orders/approval.server.ts";
import { APPROVAL_INTENTS, declineSchema } from "#app/schemas/approval.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { APPROVALS_PATH, approvalPath, MAX_APPROVAL_NOTE } from "#app/utils/approvals.ts";
import { readForm, parseSubmission } from "#app/utils/form.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { isAwaitingApproval } from "#app/utils/order-state.ts";
import { formatCount } from "#app/utils/text.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";

// One order of the company awaiting approval (issue 48), for the company's admins (the mail's
// link, and the Approvals list): what was ordered, by whom, above which limit; Approve, or
// Decline with the note the buyer is mailed. Once decided, who decided and when. Anyone else
// gets the same 404 as for a missing order.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Approve order ${data.order.number} — Forgeline Tools`
      : "Approve an order — Forgeline Tools",
  },
];

const INTENT = "intent";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, order } = await orderToDecide(request, params.id);
  return {
    order: await withApprovalDetails(order),
    holdEnds: holdEndsAt(holdStartOf(order)).toISOString(),
    own: order.userId === user.id,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, order } = await orderToDecide(request, params.id);
  const form = await readForm(request);
  const intent = form.get(INTENT);
  if (intent !== APPROVAL_INTENTS[0] && intent !== APPROVAL_INTENTS[1])
    throw new Response("Choose Approve or Decline.", { status: 400 });
  let outcome;
  if (intent === "decline") {
    const submission = parseSubmission(form, declineSchema);
    if (submission.status !== "success")
      return data({ result: submission.reply() }, { status: 400 });
    outcome = await decideApproval(user, order, {
      decision: "decline",
      note: submission.value.note,
    });
  } else outcome = await decideApproval(user, order, { decision: "approve" });
  if (outcome.status === "decided")
    return redirectWithToast(APPROVALS_PATH, {
      type: "success",
      message:
        intent === "approve"
          ? approvalTexts.approved(order.number)
          : approvalTexts.declined(order.number),
    });
  // Decided by another admin meanwhile (or cancelled, expired): the page says how it stands.
  return redirectWithToast(approvalPath(order.id), {
    type: "error",
    message: undecidedMessage(outcome),
  });
}

export default function ApproveOrder() {
  const { order, holdEnds, own } = useLoaderData<typeof loader>();
  const awaiting = isAwaitingApproval(order);
  return (
    <section>
      <p className="text-sm">
        <Link to={APPROVALS_PATH} className="font-semibold text-brand hover:underline">
          ← {approvalTexts.listTitle}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">
        Approve order <RecordNumber number={order.number} />
      </h1>
      <div className="mt-3">
        <OrderStateBadge order={order} />
      </div>
      <OrderApproval
        order={order}
        awaiting={
          own
            ? approvalTexts.ownOrder
            : approvalTexts.askedToDecide(
                order.customer,
                formatDollars(order.amount),
                order.buyerLimit === null ? null : formatDollars(order.buyerLimit),
              )
        }
      />

      <div className="mt-6 panel p-4">
        <OrderLines
          caption="What was ordered"
          lines={order.lines}
          totals={orderTotalRows(order, "Total")}
        />
      </div>

      <dl className="mt-6 divide-y divide-gray-100 panel px-4">
        <Fact term="Buyer">
          {order.customer} ({order.email})
        </Fact>
        <Fact term="Spending limit">
          {order.buyerLimit === null ? "None" : `${formatDollars(order.buyerLimit)} per order`}
        </Fact>
        {order.purchaseOrder ? <Fact term="PO number">{order.purchaseOrder}</Fact> : null}
        <Fact term="Delivery date">
          <DateText value={order.date} />
        </Fact>
        <Fact term="Address">{order.address}</Fact>
        <Fact term="Placed">
          <DateTimeText value={order.createdAt} />
        </Fact>
        {awaiting ? (
          <Fact term="Held until">
            <DateTimeText value={holdEnds} />
          </Fact>
        ) : null}
      </dl>

      {awaiting && !own ? <Decision /> : null}
    </section>
  );
}

/** Approve (one button), or Decline with the note its buyer is mailed. */
function Decision() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get(INTENT) : null;
  const [form, fields, formProps] = useSchemaForm<typeof declineSchema>({
    id: "decline-order",
    lastResult: actionData?.result,
  });
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-2">
      <Form method="post" className="panel p-4">
        <h2 className="text-lg font-bold">Approve</h2>
        <p className="mt-1 text-sm text-gray-600">
          The buyer is mailed that they can pay it; its pieces are held for them again from now.
        </p>
        <input type="hidden" name={INTENT} value="approve" />
        <SubmitButton
          className="mt-4 w-full"
          pending={sending === "approve"}
          pendingText="Approving…"
        >
          Approve
        </SubmitButton>
      </Form>
      <Form method="post" className="panel p-4" {...formProps}>
        <h2 className="text-lg font-bold">Decline</h2>
        <input type="hidden" name={INTENT} value="decline" />
        <FormAlert id={form.errorId} errors={form.errors} />
        <TextAreaField
          meta={fields.note}
          label={approvalTexts.declineNoteLabel}
          hint={`At most ${formatCount(MAX_APPROVAL_NOTE)} characters`}
          className="mt-2"
        />
        <button
          type="submit"
          className={buttonClass("danger", "lg", "mt-4 w-full")}
          aria-disabled={sending === "decline" || undefined}
        >
          {sending === "decline" ? "Declining…" : "Decline"}
        </button>
      </Form>
    </div>
  );
}
