import { Link } from "#app/components/link.tsx";
import type { ToolFamily } from "#app/models/tool-family.server.ts";
import { formatDollars } from "#app/utils/money.ts";

/** "Also available as": the tool's family, each variant a link named by what sets it apart. */
export function ToolVariants({ family, current }: { family: ToolFamily | null; current: string }) {
  if (!family || family.variants.length < 2) return null;
  return (
    <section aria-labelledby="variants-heading" className="mt-6">
      <h2 id="variants-heading" className="text-lg font-bold">
        Also available as
      </h2>
      <ul className="mt-2 grid gap-2">
        {family.variants.map((variant) => {
          const isCurrent = variant.id === current;
          return (
            <li key={variant.id}>
              <Link
                to={`/tools/${variant.id}`}
                aria-current={isCurrent ? "page" : undefined}
                className={`flex flex-wrap justify-between gap-x-4 rounded-md border px-3 py-2 ${
                  isCurrent
                    ? "border-brand bg-brand/5 font-semibold"
                    : "border-gray-300 hover:border-brand"
                }`}
              >
                <span>{variant.label}</span>
                <span className="text-gray-700">{formatDollars(variant.price)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
