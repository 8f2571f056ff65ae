import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { invariantResponse } from "@epic-web/invariant";
import { FormAlert } from "#app/components/auth-card.tsx";
import { buttonClass } from "#app/components/button.tsx";
import { InputField, RadioField, SubmitButton, TextAreaField } from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { returnTexts } from "#app/messages.ts";
import {
  requestReturn,
  returnableLines,
  returnWindowEndsAt,
  whyNotReturnable,
} from "#app/models/return.server.ts";
import { returnFormSchema } from "#app/schemas/return.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { orderFor } from "#app/routes/+orders/order-access.server.ts";
import { formRefusal } from "#app/commerce/index.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { formatDateTime } from "#app/utils/dates.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { orderPath } from "#app/utils/order-state.ts";
import type { ReplyField } from "#app/utils/reply-form.ts";
import { MAX_RETURN_COMMENT, RETURN_REASONS, returnReasonLabels } from "#app/utils/returns.ts";
import { formatCount } from "#app/utils/text.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Return items of order ${data.order.number} — Forgeline Tools`
      : "Return items — Forgeline Tools",
  },
];

/**
 * The order's customer alone (an admin does not return a customer's goods: 404 like anyone
 * else), while the order may be returned and has pieces left to return.
 */
async function returnableOrder(request: Request, orderId: string | undefined) {
  const user = await requireUser(request);
  const order = await orderFor(request, user, orderId, { adminMayAct: false });
  const closed = whyNotReturnable(order);
  invariantResponse(!closed, closed ?? "", { status: 409 });
  return { user, order };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { order } = await returnableOrder(request, params.id);
  const lines = (await returnableLines(order.id)).filter((line) => line.returnable > 0);
  invariantResponse(lines.length, returnTexts.tooMany(order.name, 0), { status: 409 });
  return {
    order: { id: order.id, number: order.number, name: order.name },
    lines,
    endsAt: returnWindowEndsAt(order.shippedAt!).toISOString(),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, order } = await returnableOrder(request, params.id);
  const submission = await parseForm(request, returnFormSchema);
  if (submission.status !== "success")
    return data({ result: submission.reply(), lineError: null }, { status: 400 });
  const result = await requestReturn(user.id, order.id, submission.value);
  if (result.status === "requested")
    return redirectWithToast(orderPath(order.id), {
      type: "success",
      message: returnTexts.requested,
    });
  if (result.problem === "missing") throw new Response(result.message, { status: 404 });
  // A quantity the order cannot give is said on its line; anything else above the form.
  const refusal = formRefusal(result);
  const lineError = refusal.line && { toolId: refusal.line.toolId, message: result.message };
  return data(
    { result: submission.reply(lineError ? {} : refusal.errors), lineError },
    { status: refusal.status },
  );
}

export default function ReturnItems() {
  const { order, lines, endsAt } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [form, fields, formProps] = useSchemaForm<typeof returnFormSchema>({
    id: "return-items",
    lastResult: actionData?.result,
  });
  const typed = actionData?.result.initialValue?.qyt;
  const typedQyt = (index: number) =>
    Array.isArray(typed) ? typed[index] : index === 0 ? typed : undefined;
  return (
    <section className="max-w-2xl">
      <p className="text-sm">
        <Link to={orderPath(order.id)} className="font-semibold text-brand hover:underline">
          ← Order {order.number}, {order.name}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">Return items</h1>
      <p className="mt-2 text-gray-600">
        Choose how many pieces of each tool you send back, and tell us why. You can ask until{" "}
        <time dateTime={endsAt}>{formatDateTime(endsAt)}</time>; we write once we have looked at it,
        and refund the pieces when they arrive.
      </p>
      <Form method="post" {...formProps} className="mt-6 grid gap-6 panel p-6">
        <FormAlert id={form.errorId} errors={form.errors} />
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-sm font-semibold text-gray-800">Pieces to return</legend>
          {lines.map((line, index) => {
            const field: ReplyField = {
              kind: "reply",
              id: `${form.id}-qyt-${line.toolId}`,
              name: "qyt",
              formId: form.id,
              errorId: `${form.id}-qyt-${line.toolId}-error`,
              ...(actionData?.lineError?.toolId === line.toolId
                ? { errors: [actionData.lineError.message] }
                : {}),
            };
            const value = typedQyt(index);
            return (
              <div key={line.toolId}>
                <input type="hidden" name="toolId" value={line.toolId} />
                <InputField
                  meta={field}
                  label={line.name}
                  type="number"
                  inputMode="numeric"
                  step={1}
                  min={0}
                  max={line.returnable}
                  defaultValue={typeof value === "string" ? value : "0"}
                  className="max-w-xs"
                  hint={`0 to ${formatCount(line.returnable)} (${formatCount(line.qyt)} shipped)`}
                />
              </div>
            );
          })}
        </fieldset>
        <RadioField
          meta={fields.reason}
          legend="Why are you returning them?"
          options={RETURN_REASONS.map((reason) => ({
            value: reason,
            label: returnReasonLabels[reason],
          }))}
        />
        <TextAreaField
          meta={fields.comment}
          label="Comment (optional)"
          hint={`What happened, in at most ${formatCount(MAX_RETURN_COMMENT)} characters`}
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={isPending} pendingText="Sending…">
            Ask to return
          </SubmitButton>
          <Link to={orderPath(order.id)} className={buttonClass("outline", "lg")}>
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}
