import { Link } from "#app/components/link.tsx";
import { askedFrom } from "./confirm";

const PAGES = [
  { path: "edit", label: "Details" },
  { path: "pictures", label: "Pictures" },
  { path: "family", label: "Variants" },
  { path: "accessories", label: "Accessories" },
  { path: "prices", label: "Volume prices" },
] as const;

export type ToolAdminPage = (typeof PAGES)[number]["path"];

/**
 * The tabs of a tool's admin pages, each carrying the Manage Products page they were opened from
 * (`list`), and the way back to the tool's row there (`back`).
 */
export function ToolAdminNav({
  toolId,
  current,
  list,
  back,
}: {
  toolId: string;
  current: ToolAdminPage;
  list: string;
  back: string;
}) {
  return (
    <nav
      aria-label="This product's pages"
      className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2"
    >
      <Link to={back} className="text-brand hover:underline">
        ← Manage Products
      </Link>
      <ul className="flex flex-wrap gap-1">
        {PAGES.map((page) => (
          <li key={page.path}>
            <Link
              to={askedFrom(`/dashboard/manageproducts/${toolId}/${page.path}`, list)}
              aria-current={page.path === current ? "page" : undefined}
              className={`block rounded-md px-3 py-1.5 text-sm font-semibold ${
                page.path === current
                  ? "bg-brand text-white"
                  : "text-gray-700 ring-1 ring-gray-300 hover:bg-gray-100"
              }`}
            >
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
