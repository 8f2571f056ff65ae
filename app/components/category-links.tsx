import { Link } from "#app/components/link.tsx";

/** A top category's page, with its subcategories' pages. */
export interface CategoryLink {
  name: string;
  path: string;
  children: { name: string; path: string }[];
}

/** Home's "Shop by category": each top category's page, with its subcategories under it. */
export function CategoryGrid({ categories }: { categories: CategoryLink[] }) {
  if (!categories.length) return null;
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 pt-14">
      <h2 id="categories-heading" className="text-3xl font-bold">
        Shop by category
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((top) => (
          <li key={top.path} className="panel p-5">
            <Link to={top.path} className="text-lg font-bold text-brand hover:underline">
              {top.name}
            </Link>
            {top.children.length ? (
              <ul className="mt-2 space-y-1 text-sm">
                {top.children.map((child) => (
                  <li key={child.path}>
                    <Link
                      to={child.path}
                      className="text-gray-700 hover:text-brand hover:underline"
                    >
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The footer's links to the top categories. */
export function FooterCategories({ categories }: { categories: CategoryLink[] }) {
  if (!categories.length) return null;
  return (
    <nav aria-label="Categories" className="mb-4">
      <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
        {categories.map((top) => (
          <li key={top.path}>
            <Link to={top.path} className="font-semibold text-gray-100 hover:underline">
              {top.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
