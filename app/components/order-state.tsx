import { messages } from "~/messages";
import { orderStateOf, type OrderState } from "~/utils/order-state";
import { ConfirmAction } from "./confirm";

const tone: Record<OrderState, string> = {
  "Not Paid": "bg-red-100 text-red-700 ring-red-200",
  Paid: "bg-green-100 text-green-800 ring-green-200",
  Completed: "bg-gray-900 text-white ring-gray-900",
};

export function OrderStateBadge({ order }: { order: { paid: number; status: string | null } }) {
  const state = orderStateOf(order);
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-1 text-xs font-bold ring-1 ${tone[state]}`}
    >
      {state}
    </span>
  );
}

/** Cancel for an unpaid order: asks the spec's question first (dialog, or a page without JS). */
export function CancelOrderButton({
  order,
  confirmUrl,
}: {
  order: { name: string; qyt: number };
  confirmUrl: string;
}) {
  return (
    <ConfirmAction
      label="Cancel"
      message={messages.confirmCancelOrder(order.name, order.qyt)}
      confirmUrl={confirmUrl}
      className="rounded-md bg-white px-3 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50"
    />
  );
}
