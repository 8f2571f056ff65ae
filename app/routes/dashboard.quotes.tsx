import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { RecordNumber } from "#app/components/record-number.tsx";
import { Link } from "#app/components/link.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { QuoteStatusField, TableFilters, TableSummary } from "#app/components/table-filters.tsx";
import { isAdmin } from "#app/models/user.server.ts";
import { pageQuotes, quoteStateNow, requestQuote } from "#app/models/quote.server.ts";
import { quoteTexts, searchTexts } from "#app/messages.ts";
import { QUOTE_QUERY_NAMES, quoteTableQuerySchema } from "#app/schemas/admin-query.ts";
import { quoteRequestSchema } from "#app/schemas/quote.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { parsePageQuery } from "#app/routes/+dashboard/page-query.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { formatDateTime } from "#app/utils/dates.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { lineText } from "#app/utils/order-lines.ts";
import { quotePath, quoteStateLabels, quoteTotal } from "#app/utils/quotes.ts";
import { DateText } from "#app/components/date-text.tsx";

/** "Quotes" for admins, "My Quotes" for a customer: the page's title is its sidebar tab. */
const quotesTitle = (admin: boolean | undefined) => (admin ? "Quotes" : "My Quotes");

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${quotesTitle(data?.admin)} — Forgeline Tools` },
];

// Admins see every customer's quotes; a customer their own. Both filter by status.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const admin = isAdmin(user);
  const query = parsePageQuery(request, quoteTableQuerySchema, QUOTE_QUERY_NAMES);
  const { rows, ...paging } = await pageQuotes({
    page: query.page,
    q: query.q,
    state: query.status,
    userId: admin ? undefined : user.id,
  });
  return {
    admin,
    quotes: rows.map((quote) => ({ ...quote, state: quoteStateNow(quote) })),
    paging,
    query,
  };
}

/**
 * The cart page's "Request a quote": the customer's cart becomes a quote request, then its page.
 * A refusal (an empty note, an empty cart, a line that cannot be ordered) goes back to the cart.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (isAdmin(user)) throw new Response(quoteTexts.customersOnly, { status: 403 });
  const submission = await parseForm(request, quoteRequestSchema);
  const refused = (message: string) => redirectWithToast("/cart", { type: "error", message });
  if (submission.status !== "success")
    return refused(`Your note: ${Object.values(submission.error ?? {}).flat()[0] ?? ""}`);
  const requested = await requestQuote(user.id, submission.value.note);
  if (requested.status === "refused") return refused(requested.message);
  return redirectWithToast(quotePath(requested.quote.id), {
    type: "success",
    message: quoteTexts.requested,
  });
}

export default function Quotes() {
  const { admin, quotes, paging, query } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-3xl font-bold">{quotesTitle(admin)}</h1>
      <p className="mt-2 text-gray-600">
        {admin
          ? "Customers turn their carts into quote requests. Open one to price its lines, give it a last day and send it: the customer is mailed."
          : "Your quote requests and our prices. Accept a priced quote by its last day to order at those prices; ask for one from your cart."}
      </p>
      <TableFilters label="Search quotes" q={query.q} hint={searchTexts.quotesLookIn(admin)}>
        <QuoteStatusField status={query.status} />
      </TableFilters>
      <TableSummary
        total={paging.total}
        shown={quotes.length}
        noun={["quote", "quotes"]}
        filtered={Boolean(query.q || query.status)}
      />
      {quotes.length ? (
        <DataTable
          caption="Quotes, newest first"
          headers={[
            ...(admin ? ["Customer"] : []),
            "Quote",
            "Requested",
            "Lines",
            "Total",
            "Status",
            "Valid until",
          ]}
        >
          {quotes.map((quote) => (
            <tr key={quote.id}>
              {admin ? (
                <Cell label="Customer">
                  {quote.customer.displayName}
                  <br />
                  <span className="text-xs break-all text-gray-500">{quote.customer.email}</span>
                </Cell>
              ) : null}
              <Cell label="Quote">
                <Link to={quotePath(quote.id)} className="text-brand hover:underline">
                  <RecordNumber number={quote.number} />
                </Link>
              </Cell>
              <Cell label="Requested">
                <time dateTime={quote.createdAt}>{formatDateTime(quote.createdAt)}</time>
              </Cell>
              <Cell label="Lines">
                <ul>
                  {quote.lines.map((line) => (
                    <li key={line.toolId}>{lineText(line)}</li>
                  ))}
                </ul>
              </Cell>
              <Cell label="Total">{formatDollars(quoteTotal(quote.lines))}</Cell>
              <Cell label="Status">
                <span className="font-semibold">{quoteStateLabels[quote.state]}</span>
              </Cell>
              <Cell label="Valid until">
                {quote.validUntil ? <DateText value={quote.validUntil} /> : "—"}
              </Cell>
            </tr>
          ))}
        </DataTable>
      ) : null}
      <Pagination page={paging.page} pageCount={paging.pageCount} />
    </section>
  );
}
