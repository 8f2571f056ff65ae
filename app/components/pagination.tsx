import { useLocation } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { searchTexts } from "#app/messages.ts";

/** Pages shown either side of the current one. */
const NEARBY = 2;

/**
 * The page numbers to link: the first, a window around the current page, the last, and null
 * where pages are skipped (shown as an ellipsis): seven numbers at most, however many pages.
 */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const from = Math.max(1, page - NEARBY);
  const to = Math.min(pageCount, page + NEARBY);
  const pages: (number | null)[] = [];
  if (from > 1) pages.push(1);
  if (from > 2) pages.push(null);
  for (let target = from; target <= to; target++) pages.push(target);
  if (to < pageCount - 1) pages.push(null);
  if (to < pageCount) pages.push(pageCount);
  return pages;
}

/** The address of another page of this listing, the rest of its query string kept. */
export function pageHref(pathname: string, search: string, target: number): string {
  const params = new URLSearchParams(search);
  if (target === 1) params.delete("page");
  else params.set("page", String(target));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * Plain links (they work without JavaScript) that keep the rest of the query string. A page
 * past the last (an old link, a list that shrank) says so and links the last one.
 */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { pathname, search } = useLocation();
  const hrefFor = (target: number) => pageHref(pathname, search, target);
  if (page > pageCount)
    return (
      <p className="mt-6 text-gray-700">
        {searchTexts.pastTheEnd(page, pageCount)}{" "}
        <Link to={hrefFor(pageCount)} className="font-semibold text-brand hover:underline">
          {searchTexts.toLastPage}
        </Link>
      </p>
    );
  if (pageCount <= 1) return null;
  const item = "rounded-md px-3 py-2 text-sm font-semibold ring-1 ring-gray-300";
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={`${item} bg-white hover:bg-gray-100`}>
          Previous
        </Link>
      ) : null}
      {pageWindow(page, pageCount).map((target, index) =>
        target === null ? (
          <span key={`gap-${index}`} className="px-1 text-gray-500" aria-hidden="true">
            …
          </span>
        ) : target === page ? (
          <span
            key={target}
            aria-current="page"
            className={`${item} bg-gray-900 text-white ring-gray-900`}
          >
            {target}
          </span>
        ) : (
          <Link
            key={target}
            to={hrefFor(target)}
            className={`${item} bg-white hover:bg-gray-100`}
            aria-label={`Page ${target}`}
          >
            {target}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={`${item} bg-white hover:bg-gray-100`}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
