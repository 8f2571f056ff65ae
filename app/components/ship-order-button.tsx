import { Link } from "#app/components/link.tsx";
import { buttonClass } from "./button";
import { askedFrom, useHere } from "./confirm";

/** The question Ship Order asks first, in the words of the spec's other order question. */
export const shipQuestion = (order: { name: string; qyt: number }) =>
  `Are You Sure Want To Ship ${order.name}- ${order.qyt} Pcs Order`;

export const shipUrl = (orderId: string) => `/dashboard/manageorders/${orderId}/ship`;

/**
 * Ship Order for a paid, Pending order: its own page, with JavaScript and without, since the
 * question names the customer, the address and every line and asks for the carrier and the
 * tracking number (more than a dialog holds on a phone). The page returns here.
 */
export function ShipOrderButton({ order }: { order: { id: string } }) {
  const here = useHere();
  return (
    <Link
      to={askedFrom(shipUrl(order.id), here)}
      className={buttonClass("dark", "sm", "inline-block")}
    >
      Ship Order
    </Link>
  );
}
