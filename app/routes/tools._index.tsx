import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { Pagination, pageHref } from "#app/components/pagination.tsx";
import { ProductCard } from "#app/components/product-card.tsx";
import { listTools } from "#app/models/tool.server.ts";
import { CATALOGUE_QUERY_NAMES, catalogueQuerySchema } from "#app/schemas/catalogue-query.ts";
import { parsePageQuery } from "#app/services/page-query.server.ts";
import { categoryHeader } from "#app/services/tool-specs.server.ts";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { publicPageMeta } from "#app/utils/seo.ts";
import { buttonClass } from "#app/components/button.tsx";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = {
  pageCache: { shows: ["catalogue"], query: CATALOGUE_QUERY_NAMES },
};

export const meta: MetaFunction = (args) =>
  publicPageMeta(args, {
    title: "All tools — Forgeline Tools",
    description: "Every Forgeline power tool and hand tool, with its price and minimum order.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const {
    q,
    page = 1,
    sort,
  } = parsePageQuery(request, catalogueQuerySchema, CATALOGUE_QUERY_NAMES);
  const category = await categoryHeader(new URL(request.url).searchParams.get("category"));
  return { q, sort, category, ...(await listTools({ search: q, sort, page })) };
}

const sortLabels = {
  relevance: "Best match",
  newest: "Newest",
  price: "Price, lowest first",
  name: "Name, A to Z",
} as const;

export default function Tools() {
  const { tools, q, sort, page, pageCount, total, category } = useLoaderData<typeof loader>();

  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div>
          {category ? <Breadcrumbs trail={category.trail} className="mb-3" /> : null}
          <h1 className="text-3xl font-bold">{category?.name ?? "All tools"}</h1>
          <p className="mt-2 text-gray-600" aria-live="polite">
            {q
              ? `${total} ${total === 1 ? "tool matches" : "tools match"} “${q}”`
              : `${total} tools in the catalogue`}
          </p>
        </div>
        <div className="flex flex-col gap-3">
          <Form method="get" role="search" className="flex gap-2">
            <label htmlFor="tool-search" className="sr-only">
              Search tools by name
            </label>
            <input
              id="tool-search"
              type="search"
              name="q"
              defaultValue={q}
              key={q}
              placeholder="Search tools by name"
              maxLength={100}
              className="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2 shadow-sm focus:border-brand sm:w-64 sm:flex-none"
            />
            {sort ? <input type="hidden" name="sort" value={sort} /> : null}
            <button type="submit" className={buttonClass("dark", "base")}>
              Search
            </button>
          </Form>
          {/* A plain GET form: the order works without JavaScript, and its page can be cached. */}
          <Form method="get" className="flex items-center gap-2" aria-label="Sort the tools">
            {q ? <input type="hidden" name="q" value={q} /> : null}
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

      {tools.length ? (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {tools.map((tool) => (
            <ProductCard key={tool.id} tool={tool} headingLevel={2} />
          ))}
        </div>
      ) : (
        <EmptyPage q={q} matchesElsewhere={total > 0} />
      )}
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}

/**
 * What a page without tools says: a search that matches nothing, or a page past the last of a
 * catalogue or search that has tools (its first page is offered, with the same search and sort).
 */
function EmptyPage({ q, matchesElsewhere }: { q: string; matchesElsewhere: boolean }) {
  const { pathname, search } = useLocation();
  const nothingMatches = q && !matchesElsewhere;
  return (
    <div className="mt-12 text-center text-gray-600">
      <p>
        {nothingMatches
          ? "No tools match your search. Try a shorter or different word."
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
