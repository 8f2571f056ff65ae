import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { Link } from "#app/components/link.tsx";
import { receivablesOf } from "#app/models/receivables.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { formatDollars } from "#app/utils/money.ts";

// The admins' receivables (issue 48): what each company buying on account owes, its overdue
// amount and credit left; each company's account page records the payments it sends.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  return { receivables: await receivablesOf() };
}

export default function Receivables() {
  const { receivables } = useLoaderData<typeof loader>();
  const overLimit = new Set(receivables.overLimit.map((company) => company.id));
  return (
    <section>
      <h1 className="text-3xl font-bold">Receivables</h1>
      <p className="mt-2 text-gray-600">
        Open {formatDollars(receivables.open)}; overdue 1-30 days{" "}
        {formatDollars(receivables.overdue["1-30"])}, 31-60 days{" "}
        {formatDollars(receivables.overdue["31-60"])}, over 60 days{" "}
        {formatDollars(receivables.overdue["over 60"])}.
      </p>
      {receivables.companies.length ? (
        <DataTable
          caption="Companies on account"
          headers={["Company", "Balance", "Overdue", "Credit limit", "Credit left"]}
        >
          {receivables.companies.map((company) => (
            <tr key={company.id}>
              <Cell rowHeader>
                <Link
                  to={`/dashboard/receivables/${company.id}`}
                  className="font-semibold text-brand underline"
                >
                  {company.name}
                </Link>
                {overLimit.has(company.id) ? (
                  <span className="ml-2 rounded bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
                    Over its limit
                  </span>
                ) : null}
              </Cell>
              <Cell>{formatDollars(company.balance)}</Cell>
              <Cell>{formatDollars(company.overdue)}</Cell>
              <Cell>{formatDollars(company.creditLimit)}</Cell>
              <Cell>{formatDollars(company.creditLeft)}</Cell>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="mt-6 text-gray-600">No company buys on account yet.</p>
      )}
    </section>
  );
}
