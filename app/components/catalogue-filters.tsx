import { Form } from "@remix-run/react";
import { buttonClass } from "#app/components/button.tsx";
import { Link } from "#app/components/link.tsx";

export interface FilterValue {
  value: string;
  label: string;
  count: number;
  chosen: boolean;
}

export interface CatalogueFilterProps {
  /** The search's own query string (its words and sort kept by every link and the form). */
  kept: [string, string][];
  /** The price and stock filters, kept by the category links (attributes differ by category). */
  general: [string, string][];
  category: { slug: string; name: string } | null;
  /** The category one level up (the link that widens), when a category is chosen. */
  wider: { slug: string; name: string } | null;
  categories: FilterValue[];
  attributes: { key: string; name: string; values: FilterValue[] }[];
  minPrice: number | undefined;
  maxPrice: number | undefined;
  inStock: boolean;
  /** Whether any filter is chosen (the phone's disclosure says so). */
  filtered: boolean;
}

/** The catalogue page of these query pairs. */
export const toolsHref = (pairs: [string, string][]) => {
  const query = new URLSearchParams(pairs).toString();
  return query ? `/tools?${query}` : "/tools";
};

const withCount = (value: FilterValue) => `${value.label} (${value.count.toLocaleString("en-US")})`;

/**
 * The catalogue's filters: one GET form (it works without JavaScript, and a filtered page is a
 * link to share), its categories as links (choosing one drops the attribute filters of the
 * last), each attribute of the category as checkboxes with the number of tools behind each
 * value. On a phone it folds into a disclosure; from `md` up it is always open. What is chosen
 * shows above the results too, as chips (`ChosenFilters`).
 */
export function CatalogueFilters({
  kept,
  general,
  category,
  wider,
  categories,
  attributes,
  minPrice,
  maxPrice,
  inStock,
  filtered,
}: CatalogueFilterProps) {
  const hrefOf = (slug: string | null, more: [string, string][]) =>
    toolsHref([...kept, ...(slug ? [["category", slug] as [string, string]] : []), ...more]);
  const categoryHref = (slug: string | null) => hrefOf(slug, general);
  return (
    <details className="group rounded-lg ring-1 ring-gray-200 md:ring-0 md:[&::details-content]:[content-visibility:visible]">
      <summary className="cursor-pointer px-4 py-3 font-semibold md:hidden">
        Filters{filtered ? " (chosen)" : ""}
      </summary>
      <Form
        method="get"
        action="/tools"
        aria-label="Filter the tools"
        className="flex flex-col gap-6 px-4 pb-4 md:px-0"
      >
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {category ? <input type="hidden" name="category" value={category.slug} /> : null}
        <nav aria-label="Categories">
          <h2 className="text-sm font-semibold text-gray-900">Category</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {category ? (
              <li>
                <Link to={categoryHref(wider?.slug ?? null)} className="text-brand hover:underline">
                  {wider ? `All ${wider.name.toLowerCase()}` : "All categories"}
                </Link>
              </li>
            ) : null}
            {categories.map((choice) => (
              <li key={choice.value}>
                {choice.chosen ? (
                  <span aria-current="page" className="font-semibold">
                    {withCount(choice)}
                  </span>
                ) : (
                  <Link to={categoryHref(choice.value)} className="hover:underline">
                    {withCount(choice)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {attributes.map((attribute) => (
          <fieldset key={attribute.key}>
            <legend className="text-sm font-semibold text-gray-900">{attribute.name}</legend>
            <div className="mt-2 max-h-56 space-y-1 overflow-y-auto text-sm">
              {attribute.values.map((value) => (
                <label key={value.value} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    name={attribute.key}
                    value={value.value}
                    defaultChecked={value.chosen}
                    className="h-4 w-4 rounded border-gray-300"
                  />
                  {withCount(value)}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <fieldset>
          <legend className="text-sm font-semibold text-gray-900">Price (US$)</legend>
          <div className="mt-2 flex items-center gap-2 text-sm">
            <PriceBound name="minPrice" label="Lowest price in dollars" value={minPrice} />
            <span aria-hidden="true">–</span>
            <PriceBound name="maxPrice" label="Highest price in dollars" value={maxPrice} />
          </div>
        </fieldset>
        <label className="flex items-center gap-2 text-sm font-semibold text-gray-900">
          <input
            type="checkbox"
            name="inStock"
            value="1"
            defaultChecked={inStock}
            className="h-4 w-4 rounded border-gray-300"
          />
          In stock
        </label>
        <button type="submit" className={buttonClass("dark", "md", "self-start")}>
          Apply filters
        </button>
      </Form>
    </details>
  );
}

function PriceBound({
  name,
  label,
  value,
}: {
  name: "minPrice" | "maxPrice";
  label: string;
  value: number | undefined;
}) {
  return (
    <>
      <label htmlFor={name} className="sr-only">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        placeholder={name === "minPrice" ? "From" : "To"}
        defaultValue={value}
        className="w-24 rounded-md border border-gray-300 px-2 py-1.5"
      />
    </>
  );
}

export interface FilterChip {
  label: string;
  /** The same page without this filter. */
  href: string;
}

/**
 * What is chosen, above the results (issue 47): each filter a chip whose link removes it, then
 * "Clear all". Links, so it works without JavaScript and each page stays one to share and keep.
 */
export function ChosenFilters({ chosen, clearAll }: { chosen: FilterChip[]; clearAll: string }) {
  if (!chosen.length) return null;
  return (
    <ul aria-label="Chosen filters" className="mb-6 flex flex-wrap items-center gap-2 text-sm">
      {chosen.map((chip) => (
        <li key={chip.href}>
          <Link
            to={chip.href}
            className="flex items-center gap-2 rounded-full bg-white px-3 py-1.5 font-medium ring-1 ring-gray-300 hover:ring-brand"
          >
            {chip.label}
            <span className="sr-only"> (remove)</span>
            <span aria-hidden="true" className="text-base leading-none text-gray-500">
              ×
            </span>
          </Link>
        </li>
      ))}
      <li>
        <Link to={clearAll} className="px-2 py-1.5 font-semibold text-brand hover:underline">
          Clear all
        </Link>
      </li>
    </ul>
  );
}
