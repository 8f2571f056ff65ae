import { Form } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import type { ReactNode } from "react";
import type { AdminOverviewData } from "#app/models/overview.server.ts";
import type { SubmissionResult } from "@conform-to/react";
import { MAX_BOOKS_DAYS } from "#app/schemas/field-hints.ts";
import { formatDollars } from "#app/utils/money.ts";
import { orderStateLabels } from "#app/utils/order-state.ts";
import { SalesChart } from "./sales-chart";
import { ScrollTable } from "./scroll-table";
import { replyField, replyFormProps } from "#app/utils/reply-form.ts";
import { buttonClass } from "./button";
import { InputField } from "./forms";
import { DateText } from "./date-text";

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="panel p-5">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The admin's landing page: sales and refunds, orders by state, best sellers, low stock, new
 * enquiries, and the accountant's downloads (`books`: the range their form starts with).
 */
export function AdminOverview({
  overview,
  books,
}: {
  overview: AdminOverviewData;
  books: SubmissionResult<string[]>;
}) {
  const { days, sales, totals, states, topTools, lowStock, enquiries, certificatesAwaiting } =
    overview;
  // grid-cols-1 is minmax(0, 1fr): a wide table scrolls in its panel instead of widening the page.
  return (
    <div className="mt-8 grid grid-cols-1 gap-6">
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-semibold">
          Period
          <select
            name="days"
            defaultValue={String(days)}
            className="rounded-md border border-gray-300 bg-white px-3 py-2"
          >
            <option value="30">Last 30 days</option>
            <option value="90">Last 90 days</option>
          </select>
        </label>
        <button type="submit" className={buttonClass("dark", "md")}>
          Show
        </button>
      </Form>

      {/* As many cards to a row as fit at 13rem each: a narrow row puts the third below. */}
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(13rem,1fr))] gap-4">
        <Stat
          label={`Revenue, last ${days} days`}
          value={formatDollars(totals.revenue)}
          note="Paid orders: goods, shipping and tax"
        />
        <Stat label={`Paid orders, last ${days} days`} value={String(totals.orders)} />
        <Stat
          label="Average paid order"
          value={totals.orders ? formatDollars(Math.round(totals.revenue / totals.orders)) : "—"}
        />
        <Stat
          label={`Refunds, last ${days} days`}
          value={formatDollars(totals.refunded)}
          note={`${totals.refunds} ${totals.refunds === 1 ? "refund" : "refunds"}, counted on the day the money went back`}
        />
        <Stat
          label={`Net revenue, last ${days} days`}
          value={formatDollars(totals.netRevenue)}
          note="Revenue less refunds"
        />
        <Stat
          label={`Discounts given, last ${days} days`}
          value={formatDollars(totals.discounts)}
          note="What promotions took off paid orders"
        />
      </dl>

      <Panel title="Sales per day">
        <SalesChart days={sales} title={`Revenue and paid orders per day, last ${days} days`} />
      </Panel>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel title="Orders by state">
          <ScrollTable
            figures
            caption="Orders by state, all time"
            headers={["State", "Orders", "Worth"]}
          >
            {states.map((row) => (
              <FigureRow key={row.state} figures={[row.orders, formatDollars(row.amount)]}>
                <Link
                  to={`/dashboard/manageorders?state=${row.state}`}
                  className="text-brand hover:underline"
                >
                  {orderStateLabels[row.state]}
                </Link>
              </FigureRow>
            ))}
          </ScrollTable>
        </Panel>

        <Panel title="Top tools by revenue">
          {topTools.length ? (
            <>
              <p className="mt-1 text-xs text-gray-600">Goods sold, without shipping and tax.</p>
              <ScrollTable
                figures
                caption={`Top tools by revenue (goods, without shipping and tax), last ${days} days`}
                headers={["Tool", "Pieces", "Revenue"]}
              >
                {topTools.map((tool) => (
                  <FigureRow key={tool.id} figures={[tool.pieces, formatDollars(tool.revenue)]}>
                    {tool.name}
                  </FigureRow>
                ))}
              </ScrollTable>
            </>
          ) : (
            <p className="mt-2 text-gray-600">No paid orders in the last {days} days.</p>
          )}
        </Panel>

        <Panel title="Below their minimum order">
          {lowStock.length ? (
            <ScrollTable
              figures
              caption="Tools whose stock is below their minimum order"
              headers={["Tool", "In stock", "Minimum"]}
            >
              {lowStock.map((tool) => (
                <FigureRow key={tool.id} figures={[tool.available_qyt, tool.minimum_qyt]}>
                  <Link
                    to={`/dashboard/manageproducts/${tool.id}/restock`}
                    className="text-brand hover:underline"
                    aria-label={`Restock ${tool.name}`}
                  >
                    {tool.name}
                  </Link>
                </FigureRow>
              ))}
            </ScrollTable>
          ) : (
            <p className="mt-2 text-gray-600">Every tool can fill its minimum order.</p>
          )}
        </Panel>

        <Panel title="Newest enquiries">
          {enquiries.length ? (
            <ul className="mt-3 divide-y divide-gray-100">
              {enquiries.map((enquiry) => (
                <li key={enquiry.id} className="py-2">
                  <p className="font-semibold">
                    {enquiry.name}, {enquiry.company}
                  </p>
                  <p className="text-sm text-gray-600">
                    {enquiry.email} · <DateText value={enquiry.createdAt} />
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-gray-600">No enquiries yet.</p>
          )}
          <Link
            to="/dashboard/enquiries"
            className="mt-3 inline-block text-sm font-semibold text-brand"
          >
            All enquiries →
          </Link>
        </Panel>

        {/* Companies' resale certificates waiting for an admin (issue 48). */}
        <Panel title="Certificates awaiting review">
          <p className="mt-2 text-3xl font-extrabold" data-testid="certificates-awaiting">
            {certificatesAwaiting}
          </p>
          <p className="text-sm text-gray-600">
            {certificatesAwaiting === 1
              ? "resale certificate waits to be verified or rejected."
              : "resale certificates wait to be verified or rejected."}
          </p>
          <Link
            to="/dashboard/tax-exemptions"
            className="mt-3 inline-block text-sm font-semibold text-brand"
          >
            Review tax exemptions →
          </Link>
        </Panel>
      </div>

      <Panel title="For the accountant">
        <BooksDownload days={days} reply={books} />
      </Panel>
    </div>
  );
}

const BOOKS_FORM = "books";

/**
 * The invoices and credit notes of a range of days, as CSV. A GET form the browser submits
 * itself (reloadDocument), with JavaScript on and off: the overview sends a good range on to the
 * export the button names, whose file the browser saves while the overview stays; a bad range
 * comes back here with the reason beside its field (`reply`, the overview's answer).
 */
function BooksDownload({ days, reply }: { days: number; reply: SubmissionResult<string[]> }) {
  const field = (name: "from" | "to") => replyField(BOOKS_FORM, name, reply);
  return (
    <>
      <p className="mt-1 text-sm text-gray-600">
        Invoices by the day they were paid, credit notes by the day the money went back; both days
        included, at most {MAX_BOOKS_DAYS} days. In number order.
      </p>
      <Form
        reloadDocument
        method="get"
        action="/dashboard"
        {...replyFormProps(BOOKS_FORM, reply)}
        aria-label="Download invoices and credit notes"
        className="mt-3 grid gap-4"
      >
        <input type="hidden" name="days" value={days} />
        <div className="flex flex-wrap items-start gap-3">
          <InputField meta={field("from")} type="date" label="From" className="w-44" />
          <InputField meta={field("to")} type="date" label="To" className="w-44" />
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="download"
            value="invoices"
            className={buttonClass("dark", "md")}
          >
            Download invoices (CSV)
          </button>
          <button
            type="submit"
            name="download"
            value="credit-notes"
            className={buttonClass("outline", "md")}
          >
            Download credit notes (CSV)
          </button>
        </div>
      </Form>
    </>
  );
}
/** A row of the overview's tables: what it is about, then its figures, right-aligned. */
function FigureRow({ children, figures }: { children: ReactNode; figures: ReactNode[] }) {
  return (
    <tr>
      <th scope="row" className="px-3 py-2 font-normal">
        {children}
      </th>
      {figures.map((figure, column) => (
        <td key={column} className="px-3 py-2 text-right">
          {figure}
        </td>
      ))}
    </tr>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="panel p-5">
      <dt className="text-sm text-gray-500">{label}</dt>
      {/* A sum such as $1,240.00 is one figure, never cut in two. */}
      <dd className="mt-1 text-2xl font-extrabold wrap-break-word">{value}</dd>
      {note ? <dd className="mt-1 text-xs text-gray-600">{note}</dd> : null}
    </div>
  );
}
