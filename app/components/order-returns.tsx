import { Link } from "#app/components/link.tsx";
import { formatDateTime } from "#app/utils/dates.ts";
import { formatDollars } from "#app/utils/money.ts";
import { lineText } from "#app/utils/order-lines.ts";
import {
  returnReasonLabels,
  returnRequestPath,
  returnStatusLabels,
  type ReturnReason,
  type ReturnStatus,
} from "#app/utils/returns.ts";
import { buttonClass } from "./button";
import { RecordNumber } from "./record-number";

interface ShownReturn {
  id: string;
  number: string;
  status: string;
  reason: string;
  comment: string;
  note: string | null;
  createdAt: string;
  /** Cents its refund gave back, once received. */
  refundAmount: number | null;
  lines: { toolId: string; name: string; qyt: number }[];
}

/** "Return items", for the customer of a shipped order within its time for returns. */
export function ReturnItemsLink({ orderId }: { orderId: string }) {
  return (
    <Link to={returnRequestPath(orderId)} className={buttonClass("outline", "lg")}>
      Return items
    </Link>
  );
}

/** An order's returns on its page: what comes back, why, where each stands and the shop's note. */
export function OrderReturns({ returns }: { returns: ShownReturn[] }) {
  if (!returns.length) return null;
  return (
    <section aria-labelledby="order-returns" className="mt-6 panel p-4">
      <h2 id="order-returns" className="text-lg font-bold">
        Returns
      </h2>
      <ul className="mt-2 divide-y divide-gray-100">
        {returns.map((item) => (
          <li key={item.id} className="grid gap-1 py-3 text-sm">
            <p className="font-semibold text-gray-900">
              <RecordNumber number={item.number} /> ·{" "}
              {returnStatusLabels[item.status as ReturnStatus]}:{" "}
              {item.lines.map(lineText).join(", ")}
            </p>
            {item.refundAmount === null ? null : (
              <p className="text-gray-700">Refunded {formatDollars(item.refundAmount)}</p>
            )}
            <p className="text-gray-700">
              {returnReasonLabels[item.reason as ReturnReason]}, asked{" "}
              <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              {item.comment ? <>: “{item.comment}”</> : null}
            </p>
            {item.note ? <p className="text-gray-700">Our note: {item.note}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
