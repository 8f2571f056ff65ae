import { Form, useLocation } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import type { ReactNode } from "react";
import { ORDER_STATES, orderStateLabels } from "#app/utils/order-state.ts";
import { RETURN_STATUSES, returnStatusLabels } from "#app/utils/returns.ts";
import { QUOTE_STATES, quoteStateLabels } from "#app/utils/quotes.ts";
import { buttonClass } from "./button";

const control = "rounded-md border border-gray-300 bg-white px-3 py-2 text-sm";
const fieldLabel = "grid gap-1 text-sm font-semibold";

/**
 * The search (and filters) above an admin table: a plain GET form, so it works without
 * JavaScript and its result is a link to share. A new search starts again on page 1.
 */
export function TableFilters({
  label,
  q,
  children,
}: {
  label: string;
  q: string;
  children?: ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    // Keyed by the query, so the fields show what the page shows after any navigation.
    <Form
      key={search}
      method="get"
      role="search"
      aria-label={label}
      className="mt-6 flex flex-wrap items-end gap-3"
    >
      <label className={fieldLabel}>
        Search
        <input type="search" name="q" defaultValue={q} maxLength={100} className={control} />
      </label>
      {children}
      <button type="submit" className={buttonClass("dark", "md")}>
        Search
      </button>
      {search ? (
        <Link to={pathname} className="px-2 py-2 text-sm font-semibold text-brand">
          Clear
        </Link>
      ) : null}
    </Form>
  );
}

/** The orders' own filters: a state, and the days they were placed. */
export function OrderFilterFields({
  state,
  from,
  to,
}: {
  state?: string;
  from?: string;
  to?: string;
}) {
  return (
    <>
      <ChoiceFilter
        label="State"
        name="state"
        any="Any state"
        choices={ORDER_STATES}
        labels={orderStateLabels}
        value={state}
      />
      <label className={fieldLabel}>
        Placed from
        <input type="date" name="from" defaultValue={from} className={control} />
      </label>
      <label className={fieldLabel}>
        to
        <input type="date" name="to" defaultValue={to} className={control} />
      </label>
    </>
  );
}

/** "20 of 57 orders match" above a table, or that nothing does. `noun`: [one, many]. */
export function TableSummary({
  total,
  shown,
  noun: [one, many],
  filtered,
}: {
  total: number;
  shown: number;
  noun: [string, string];
  filtered: boolean;
}) {
  if (total === 0)
    return (
      <p className="mt-4 text-gray-600">
        {filtered ? `No ${many} match this search.` : `No ${many} yet.`}
      </p>
    );
  const counted = shown === total ? `${total}` : `${shown} of ${total}`;
  const verb = filtered ? (total === 1 ? " matches" : " match") : "";
  return (
    <p className="mt-4 text-gray-600">
      {counted} {total === 1 ? one : many}
      {verb}, newest first.
    </p>
  );
}

/** The returns' own filter (issue 38): where a return stands. */
export function ReturnStatusField({ status }: { status?: string }) {
  return <ChoiceFilter choices={RETURN_STATUSES} labels={returnStatusLabels} value={status} />;
}

/** A filter of one of a few named values, or any of them (its empty choice): a status unless told. */
function ChoiceFilter<Choice extends string>({
  label = "Status",
  name = "status",
  any = "Any status",
  choices,
  labels,
  value,
}: {
  label?: string;
  name?: string;
  any?: string;
  choices: readonly Choice[];
  labels: Record<Choice, string>;
  value?: string;
}) {
  return (
    <label className={fieldLabel}>
      {label}
      <select name={name} defaultValue={value ?? ""} className={control}>
        <option value="">{any}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The quotes' filter (issue 40): where a quote stands, "Expired" included; a plain GET form. */
export function QuoteStatusFilter({ status }: { status?: string }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter quotes"
      className="mt-6 flex flex-wrap items-end gap-3"
    >
      <ChoiceFilter choices={QUOTE_STATES} labels={quoteStateLabels} value={status} />
      <button type="submit" className={buttonClass("dark", "md")}>
        Filter
      </button>
    </Form>
  );
}
