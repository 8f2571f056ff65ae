import { Link } from "#app/components/link.tsx";
import type { RelatedTool } from "#app/models/tool-accessories.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { ToolPicture } from "./tool-picture";

/** "Goes with" (batteries, chargers, bits) and, on an accessory, "Fits": compact links with prices. */
export function ToolAccessories({
  accessories,
  fits,
}: {
  accessories: RelatedTool[];
  fits: RelatedTool[];
}) {
  if (!accessories.length && !fits.length) return null;
  return (
    <div className="grid gap-8 md:col-span-2">
      <RelatedTools id="goes-with" heading="Goes with" tools={accessories} />
      <RelatedTools id="fits" heading="Fits" tools={fits} />
    </div>
  );
}

function RelatedTools({
  id,
  heading,
  tools,
}: {
  id: string;
  heading: string;
  tools: RelatedTool[];
}) {
  if (!tools.length) return null;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map((tool) => (
          <li key={tool.id}>
            <Link
              to={`/tools/${tool.id}`}
              className="flex items-center gap-3 panel p-3 hover:ring-2 hover:ring-brand"
            >
              <ToolPicture
                src={tool.img}
                alt=""
                width={64}
                lazy
                className="h-12 w-16 shrink-0 rounded bg-gray-100 object-contain"
              />
              <span className="min-w-0">
                <span className="block font-semibold">{tool.name}</span>
                <span className="block text-sm text-gray-600">
                  {tool.sku ? (
                    <span className="font-mono whitespace-nowrap">{tool.sku}</span>
                  ) : null}
                  {tool.sku ? " · " : null}
                  {formatDollars(tool.price)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
