import type { BillTo } from "#app/utils/bill-to.ts";

/** Whom an order's invoice bills (kept when it was paid), a line each, as the invoice prints it. */
export function BillToAddress({ billTo }: { billTo: BillTo }) {
  return (
    <address className="not-italic">
      {billTo.company ? <span className="block font-semibold">{billTo.company}</span> : null}
      <span className="block">{billTo.name}</span>
      <span className="block">{billTo.address}</span>
    </address>
  );
}
