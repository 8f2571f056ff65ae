import { Cell, DataTable } from "#app/components/data-table.tsx";
import { DateText } from "#app/components/date-text.tsx";
import type { InvoiceStatus } from "#app/commerce/index.ts";
import { formatDollars } from "#app/utils/money.ts";

/** A company's statement as the pages draw it (cents; days YYYY-MM-DD). */
export interface StatementView {
  balance: number;
  overdue: number;
  company: { creditLimit: number };
  creditLeft: number;
  invoices: {
    number: string;
    orderNumber: string;
    total: number;
    credited: number;
    paid: number;
    owed: number;
    dueDate: string;
    status: InvoiceStatus;
  }[];
  payments: {
    id: string;
    amount: number;
    receivedOn: string;
    reference: string;
    allocations: { invoiceNumber: string; amount: number }[];
  }[];
}

const STATUS_CLASS: Record<InvoiceStatus, string> = {
  Open: "bg-blue-50 text-blue-800",
  "Partly paid": "bg-amber-50 text-amber-800",
  Paid: "bg-green-50 text-green-800",
  Overdue: "bg-red-50 text-red-800",
};

/**
 * The statement of account (issue 48): its totals, then every invoice on account with what is
 * open of it and its status, then the payments received and the invoices each paid.
 */
export function AccountStatement({ statement }: { statement: StatementView }) {
  const totals: [string, number][] = [
    ["Balance", statement.balance],
    ["Overdue", statement.overdue],
    ["Credit limit", statement.company.creditLimit],
    ["Credit left", statement.creditLeft],
  ];
  return (
    <>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {totals.map(([term, cents]) => (
          <div key={term} className="panel p-4">
            <dt className="text-sm text-gray-600">{term}</dt>
            <dd className="mt-1 text-xl font-bold" data-total={term}>
              {formatDollars(cents)}
            </dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-8 text-xl font-bold">Invoices</h2>
      {statement.invoices.length ? (
        <DataTable
          caption="Invoices on account"
          headers={["Invoice", "Order", "Due", "Total", "Credited", "Paid", "Open", "Status"]}
        >
          {statement.invoices.map((invoice) => (
            <tr key={invoice.number} data-invoice={invoice.number}>
              <Cell rowHeader className="font-mono">
                {invoice.number}
              </Cell>
              <Cell className="font-mono">{invoice.orderNumber}</Cell>
              <Cell>
                <DateText value={invoice.dueDate} />
              </Cell>
              <Cell>{formatDollars(invoice.total)}</Cell>
              <Cell>{formatDollars(invoice.credited)}</Cell>
              <Cell>{formatDollars(invoice.paid)}</Cell>
              <Cell>{formatDollars(invoice.owed)}</Cell>
              <Cell>
                <span
                  className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[invoice.status]}`}
                >
                  {invoice.status}
                </span>
              </Cell>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="mt-2 text-gray-600">No invoices on account yet.</p>
      )}
      <h2 className="mt-8 text-xl font-bold">Payments received</h2>
      {statement.payments.length ? (
        <DataTable
          caption="Payments received"
          headers={["Received", "Reference", "Amount", "Paid"]}
        >
          {statement.payments.map((payment) => (
            <tr key={payment.id}>
              <Cell rowHeader>
                <DateText value={payment.receivedOn} />
              </Cell>
              <Cell>{payment.reference}</Cell>
              <Cell>{formatDollars(payment.amount)}</Cell>
              <Cell>
                {payment.allocations
                  .map(
                    (allocation) =>
                      `${allocation.invoiceNumber}: ${formatDollars(allocation.amount)}`,
                  )
                  .join(", ")}
              </Cell>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="mt-2 text-gray-600">No payments received yet.</p>
      )}
    </>
  );
}
