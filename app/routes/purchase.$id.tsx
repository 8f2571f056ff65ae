import { randomUUID } from "node:crypto";
import { parse, type SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { useState } from "react";
import type { z } from "zod";
import { useHydrated } from "remix-utils/use-hydrated";
import { FormAlert, InputField, ReadOnlyField, SubmitButton } from "#app/components/forms.tsx";
import { ToolFacts } from "#app/components/tool-facts.tsx";
import { AddToCartForm } from "#app/components/add-to-cart-form.tsx";
import { approvalTexts, messages } from "#app/messages.ts";
import { isAwaitingApproval } from "#app/utils/order-state.ts";
import { placeOrder, toolOrder } from "#app/models/placing.server.ts";
import { formRefusal } from "#app/commerce/index.server.ts";
import { getTool, type ToolSummary as Tool } from "#app/models/tool.server.ts";
import { buyerPrices, toolLadder } from "#app/models/trade-prices.server.ts";
import { PriceLadder } from "#app/components/price-ladder.tsx";
import {
  lineAmount,
  listLadder,
  priceAt,
  purchaseEarliestDelivery,
  purchaseTotals,
  type PriceLadder as Ladder,
  type PurchaseChoices,
} from "#app/commerce/index.ts";
import type { User } from "#app/models/user.server.ts";
import {
  CHECK_TOTAL,
  ORDER_INTENT,
  orderSteps,
  quantityProblem,
  steppedQuantity,
  type OrderStep,
} from "#app/schemas/order-quantity.ts";
import { deliveryWindow } from "#app/schemas/field-hints.ts";
import { purchaseFormSchema, type PurchaseFormFields } from "#app/schemas/purchase.ts";
import { TYPED_ADDRESS } from "#app/schemas/checkout-choices.ts";
import { purchaseChoices } from "#app/routes/+orders/purchase-choices.server.ts";
import { PurchaseDelivery, PurchaseOrderTotal } from "#app/components/purchase-delivery.tsx";
import { followDeliveryDate } from "#app/components/checkout-choices.tsx";
import { deliveryDateTexts } from "#app/messages.ts";
import { now } from "#app/utils/clock.server.ts";
import { formatDate } from "#app/utils/dates.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { formatCount } from "#app/utils/text.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";
import { parseSubmission, readForm } from "#app/utils/form.server.ts";
import { hydratedPage } from "#app/utils/page-scripts.ts";
import { invariantResponse } from "@epic-web/invariant";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { buttonClass } from "#app/components/button.tsx";

// Pending states, inline errors and dialogs: this page ships its script.
export const handle = hydratedPage;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Order ${data.tool.name} — Forgeline Tools` : "Order — Forgeline Tools" },
];

async function toolFor(id: string | undefined) {
  const tool = await getTool(id ?? "");
  invariantResponse(tool, "This tool is not in the catalogue.", { status: 404 });
  return tool;
}

/** The customer's price ladder of the tool (issue 40): their group's and the volume prices. */
async function ladderFor(user: User, tool: Tool): Promise<Ladder> {
  return (await toolLadder(await buyerPrices(user), tool.id)) ?? listLadder(tool.price);
}

const limitsOf = (tool: { minimum_qyt: number; available_qyt: number }) => ({
  minimum: tool.minimum_qyt,
  available: tool.available_qyt,
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const tool = await toolFor(params.id);
  const [ladder, choices] = await Promise.all([ladderFor(user, tool), purchaseChoices(user)]);
  return {
    tool,
    ladder,
    choices,
    customer: { name: user.displayName, email: user.email },
    // One id per rendering of the form: posting it twice places one order.
    requestId: randomUUID(),
    delivery: deliveryWindow(now()),
  };
}

/**
 * The form's fields a refusal may name: the quantity, the tool itself (gone meanwhile), and the
 * delivery's choices.
 */
const PURCHASE_FORM_FIELDS = {
  qyt: "qyt",
  toolId: "toolId",
  date: "date",
  addressId: "addressId",
  shippingMethodId: "shippingMethodId",
};

type Submission = ReturnType<typeof parseSubmission<ReturnType<typeof purchaseFormSchema>>>;

/**
 * The stepper's and Check total's answer (they post only without JavaScript): the form again as
 * typed, with the quantity stepped and the total for it, and no word on the other fields yet.
 */
function pricedStep(
  submission: Submission,
  intent: OrderStep | typeof CHECK_TOTAL,
  tool: Tool,
  ladder: Ladder,
  choices: PurchaseChoices,
) {
  const { initialValue } = submission.reply();
  const typed = submission.payload.qyt;
  const qyt =
    intent === CHECK_TOTAL
      ? String(typeof typed === "string" ? typed : "")
      : String(steppedQuantity(typed, limitsOf(tool), intent));
  const problem = quantityProblem(qyt, limitsOf(tool));
  const result: SubmissionResult<string[]> = {
    status: problem ? "error" : undefined,
    initialValue: { ...initialValue, qyt },
    // Only the quantity has been judged: the other fields say nothing until the order is placed.
    error: problem ? { qyt: [problem] } : {},
    fields: ["qyt"],
  };
  if (problem) return { result, priced: null };
  const total = lineAmount({ price: priceAt(ladder, Number(qyt)).price, qyt: Number(qyt) });
  const { addressId, shippingMethodId } = submission.payload;
  return {
    result,
    priced: {
      qyt: Number(qyt),
      total,
      // With a saved address and a method: the order's total, shipping and tax included.
      order: purchaseTotals(choices, total, addressId, shippingMethodId),
    },
  };
}

const isTotalIntent = (value: unknown): value is OrderStep | typeof CHECK_TOTAL =>
  value === CHECK_TOTAL || (typeof value === "string" && Object.hasOwn(orderSteps, value));

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const tool = await toolFor(params.id);
  const formData = await readForm(request);
  const submission = parseSubmission(formData, purchaseFormSchema(limitsOf(tool), formData));
  const intent = formData.get(ORDER_INTENT);
  if (isTotalIntent(intent)) {
    const [ladder, choices] = await Promise.all([ladderFor(user, tool), purchaseChoices(user)]);
    return data(pricedStep(submission, intent, tool, ladder, choices));
  }
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const placed = await placeOrder(toolOrder(user, tool.id, submission.value));
  if (placed.status === "refused") {
    const refusal = formRefusal(placed, PURCHASE_FORM_FIELDS);
    return data({ result: submission.reply(refusal.errors) }, { status: refusal.status });
  }
  return redirectWithToast("/dashboard/myorders", {
    type: "success",
    // Above the buyer's spending limit, it waits for the company's approval (issue 48).
    message: isAwaitingApproval(placed.order) ? approvalTexts.placedAwaiting : messages.orderPlaced,
  });
}

export default function Purchase() {
  const { tool, ladder, choices, customer, requestId, delivery } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const hydrated = useHydrated();
  const [form, fields, formProps] = useSchemaForm<PurchaseFormFields>({
    id: "purchase",
    lastResult: actionData?.result,
    defaultValue: {
      date: delivery.min,
      qyt: String(tool.minimum_qyt),
      addressId: TYPED_ADDRESS,
      shippingMethodId: choices.methods[0]?.id,
    },
    // The quantity speaks as the customer types; the other fields are the server's to judge.
    validate: (formData) =>
      parse(formData, {
        resolve: (value) => {
          const problem = quantityProblem(value.qyt, limitsOf(tool));
          return problem
            ? { error: { qyt: [problem] } }
            : { value: value as z.input<PurchaseFormFields> };
        },
      }),
  });
  // The quantity the total is for (null: none valid); its unit price is the ladder's rung.
  const [totalQyt, setTotalQyt] = useState<number | null>(tool.minimum_qyt);
  const inStock = tool.available_qyt >= tool.minimum_qyt;
  const priced = actionData && "priced" in actionData ? actionData.priced : null;
  const unitQyt = hydrated ? totalQyt : (priced?.qyt ?? tool.minimum_qyt);
  const unitPrice = priceAt(ladder, unitQyt ?? tool.minimum_qyt).price;
  // Where the order goes, as chosen so far (with JavaScript the totals follow it).
  const [deliverTo, setDeliverTo] = useState(String(fields.addressId.initialValue ?? ""));
  const [methodId, setMethodId] = useState(String(fields.shippingMethodId.initialValue ?? ""));
  // The earliest delivery day of a delivery: its method's to a saved address, else today. With
  // JavaScript the date follows the delivery chosen; without, the server checks it.
  const earliestFor = (addressId: string, shippingMethodId: string) =>
    purchaseEarliestDelivery(choices, addressId, shippingMethodId) ?? delivery.min;
  const chooseDelivery = (addressId: string, shippingMethodId: string) => {
    const was = earliestFor(deliverTo, methodId);
    followDeliveryDate(fields.date.id, was, earliestFor(addressId, shippingMethodId));
    setDeliverTo(addressId);
    setMethodId(shippingMethodId);
  };
  // The goods' total so far: the quantity typed (with JavaScript), or last priced, or the minimum.
  const subtotal = lineAmount({ price: unitPrice, qyt: unitQyt ?? tool.minimum_qyt });
  const orderTotal = hydrated
    ? totalQyt === null
      ? null
      : purchaseTotals(choices, subtotal, deliverTo, methodId)
    : (priced?.order ?? null);
  // With JavaScript the stepper changes the quantity in place, as if typed: the live check and
  // the total follow.
  const stepInPlace = (step: OrderStep) => {
    const input = document.getElementById(fields.qyt.id);
    if (!(input instanceof HTMLInputElement)) return;
    const next = steppedQuantity(input.value, limitsOf(tool), step);
    input.value = String(next);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    setTotalQyt(next);
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-2">
      <ToolFacts tool={{ ...tool, price: ladder.steps[0]!.price }} />
      <section aria-labelledby="order-heading" className="panel p-6">
        <h2 id="order-heading" className="text-2xl font-bold">
          Place your order
        </h2>
        {inStock ? (
          <Form method="post" {...formProps} className="mt-6 grid gap-4 sm:grid-cols-2">
            {/* Enter in a field presses the form's first submit button: without JavaScript the
                stepper's buttons come before Place order, so this hidden one places the order. */}
            {hydrated ? null : <button type="submit" hidden tabIndex={-1} aria-hidden="true" />}
            <input type="hidden" name="requestId" value={requestId} />
            {form.errors?.length ? (
              <div className="sm:col-span-2">
                <FormAlert id={form.errorId} errors={form.errors} answer={actionData} />
              </div>
            ) : null}
            <ReadOnlyField className="sm:col-span-2" label="Product" value={tool.name} />
            <ReadOnlyField label="Your name" value={customer.name} />
            <ReadOnlyField label="Your email" value={customer.email} />
            <InputField
              meta={fields.date}
              label="Delivery date"
              type="date"
              min={hydrated ? earliestFor(deliverTo, methodId) : delivery.min}
              max={delivery.max}
              hint={deliveryDateTexts.fromTodayHint(
                formatDate(delivery.min),
                formatDate(delivery.max),
                choices.addresses.length > 0 && choices.methods.length > 0,
              )}
            />
            <div id="order-quantity" className="scroll-mt-4">
              <InputField
                meta={fields.qyt}
                label="Quantity (pcs)"
                type="number"
                inputMode="numeric"
                hint={`From ${formatCount(tool.minimum_qyt)} to ${formatCount(tool.available_qyt)} pieces`}
                onBlur={(event) => {
                  const qyt = Number(event.currentTarget.value);
                  const valid =
                    Number.isInteger(qyt) && qyt >= tool.minimum_qyt && qyt <= tool.available_qyt;
                  setTotalQyt(valid ? qyt : null);
                }}
              />
              <div className="mt-2 flex gap-2">
                <QuantityStep step="less" hydrated={hydrated} onStep={stepInPlace} />
                <QuantityStep step="more" hydrated={hydrated} onStep={stepInPlace} />
              </div>
            </div>
            <PurchaseDelivery
              className="sm:col-span-2"
              choices={choices}
              subtotal={subtotal}
              fields={fields}
              hydrated={hydrated}
              deliverTo={deliverTo}
              onDeliverTo={(addressId) => chooseDelivery(addressId, methodId)}
              onMethod={(shippingMethodId) => chooseDelivery(deliverTo, shippingMethodId)}
            />
            <PriceLadder ladder={ladder} minimum={tool.minimum_qyt} className="sm:col-span-2" />
            <p
              id="order-total"
              className="scroll-mt-4 rounded-md bg-gray-50 p-3 text-sm sm:col-span-2"
              aria-live="polite"
            >
              Unit price: <strong data-testid="unit-price">{formatDollars(unitPrice)}</strong> per
              piece.{" "}
              {hydrated ? (
                <>
                  Total amount:{" "}
                  <strong data-testid="order-total">
                    {totalQyt === null
                      ? "—"
                      : formatDollars(lineAmount({ price: unitPrice, qyt: totalQyt }))}
                  </strong>
                </>
              ) : priced ? (
                <>
                  Total for {formatCount(priced.qyt)} pcs:{" "}
                  <strong data-testid="order-total">{formatDollars(priced.total)}</strong>
                </>
              ) : (
                <>Check the total for your quantity before you place the order.</>
              )}
              <PurchaseOrderTotal totals={orderTotal} />
            </p>
            <div className="flex flex-wrap gap-3 sm:col-span-2">
              <SubmitButton
                disabled={hydrated && Boolean(fields.qyt.errors?.length)}
                pending={isPending}
                pendingText="Placing your order…"
              >
                Place order
              </SubmitButton>
              {/* With JavaScript the total follows the quantity by itself. */}
              {hydrated ? null : (
                <button
                  type="submit"
                  name={ORDER_INTENT}
                  value={CHECK_TOTAL}
                  formAction="#order-total"
                  formNoValidate
                  className={secondaryButton}
                >
                  Check total
                </button>
              )}
            </div>
          </Form>
        ) : null}
        {/* Beside the spec's one-tool order, the cart: its own small form, posted to /cart. */}
        {inStock ? (
          <section aria-labelledby="cart-heading" className="mt-8 border-t border-gray-200 pt-6">
            <h3 id="cart-heading" className="text-lg font-bold">
              Buying more than one tool?
            </h3>
            <p className="mt-1 text-sm text-gray-600">
              Add this one to your cart and check out once for all of them.
            </p>
            <AddToCartForm tool={tool} className="mt-3 max-w-sm" />
          </section>
        ) : (
          <p className="mt-6 font-semibold text-red-600">
            Out of stock: fewer than the minimum order of {formatCount(tool.minimum_qyt)} pieces are
            left.{" "}
            <Link to="/tools" className="text-brand underline">
              See other tools
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}

const secondaryButton = buttonClass("outline", "lg");

const stepLabels: Record<OrderStep, { sign: string; name: string }> = {
  less: { sign: "−", name: "One piece less" },
  more: { sign: "+", name: "One piece more" },
};

/**
 * A button of the quantity stepper: without JavaScript a plain submit (the page comes back at
 * the quantity, stepped, with the total); with it, it steps the field in place.
 */
function QuantityStep({
  step,
  hydrated,
  onStep,
}: {
  step: OrderStep;
  hydrated: boolean;
  onStep: (step: OrderStep) => void;
}) {
  const { sign, name } = stepLabels[step];
  const behaviour = hydrated
    ? ({ type: "button", onClick: () => onStep(step) } as const)
    : ({
        type: "submit",
        name: ORDER_INTENT,
        value: step,
        formAction: "#order-quantity",
        formNoValidate: true,
      } as const);
  return (
    <button {...behaviour} className={`${secondaryButton} w-12`}>
      <span aria-hidden="true">{sign}</span>
      <span className="sr-only">{name}</span>
    </button>
  );
}
