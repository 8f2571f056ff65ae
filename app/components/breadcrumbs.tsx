import { Link } from "#app/components/link.tsx";
import type { breadcrumbTrail } from "#app/utils/breadcrumbs.server.ts";
import { JsonLd } from "./json-ld";

/**
 * Where a page sits in the catalogue: Home > Tools > its categories > the page (not a link), and
 * the same trail as `BreadcrumbList` structured data. Made on the server by `breadcrumbTrail`.
 */
export function Breadcrumbs({
  trail,
  className = "",
}: {
  trail: ReturnType<typeof breadcrumbTrail>;
  className?: string;
}) {
  const last = trail.crumbs.length - 1;
  return (
    <nav aria-label="Breadcrumb" className={`text-sm ${className}`}>
      <JsonLd data={trail.jsonLd} />
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-gray-600">
        {trail.crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1.5">
            {index === last ? (
              <span aria-current="page" className="font-semibold text-gray-900">
                {crumb.name}
              </span>
            ) : (
              <>
                <Link to={crumb.path} className="text-brand hover:underline">
                  {crumb.name}
                </Link>
                <span aria-hidden="true">›</span>
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
