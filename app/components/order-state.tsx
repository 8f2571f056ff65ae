import { messages } from "#app/messages.ts";
import { Link } from "#app/components/link.tsx";
import { orderPath, orderStateOf, type OrderState } from "#app/utils/order-state.ts";
import { ConfirmAction } from "./confirm";
import { buttonClass } from "./button";

const tone: Record<OrderState, string> = {
  "Not Paid": "bg-red-100 text-red-700 ring-red-200",
  Paid: "bg-green-100 text-green-800 ring-green-200",
  Completed: "bg-gray-900 text-white ring-gray-900",
  Cancelled: "bg-gray-100 text-gray-800 ring-gray-300",
  Expired: "bg-amber-100 text-amber-900 ring-amber-300",
};

type OrderFlags = { paid: number; status: string | null; closed: string | null };

/** What a customer sees of an order: Not Paid, Paid, Completed once shipped, Cancelled, Expired. */
export function OrderStateBadge({ order }: { order: OrderFlags }) {
  return <StateBadge state={orderStateOf(order)} />;
}

/** The payment alone (Manage Orders has its own Status column): Not Paid or Paid. */
export function PaymentBadge({ order }: { order: OrderFlags }) {
  return <StateBadge state={order.paid ? "Paid" : "Not Paid"} />;
}

function StateBadge({ state }: { state: OrderState }) {
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
