import { formatDateTime } from "#app/utils/dates.ts";
import { formatDollars } from "#app/utils/money.ts";
import { creditNotePath } from "#app/utils/refunds.ts";

interface ShownRefund {
  id: string;
  amount: number;
  reason: string;
  creditNoteNumber: string | null;
  completedAt: string | null;
}

/**
 * What has been given back of an order, for its customer and admins: the cents so far, and each
 * refund with its date, amount, reason and credit note (a PDF, downloaded). Nothing for an order
 * nothing was refunded of.
 */
export function OrderRefunds({
  order,
  refunds,
}: {
  order: { amount: number; refunded: number };
  refunds: ShownRefund[];
}) {
  if (!order.refunded && !refunds.length) return null;
  return (
    <section aria-labelledby="refunds-heading" className="mt-6 panel p-4">
      <h2 id="refunds-heading" className="text-lg font-bold">
        Refunds
      </h2>
      <p className="mt-1 text-gray-700">
        Refunded so far: <strong>{formatDollars(order.refunded)}</strong> of{" "}
        {formatDollars(order.amount)}
      </p>
      <ul className="mt-3 divide-y divide-gray-100">
        {refunds.map((refund) => (
          <li key={refund.id} className="grid gap-1 py-3 sm:grid-cols-[10rem_6rem_minmax(0,1fr)]">
            <span className="text-sm text-gray-600">
              {refund.completedAt ? (
                <time dateTime={refund.completedAt}>{formatDateTime(refund.completedAt)}</time>
              ) : null}
            </span>
            <span className="font-semibold">{formatDollars(refund.amount)}</span>
            <span className="min-w-0 break-words">
              {refund.reason}
              {refund.creditNoteNumber ? (
                <>
                  {" · "}
                  {/* A download, not a page: a plain link. */}
                  <a
                    href={creditNotePath(refund.id)}
                    className="font-semibold text-brand underline"
                  >
                    Credit note <span className="whitespace-nowrap">{refund.creditNoteNumber}</span>
                  </a>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
