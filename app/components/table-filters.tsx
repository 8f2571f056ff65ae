import { Form, useLocation } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import type { ReactNode } from "react";
import { ORDER_STATES, orderStateLabels } from "#app/utils/order-state.ts";
import { RETURN_STATUSES, returnStatusLabels } from "#app/utils/returns.ts";
import { QUOTE_STATES, quoteStateLabels } from "#app/utils/quotes.ts";
import { searchTexts } from "#app/messages.ts";
import { buttonClass } from "./button";

const control =
  "rounded-md border border-gray-300 bg-white px-3 py-2 text-sm aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600";
const fieldLabel = "grid gap-1 text-sm font-semibold";

/** What is wrong with a search, by field, as the page's loader read it (page-query.server). */
export type SearchProblems = Record<string, string[]> | null | undefined;

const PROBLEMS_ID = "search-problems";
const HINT_ID = "search-hint";

/**
 * A field's marks when the search's reading found it wrong: named invalid, pointing at why (and
 * at `described`, what else describes it).
 */
function invalidIf(problems: SearchProblems, name: string, described?: string) {
  const wrong = Boolean(problems?.[name]?.length);
  const describedBy = [described, wrong ? PROBLEMS_ID : undefined].filter(Boolean).join(" ");
  return {
    ...(wrong ? { "aria-invalid": true } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  };
}

/**
 * The search (and filters) above a table: a plain GET form, so it works without JavaScript and
 * its result is a link to share. A new search starts again on page 1. `hint` says what the box
 * looks in; `problems` (a search that could not be read) are listed under the form, and the
 * fields at fault are marked.
 */
export function TableFilters({
  label,
  q,
  hint,
  problems,
  children,
}: {
  label: string;
  q: string;
  hint?: string;
  problems?: SearchProblems;
  children?: ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    // Keyed by the query, so the fields show what the page shows after any navigation.
    <Form key={search} method="get" role="search" aria-label={label} className="mt-6">
      <div className="flex flex-wrap items-end gap-3">
        <label className={fieldLabel}>
          Search
          <input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            className={control}
            {...invalidIf(problems, "q", hint ? HINT_ID : undefined)}
          />
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
      </div>
      {hint ? (
        <p id={HINT_ID} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {problems ? (
        <div id={PROBLEMS_ID} role="alert" className="mt-3 text-sm text-red-700">
          <p className="font-semibold">{searchTexts.unreadable}</p>
          <ul className="list-disc pl-5">
            {Object.values(problems)
              .flat()
              .map((message) => (
                <li key={message}>{message}</li>
              ))}
          </ul>
        </div>
      ) : null}
    </Form>
  );
}

/** The orders' own filters: a state, and the days they were placed. */
export function OrderFilterFields({
  state,
  from,
  to,
  problems,
}: {
  state?: string;
  from?: string;
  to?: string;
  problems?: SearchProblems;
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
        problems={problems}
      />
      <DayField label="Placed from" name="from" value={from} problems={problems} />
      <DayField label="to" name="to" value={to} problems={problems} />
    </>
  );
}

function DayField({
  label,
  name,
  value,
  problems,
}: {
  label: string;
  name: string;
  value?: string;
  problems?: SearchProblems;
}) {
  return (
    <label className={fieldLabel}>
      {label}
      <input
        type="date"
        name={name}
        defaultValue={value}
        className={control}
        {...invalidIf(problems, name)}
      />
    </label>
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
  // A page past the last shows none of them: the total alone (Pagination says where they are).
  const counted = shown === total || shown === 0 ? `${total}` : `${shown} of ${total}`;
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
  problems,
}: {
  label?: string;
  name?: string;
  any?: string;
  choices: readonly Choice[];
  labels: Record<Choice, string>;
  value?: string;
  problems?: SearchProblems;
}) {
  // A value of no choice (a hand-made link) shows as "any": the page said what was wrong.
  const known = (choices as readonly string[]).includes(value ?? "");
  return (
    <label className={fieldLabel}>
      {label}
      <select
        name={name}
        defaultValue={known ? value : ""}
        className={control}
        {...invalidIf(problems, name)}
      >
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

/** The quotes' filter (issue 40): where a quote stands, "Expired" included. */
export function QuoteStatusField({ status }: { status?: string }) {
  return <ChoiceFilter choices={QUOTE_STATES} labels={quoteStateLabels} value={status} />;
}
