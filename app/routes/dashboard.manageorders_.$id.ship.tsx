import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { invariantResponse } from "@epic-web/invariant";
import type { ReactNode } from "react";
import { ConfirmPage } from "#app/components/confirm.tsx";
import { InputField, SelectField } from "#app/components/forms.tsx";
import { OrderSummary } from "#app/components/order-lines.tsx";
import { shipQuestion } from "#app/components/ship-order-button.tsx";
import { messages, sharedTexts } from "#app/messages.ts";
import { shipOrder } from "#app/models/order.server.ts";
import { MAX_TRACKING_LENGTH, shipmentSchema } from "#app/schemas/shipment.ts";
import { requireUser } from "#app/services/auth.server.ts";
import {
  readConfirmation,
  returnPathOfPageAtRow,
  returnToRow,
} from "#app/routes/+dashboard/confirm-return.server.ts";
import { orderFor } from "#app/routes/+orders/order-access.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseSubmission } from "#app/utils/form.server.ts";
import { isShippable, orderPath } from "#app/utils/order-state.ts";
import { orderSummaryOf } from "#app/utils/order-lines.ts";
import { rowId } from "#app/utils/table-row.ts";
import { CARRIERS, carrierLabels } from "#app/utils/tracking.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";
import { DateText } from "#app/components/date-text.tsx";

const NOT_SHIPPABLE = `${sharedTexts.onlyPaidOrdersShip}.`;
const LIST = "/dashboard/manageorders";

// Ship Order is asked from Manage Orders (any search, filter or page) or from the order's page.
const returnPages = (orderId: string): [string, string] => [LIST, orderPath(orderId)];

// GET: the question, naming who gets which parcel where, and the parcel's optional tracking.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const order = await orderFor(request, await requireUser(request, "admin"), params.id);
  invariantResponse(isShippable(order), NOT_SHIPPABLE, { status: 409 });
  return {
    message: shipQuestion(order),
    order: orderSummaryOf(order),
    recipient: {
      customer: order.customer,
      email: order.email,
      address: order.address,
      phone: order.phone,
      date: order.date,
    },
    back: returnPathOfPageAtRow(request, returnPages(order.id), rowId("order", order.id)),
  };
}

// POST: only a paid, Pending order ships, whatever the page showed; a carrier and a tracking
// number that do not go together come back to the form.
export async function action({ request, params }: ActionFunctionArgs) {
  const order = await orderFor(request, await requireUser(request, "admin"), params.id);
  const { form, back } = await readConfirmation(request, returnPages(order.id));
  const submission = parseSubmission(form, shipmentSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const atRow = returnToRow(back, LIST, rowId("order", order.id));
  return (await shipOrder(order.id, submission.value))
    ? redirectWithToast(atRow, { type: "success", message: messages.orderShipped })
    : redirectWithToast(atRow, { type: "error", message: NOT_SHIPPABLE });
}

const carrierOptions = CARRIERS.map((carrier) => ({
  value: carrier,
  label: carrierLabels[carrier],
}));

export default function ConfirmShipOrder() {
  const { message, order, recipient, back } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [, fields, formProps] = useSchemaForm<typeof shipmentSchema>({
    id: "ship-order",
    lastResult: actionData?.result,
  });
  return (
    <ConfirmPage
      message={message}
      cancelUrl={back}
      formProps={formProps}
      fields={
        <>
          <SelectField
            meta={fields.carrier}
            label="Carrier (optional)"
            placeholder="None: not tracked"
            options={carrierOptions}
          />
          <InputField
            meta={fields.trackingNumber}
            label="Tracking number (optional)"
            hint={`Needed with UPS, FedEx or USPS; at most ${MAX_TRACKING_LENGTH} characters.`}
            autoComplete="off"
            spellCheck={false}
            className="min-w-0"
          />
        </>
      }
    >
      <dl className="mt-6 grid gap-2 text-left text-sm">
        <Recipient term="Customer">
          {recipient.customer} ({recipient.email})
        </Recipient>
        <Recipient term="Ship to">
          <span className="whitespace-pre-line">{recipient.address}</span>
        </Recipient>
        <Recipient term="Phone">{recipient.phone}</Recipient>
        <Recipient term="Wanted by">
          <DateText value={recipient.date} />
        </Recipient>
      </dl>
      <OrderSummary order={order} />
    </ConfirmPage>
  );
}

function Recipient({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[6rem_minmax(0,1fr)] sm:gap-3">
      <dt className="font-semibold text-gray-600">{term}</dt>
      <dd className="wrap-break-word text-gray-900">{children}</dd>
    </div>
  );
}
