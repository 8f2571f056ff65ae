import { approvalTexts } from "#app/messages.ts";
import { DateTimeText } from "./date-text";

/** What an order that needed its company's approval says of it (issue 48). */
export interface ShownApproval {
  approval: string | null;
  approvalNote: string | null;
  approvalDecidedAt: string | null;
  /** The name of the admin who decided, if they still have an account. */
  decidedBy: string | null;
}

/**
 * Where the company's approval of an order stands: waiting (to its buyer: nothing to pay yet),
 * or approved or declined, by whom and when, with a decline's note.
 */
export function OrderApproval({ order, awaiting }: { order: ShownApproval; awaiting?: string }) {
  if (order.approval === "awaiting")
    return (
      <p className="mt-4 rounded-md bg-violet-50 p-4 text-violet-950 ring-1 ring-violet-200">
        {awaiting ?? approvalTexts.awaitingNotice}
      </p>
    );
  const declined = order.approval === "declined";
  return (
    <div
      className={`mt-4 rounded-md p-4 ring-1 ${declined ? "bg-gray-50 text-gray-900 ring-gray-300" : "bg-green-50 text-green-950 ring-green-200"}`}
    >
      <p className="font-semibold">
        {approvalTexts.decidedBy(declined ? "Declined" : "Approved", order.decidedBy ?? "an admin")}
        {order.approvalDecidedAt ? (
          <>
            , <DateTimeText value={order.approvalDecidedAt} />
          </>
        ) : null}
      </p>
      {declined && order.approvalNote ? (
        <p className="mt-2 whitespace-pre-line">
          <span className="font-semibold">Note: </span>
          {order.approvalNote}
        </p>
      ) : null}
    </div>
  );
}
