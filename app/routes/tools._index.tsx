import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { Pagination, pageHref } from "#app/components/pagination.tsx";
import { ProductCard } from "#app/components/product-card.tsx";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { CatalogueFilters, ChosenFilters, toolsHref } from "#app/components/catalogue-filters.tsx";
import { filtered, searchCatalogue, type SpecFacet } from "#app/models/catalogue-search.server.ts";
import { dollarsToCents, formatDollars } from "#app/utils/money.ts";
import { CATALOGUE_CACHE_RULE } from "#app/schemas/catalogue-query.ts";
import { pricedFor } from "#app/models/trade-prices.server.ts";
import {
  buyerHeaders,
  buyerOf,
  buyerPageHeaders,
  memberPriceLabel,
} from "#app/routes/+catalogue/buyer.server.ts";
import { readCatalogueRequest } from "#app/routes/+catalogue/catalogue-request.server.ts";
import { categoryPageTrail } from "#app/routes/+catalogue/tool-specs.server.ts";
import { publicPageMeta } from "#app/utils/seo.ts";
import { buttonClass } from "#app/components/button.tsx";
import type { ServerHandle } from "#app/utils/route-handle.ts";

// Kept for anonymous visitors (a request with a cookie is never served from the cache); a price
// group member's page has their prices and says so in its Cache-Control (issue 40).
export const handle: ServerHandle = {
  pageCache: CATALOGUE_CACHE_RULE,
};

export const headers = buyerPageHeaders;

export const meta: MetaFunction<typeof loader> = (args) =>
  publicPageMeta(args, {
    title: `${args.data?.category?.name ?? "All tools"} — Forgeline Tools`,
    description: args.data?.category
      ? `Forgeline ${args.data.category.name.toLowerCase()}: filter by specification, price and stock.`
      : "Every Forgeline power tool and hand tool, with its price and minimum order.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const reading = await readCatalogueRequest(request, { strict: false });
  if (!reading.ok) throw new Response(reading.message, { status: 400, statusText: "Bad Request" });
  const { search } = reading;
  const { query, category, path, specs } = search;
  // Sorting and the price filters read list prices (the catalogue index holds those); the cards
  // show the buyer's own.
  const [{ tools, page, pageCount, total, categoryFacet, specFacets }, buyer] = await Promise.all([
    searchCatalogue(search),
    buyerOf(request),
  ]);
  const own = (pairs: [string, string | undefined][]) =>
    pairs.filter((pair): pair is [string, string] => !!pair[1]);
  // Every filter as query pairs, for the sort form to keep and the chips to leave one out of.
  const current = own([
    ["q", query.q],
    ["category", category?.slug],
    ["minPrice", query.minPrice?.toString()],
    ["maxPrice", query.maxPrice?.toString()],
    ["inStock", query.inStock ? "1" : undefined],
    ...[...specs].flatMap(([key, values]) =>
      [...values].map((value): [string, string] => [key, value]),
    ),
  ]);
  const parent = path.length > 1 ? path[0]! : null;
  return data(
    {
      q: query.q,
      sort: query.sort,
      tools: tools.map((tool) => pricedFor(buyer, tool)),
      priceLabel: memberPriceLabel(buyer),
      page,
      pageCount,
      total,
      category: category && { slug: category.slug, name: category.name },
      // The category and those above it, top first.
      trail: categoryPageTrail(path),
      filters: {
        kept: own([
          ["q", query.q],
          ["sort", query.sort],
        ]),
        general: own([
          ["minPrice", query.minPrice?.toString()],
          ["maxPrice", query.maxPrice?.toString()],
          ["inStock", query.inStock ? "1" : undefined],
        ]),
        category: category && { slug: category.slug, name: category.name },
        wider: parent && { slug: parent.slug, name: parent.name },
        categories: categoryFacet,
        attributes: specFacets.map(({ attribute, values }) => ({
          key: attribute.key,
          name: attribute.name,
          values,
        })),
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
        inStock: query.inStock,
        filtered: filtered({ ...search, category: null }),
      },
      current,
      chips: chipsOf(current, query.sort, specFacets),
    },
    { headers: buyerHeaders(buyer) },
  );
}

/**
 * What is chosen, each as a chip whose link removes it (issue 47), and the link that clears them
 * all: the same search, category and sort, from the first page.
 */
function chipsOf(current: [string, string][], sort: string | undefined, facets: SpecFacet[]) {
  const sorted = sort ? [...current, ["sort", sort] as [string, string]] : current;
  const without = (drop: (pair: [string, string]) => boolean) =>
    toolsHref(sorted.filter((pair) => !drop(pair)));
  const isFilter = ([name]: [string, string]) =>
    name !== "q" && name !== "category" && name !== "sort";
  const chips = facets.flatMap(({ attribute, values }) =>
    values
      .filter((value) => value.chosen)
      .map((value) => ({
        label: `${attribute.name}: ${value.label}`,
        href: without(([name, chosen]) => name === attribute.key && chosen === value.value),
      })),
  );
  const price = priceWords(
    current.find(([name]) => name === "minPrice")?.[1],
    current.find(([name]) => name === "maxPrice")?.[1],
  );
  if (price)
    chips.push({
      label: price,
      href: without(([name]) => name === "minPrice" || name === "maxPrice"),
    });
  if (current.some(([name]) => name === "inStock"))
    chips.push({ label: "In stock", href: without(([name]) => name === "inStock") });
  return { chosen: chips, clearAll: without(isFilter) };
}

/** A price filter in words: "Price: $20 to $150", "Price: from $20", "Price: up to $150". */
function priceWords(min: string | undefined, max: string | undefined): string | null {
  const dollars = (value: string) => formatDollars(dollarsToCents(Number(value)));
  if (min && max) return `Price: ${dollars(min)} to ${dollars(max)}`;
  if (min) return `Price: from ${dollars(min)}`;
  if (max) return `Price: up to ${dollars(max)}`;
  return null;
}

const sortLabels = {
  relevance: "Best match",
  newest: "Newest",
  price: "Price, lowest first",
  name: "Name, A to Z",
} as const;

export default function Tools() {
  const {
    tools,
    priceLabel,
    q,
    sort,
    page,
    pageCount,
    total,
    category,
    trail,
    filters,
    current,
    chips,
  } = useLoaderData<typeof loader>();
  const narrowed = !!category || filters.filtered;
  const counted = `${total.toLocaleString("en-US")} ${total === 1 ? "tool" : "tools"}`;

  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div>
          {trail ? <Breadcrumbs trail={trail} className="mb-3" /> : null}
          <h1 className="text-3xl font-bold">{category?.name ?? "All tools"}</h1>
          <p className="mt-2 text-gray-600" aria-live="polite">
            {q
              ? `${total} ${total === 1 ? "tool matches" : "tools match"} “${q}”`
              : narrowed
                ? `${counted} ${total === 1 ? "matches" : "match"} the filters`
                : `${total} tools in the catalogue`}
          </p>
        </div>
        <div className="flex flex-col gap-3">
          <Form method="get" role="search" className="flex gap-2">
            <label htmlFor="tool-search" className="sr-only">
              Search tools
            </label>
            <input
              id="tool-search"
              type="search"
              name="q"
              defaultValue={q}
              key={q}
              placeholder={category ? `Search ${category.name.toLowerCase()}` : "Search tools"}
              maxLength={100}
              className="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2 shadow-sm focus:border-brand sm:w-64 sm:flex-none"
            />
            {category ? <input type="hidden" name="category" value={category.slug} /> : null}
            {sort ? <input type="hidden" name="sort" value={sort} /> : null}
            <button type="submit" className={buttonClass("dark", "base")}>
              Search
            </button>
          </Form>
          {/* A plain GET form: the order works without JavaScript, and its page can be cached. */}
          <Form method="get" className="flex items-center gap-2" aria-label="Sort the tools">
            {current.map(([name, value]) => (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            ))}
            <label htmlFor="tool-sort" className="text-sm font-semibold text-gray-700">
              Sort by
            </label>
            <select
              id="tool-sort"
              name="sort"
              defaultValue={sort ?? (q ? "relevance" : "newest")}
              key={`${q}-${sort}`}
              className="rounded-md border border-gray-300 bg-white px-3 py-2 shadow-sm"
            >
              {Object.entries(sortLabels)
                .filter(([value]) => q || value !== "relevance")
                .map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
            </select>
            <button
              type="submit"
              className="rounded-md px-3 py-2 text-sm font-semibold ring-1 ring-gray-300 hover:bg-gray-100"
            >
              Sort
            </button>
          </Form>
        </div>
      </div>

      <div className="mt-8 grid gap-8 md:grid-cols-[14rem_1fr]">
        <aside>
          <CatalogueFilters key={current.join("&")} {...filters} />
        </aside>
        <div>
          <ChosenFilters {...chips} />
          {tools.length ? (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {tools.map((tool) => (
                <ProductCard key={tool.id} tool={tool} priceLabel={priceLabel} headingLevel={2} />
              ))}
            </div>
          ) : (
            <EmptyPage q={q} narrowed={narrowed} matchesElsewhere={total > 0} />
          )}
          <Pagination page={page} pageCount={pageCount} />
        </div>
      </div>
    </section>
  );
}

/**
 * What a page without tools says: a search that matches nothing, or a page past the last of a
 * catalogue or search that has tools (its first page is offered, with the same search and sort).
 */
function EmptyPage({
  q,
  narrowed,
  matchesElsewhere,
}: {
  q: string;
  narrowed: boolean;
  matchesElsewhere: boolean;
}) {
  const { pathname, search } = useLocation();
  return (
    <div className="mt-12 text-center text-gray-600">
      <p>
        {matchesElsewhere
          ? "There are no tools on this page."
          : q
            ? "No tools match your search. Try a shorter or different word."
            : narrowed
              ? "No tools match these filters. Try fewer of them."
              : "There are no tools on this page."}
      </p>
      <Link
        to={matchesElsewhere ? pageHref(pathname, search, 1) : "/tools"}
        className="mt-4 inline-block font-semibold text-brand hover:underline"
      >
        {matchesElsewhere ? "Back to the first page" : "Show all tools"}
      </Link>
    </div>
  );
}
