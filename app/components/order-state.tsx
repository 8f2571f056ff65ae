import { Link } from "#app/components/link.tsx";
import {
  orderPath,
  orderStateLabels,
  orderStateOf,
  paymentLabel,
  type OrderFlags,
  type OrderState,
} from "#app/utils/order-state.ts";
import { cancelQuestionText } from "#app/utils/refunds.ts";
import { ConfirmAction } from "./confirm";
import { buttonClass } from "./button";

const tone: Record<OrderState, string> = {
  awaiting_approval: "bg-violet-100 text-violet-900 ring-violet-300",
  unpaid: "bg-red-100 text-red-700 ring-red-200",
  paid: "bg-green-100 text-green-800 ring-green-200",
  shipped: "bg-gray-900 text-white ring-gray-900",
  partly_refunded: "bg-sky-100 text-sky-900 ring-sky-300",
  refunded: "bg-sky-100 text-sky-900 ring-sky-300",
  cancelled: "bg-gray-100 text-gray-800 ring-gray-300",
  expired: "bg-amber-100 text-amber-900 ring-amber-300",
  declined: "bg-gray-100 text-gray-800 ring-gray-300",
};

/** An order's state in its one label (orderStateLabels). */
export function OrderStateBadge({ order }: { order: OrderFlags }) {
  const state = orderStateOf(order);
  return <Badge tone={tone[state]}>{orderStateLabels[state]}</Badge>;
}

/** The payment alone, the spec's label: Paid, a red Not Paid, or the state of an ended order. */
export function PaymentBadge({ order }: { order: OrderFlags }) {
  return (
    <Badge tone={order.paid ? tone.paid : tone[orderStateOf(order)]}>{paymentLabel(order)}</Badge>
  );
}

function Badge({ tone, children }: { tone: string; children: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ring-1 ${tone}`}
    >
      {children}
    </span>
  );
}

/**
 * Cancel for an unpaid order, or an admin's for a paid one that has not shipped (it is
 * refunded): asks the spec's question first (dialog, or a page without JS).
 */
export function CancelOrderButton({
  order,
  confirmUrl,
}: {
  order: Parameters<typeof cancelQuestionText>[0];
  confirmUrl: string;
}) {
  return (
    <ConfirmAction
      label="Cancel"
      message={cancelQuestionText(order)}
      confirmUrl={confirmUrl}
      className={buttonClass("danger-outline", "sm")}
    />
  );
}

/** An order's product name, opening the order's own page (both order lists use it). */
export function OrderLink({ order }: { order: { id: string; name: string } }) {
  return (
    <Link to={orderPath(order.id)} className="text-brand underline hover:text-brand-hover">
      {order.name}
    </Link>
  );
}
