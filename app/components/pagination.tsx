import { Link, useLocation } from "@remix-run/react";

/** Plain links (they work without JavaScript) that keep the rest of the query string. */
export function Pagination({
  page,
  pageCount,
  search,
}: {
  page: number;
  pageCount: number;
  search: URLSearchParams;
}) {
  const { pathname } = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const item = "rounded-md px-3 py-2 text-sm font-semibold ring-1 ring-gray-300";
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={`${item} bg-white hover:bg-gray-100`}>
          Previous
        </Link>
      ) : null}
      {Array.from({ length: pageCount }, (_, index) => index + 1).map((target) =>
        target === page ? (
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
