import { buttonClass } from "./button";
import { ConfirmAction } from "./confirm";

/** The question Ship Order asks first, in the words of the spec's other order question. */
export const shipQuestion = (order: { name: string; qyt: number }) =>
  `Are You Sure Want To Ship ${order.name}- ${order.qyt} Pcs Order`;

export const shipUrl = (orderId: string) => `/dashboard/manageorders/${orderId}/ship`;

/** Ship Order for a paid, Pending order: asks first (dialog, or a page without JS). */
export function ShipOrderButton({ order }: { order: { id: string; name: string; qyt: number } }) {
  return (
    <ConfirmAction
      label="Ship Order"
      message={shipQuestion(order)}
      confirmUrl={shipUrl(order.id)}
      className={buttonClass("dark", "sm", "inline-block")}
    />
  );
}
