import { Link } from "#app/components/link.tsx";
import type { Receivables } from "#app/models/receivables.server.ts";
import { formatDollars } from "#app/utils/money.ts";

/**
 * The overview's receivables (issue 48): what companies owe on account, not yet due and overdue
 * by age, and the companies over their credit limit.
 */
export function ReceivablesOverview({ receivables }: { receivables: Receivables }) {
  const ages: [string, number][] = [
    ["Open, not yet due", receivables.open],
    ["Overdue 1-30 days", receivables.overdue["1-30"]],
    ["Overdue 31-60 days", receivables.overdue["31-60"]],
    ["Overdue over 60 days", receivables.overdue["over 60"]],
  ];
  return (
    <section aria-labelledby="panel-receivables" className="mt-6 panel p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="panel-receivables" className="text-lg font-bold">
          Receivables
        </h2>
        <Link to="/dashboard/receivables" className="text-sm font-semibold text-brand underline">
          Every company on account
        </Link>
      </div>
      <dl className="mt-3 grid grid-cols-[repeat(auto-fit,minmax(11rem,1fr))] gap-3">
        {ages.map(([label, cents]) => (
          <div key={label} className="rounded-md bg-gray-50 p-3">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="mt-1 text-xl font-bold">{formatDollars(cents)}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 font-semibold">Companies over their limit</h3>
      {receivables.overLimit.length ? (
        <ul className="mt-1 grid gap-1 text-sm">
          {receivables.overLimit.map((company) => (
            <li key={company.id}>
              <Link to={`/dashboard/receivables/${company.id}`} className="text-brand underline">
                {company.name}
              </Link>
              : owes {formatDollars(company.balance)} of a {formatDollars(company.creditLimit)}{" "}
              limit
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-gray-600">None.</p>
      )}
    </section>
  );
}
