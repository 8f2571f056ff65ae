import { Link } from "#app/components/link.tsx";
import { formatDollars } from "#app/utils/money.ts";
import { rungWords } from "#app/utils/price-words.ts";
import { formatCount } from "#app/utils/text.ts";
import { priceAt, type PriceLadder } from "#app/commerce/index.ts";
import { AddToCartForm } from "./add-to-cart-form";
import { buttonClass } from "./button";
import { LadderAbove } from "./price-ladder";

/**
 * What a buyer needs to order a tool, first on its page (issue 47: on a phone, within the first
 * screen): their price of the minimum order, said once, with the volume prices above it beside
 * it, the minimum and the stock, then the quantity with "Add to cart", and "Order now".
 */
export function BuyBox({
  tool,
  ladder,
  className = "",
}: {
  tool: { id: string; name: string; minimum_qyt: number; available_qyt: number };
  /** The buyer's ladder: list prices, or a price group member's own. */
  ladder: PriceLadder;
  className?: string;
}) {
  const minimum = tool.minimum_qyt;
  const first = priceAt(ladder, minimum);
  return (
    <section aria-label="Price and order" className={`panel p-4 ${className}`}>
      {/* The price block is kept narrow (the list price above it, its words below), so the
          volume prices fit beside it on a phone. */}
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <p>
          {first.price < ladder.list ? (
            <s className="block text-sm text-gray-500">
              <span className="sr-only">List price </span>
              {formatDollars(ladder.list)}
            </s>
          ) : null}
          <strong className="text-3xl font-extrabold text-brand">
            {formatDollars(first.price)}
          </strong>
          <span className="block text-sm text-gray-600">per piece</span>
          {first.source === "list" ? null : (
            <span className="block text-sm font-semibold text-green-800">
              {rungWords(ladder, first)}
            </span>
          )}
        </p>
        <LadderAbove ladder={ladder} minimum={minimum} />
      </div>
      <p className="mt-3 text-sm text-gray-700">
        Minimum order {formatCount(minimum)} pcs · {formatCount(tool.available_qyt)} pcs in stock
      </p>
      {tool.available_qyt >= minimum ? (
        <div className="mt-4 grid gap-3">
          <AddToCartForm tool={tool} />
          <Link to={`/purchase/${tool.id}`} className={buttonClass("primary", "lg", "text-center")}>
            Order now
          </Link>
        </div>
      ) : (
        <p className="mt-4 font-semibold text-red-600">
          Out of stock: less than the minimum order is left.
        </p>
      )}
    </section>
  );
}
