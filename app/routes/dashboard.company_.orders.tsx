import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { buttonClass } from "#app/components/button.tsx";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { DateText } from "#app/components/date-text.tsx";
import { InvoiceNumberLink } from "#app/components/invoice-link.tsx";
import { Link } from "#app/components/link.tsx";
import { OrderProduct, OrderTotal } from "#app/components/order-lines.tsx";
import { OrderStateBadge } from "#app/components/order-state.tsx";
import { RecordNumber } from "#app/components/record-number.tsx";
import { expireDueOrders } from "#app/commerce/index.server.ts";
import { companyOrders, companyQuotes } from "#app/models/company-records.server.ts";
import { requireMember } from "#app/routes/+dashboard/managed-company.server.ts";
import { hasPdf } from "#app/services/documents/quote-pdf.server.ts";
import { orderPath } from "#app/utils/order-state.ts";
import { quoteStateLabels } from "#app/utils/quotes.ts";

// Everything the company bought (issue 48), for its company admins: every order placed for it
// by any member (each opens read-only), its invoices, and its members' quotes.
export async function loader({ request }: LoaderFunctionArgs) {
  const { company } = await requireMember(request, { admin: true });
  // Orders whose hold ran out since the last sweep show as expired.
  await expireDueOrders();
  const [orders, quotes] = await Promise.all([
    companyOrders(company.id),
    companyQuotes(company.id),
  ]);
  return {
    company: { name: company.name },
    orders,
    quotes: quotes.map((quote) => ({ ...quote, pdf: hasPdf(quote.state) })),
  };
}

export default function CompanyOrders() {
  const { company, orders, quotes } = useLoaderData<typeof loader>();
  const invoiced = orders.flatMap((order) =>
    order.invoiceNumber ? [{ ...order, invoiceNumber: order.invoiceNumber }] : [],
  );
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{company.name}: orders, quotes and invoices</h1>
        <Link to="/dashboard/company" className={buttonClass("outline", "base")}>
          Back to the company
        </Link>
      </div>
      <p className="mt-2 text-gray-600">
        Every order placed for the company by any of its buyers, newest first; each opens read-only.
        Its buyer pays, cancels or returns it.
      </p>

      <h2 className="mt-8 text-xl font-bold">Orders</h2>
      {orders.length ? (
        <DataTable
          caption="The company's orders"
          headers={["Order", "Placed by", "Products", "Total", "State"]}
        >
          {orders.map((order) => (
            <tr key={order.id}>
              <Cell rowHeader>
                <Link to={orderPath(order.id)} className="font-semibold text-brand hover:underline">
                  <RecordNumber number={order.number} />
                </Link>
                <span className="block text-xs text-gray-600">
                  <DateText value={order.createdAt} />
                </span>
              </Cell>
              <Cell>{order.customer}</Cell>
              <Cell className="min-w-40">
                <OrderProduct order={order} showPurchaseOrder />
              </Cell>
              <Cell>
                <OrderTotal order={order} />
              </Cell>
              <Cell>
                <OrderStateBadge order={order} />
              </Cell>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="mt-4 panel p-6 text-gray-700">No orders for the company yet.</p>
      )}

      <h2 className="mt-8 text-xl font-bold">Invoices</h2>
      {invoiced.length ? (
        <DataTable
          caption="The company's invoices"
          headers={["Invoice", "Order", "Placed by", "Total"]}
        >
          {invoiced.map((order) => (
            <tr key={order.id}>
              <Cell rowHeader>
                <RecordNumber number={order.invoiceNumber} /> <InvoiceNumberLink order={order} />
              </Cell>
              <Cell>
                <Link to={orderPath(order.id)} className="text-brand hover:underline">
                  <RecordNumber number={order.number} />
                </Link>
              </Cell>
              <Cell>{order.customer}</Cell>
              <Cell>
                <OrderTotal order={order} />
              </Cell>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="mt-4 panel p-6 text-gray-700">
          No invoices yet: an order is invoiced once paid.
        </p>
      )}

      <h2 className="mt-8 text-xl font-bold">Quotes</h2>
      {quotes.length ? (
        <DataTable
          caption="The company's quotes"
          headers={["Quote", "Asked by", "Asked on", "State"]}
        >
          {quotes.map((quote) => (
            <tr key={quote.id}>
              <Cell rowHeader>
                {quote.pdf ? (
                  <a
                    href={`/api/quotes/${quote.id}/pdf`}
                    className="font-semibold text-brand hover:underline"
                  >
                    <RecordNumber number={quote.number} />
                    <span className="sr-only"> (PDF)</span>
                  </a>
                ) : (
                  <RecordNumber number={quote.number} />
                )}
              </Cell>
              <Cell>{quote.customer}</Cell>
              <Cell>
                <DateText value={quote.createdAt} />
              </Cell>
              <Cell>{quoteStateLabels[quote.state]}</Cell>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="mt-4 panel p-6 text-gray-700">No quotes yet.</p>
      )}
    </section>
  );
}
