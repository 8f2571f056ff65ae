import { Link } from "#app/components/link.tsx";
import type { ToolSummary } from "#app/models/tool.server.ts";
import { AddToCartForm } from "./add-to-cart-form";
import { PartNumber } from "./part-number";
import { ToolNumbers } from "./tool-numbers";
import { buttonClass } from "./button";
import { CARD_DESCRIPTION_LENGTH, truncate } from "#app/utils/text.ts";
import { rowId } from "#app/utils/table-row.ts";
import { ToolPicture } from "./tool-picture";

/**
 * A tool in a grid. Its name is a heading one level below the section it sits in: `h2` on the
 * catalogue (right under the page's `h1`), `h3` in the home page's sections.
 */
export function ProductCard({
  tool,
  priceLabel = null,
  headingLevel = 3,
}: {
  /** At the viewer's price; a price group member's tool keeps its `listPrice` beside it. */
  tool: ToolSummary & { listPrice?: number };
  /** Whose price a member's is ("Distributor price"); null for list prices. */
  priceLabel?: string | null;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // Its id is where "Add to cart" comes back to (`#tool-…`), in the list it was pressed in.
  const id = rowId("tool", tool.id);
  return (
    // The heading's link covers the whole card (its ::after), so the picture leads to the tool's
    // page without a second link: a keyboard and a screen reader meet the tool once, and the
    // page carries its name and address once less per card. The order button sits above it.
    <article id={id} className="relative flex scroll-mt-4 flex-col overflow-hidden panel">
      <ToolPicture
        src={tool.img}
        alt=""
        width={400}
        lazy
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg font-bold">
          <Link
            to={`/tools/${tool.id}`}
            prefetch="intent"
            className="hover:text-brand-hover after:absolute after:inset-0"
          >
            {tool.name}
          </Link>
        </Heading>
        <PartNumber sku={tool.sku} />
        <p className="line-clamp-3 text-sm text-gray-600">
          {truncate(tool.description, CARD_DESCRIPTION_LENGTH)}
        </p>
        <div className="mt-auto pt-2">
          <ToolNumbers tool={tool} priceLabel={priceLabel} compact />
        </div>
        <Link
          to={`/purchase/${tool.id}`}
          className={buttonClass("dark", "base", "relative mt-3 text-center")}
        >
          {/* The visible words first, then which tool (WCAG 2.5.3: the name holds what is seen). */}
          Order now<span className="sr-only"> {tool.name}</span>
        </Link>
        {/* Above the card-wide link, like the order button. */}
        {tool.available_qyt >= tool.minimum_qyt ? (
          <AddToCartForm tool={tool} anchor={id} className="relative mt-2" />
        ) : null}
      </div>
    </article>
  );
}
