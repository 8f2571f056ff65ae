import { formatDollars } from "#app/utils/money.ts";
import { priceSourceWords, rungQuantities, rungWords } from "#app/utils/price-words.ts";
import { priceAt, type PriceLadder as Ladder } from "#app/commerce/index.ts";

/**
 * A price with the list price struck through before it, when it is lower; `stacked` puts the
 * list price above (a narrow table column).
 */
export function PriceBelowList({
  price,
  list,
  stacked = false,
}: {
  price: number;
  list: number;
  stacked?: boolean;
}) {
  return (
    <>
      {price < list ? (
        <s className={stacked ? "block text-xs text-gray-500" : "mr-2 text-gray-500"}>
          <span className="sr-only">List price </span>
          {formatDollars(list)}
        </s>
      ) : null}
      <strong>{formatDollars(price)}</strong>
    </>
  );
}

/**
 * A buyer's price ladder (issue 40): their group's price when they have one, and the volume
 * prices by quantity, each saying which applies. Nothing for a tool at one price for them.
 */
export function PriceLadder({
  ladder,
  minimum,
  className = "",
}: {
  ladder: Ladder;
  /** The tool's minimum order: rungs below it cannot be bought and are not listed. */
  minimum: number;
  className?: string;
}) {
  const [first] = ladder.steps;
  if (!first || (ladder.steps.length === 1 && first.source === "list")) return null;
  const reachable = ladder.steps
    .map((step, index) => ({ step, index }))
    .filter(({ index }) => (ladder.steps[index + 1]?.minQyt ?? Infinity) > minimum);
  return (
    <div className={className}>
      {first.source === "group" ? (
        <p className="font-semibold text-green-800">
          {rungWords(ladder, first)} <PriceBelowList price={first.price} list={ladder.list} />
        </p>
      ) : null}
      {reachable.length > 1 ? (
        <table className="mt-3 w-full max-w-md text-left text-sm">
          <caption className="text-left text-base font-bold">Volume prices</caption>
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="py-1.5 pr-4 whitespace-nowrap">
                Quantity
              </th>
              <th scope="col" className="py-1.5">
                Unit price
              </th>
            </tr>
          </thead>
          <tbody>
            {reachable.map(({ step, index }) => (
              <tr key={step.minQyt} className="border-b border-gray-200">
                <th scope="row" className="py-1.5 pr-4 font-medium whitespace-nowrap tabular-nums">
                  {rungQuantities(ladder, index, minimum)}
                </th>
                <td className="py-1.5">
                  <PriceBelowList price={step.price} list={ladder.list} />
                  {/* On a phone, which price it is goes under the price. */}
                  <span className="block text-gray-600 sm:ml-2 sm:inline">
                    {rungWords(ladder, step)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

/**
 * The product page's volume prices beside the price of its minimum order (issue 47): the rungs
 * above that one, each its quantities and unit price, so the price of the minimum order is said
 * once, by the buy box. Nothing when no rung is above it.
 */
export function LadderAbove({ ladder, minimum }: { ladder: Ladder; minimum: number }) {
  const from = ladder.steps.indexOf(priceAt(ladder, minimum));
  const rungs = ladder.steps.slice(from + 1).map((step, at) => ({ step, index: from + 1 + at }));
  if (!rungs.length) return null;
  return (
    <table className="text-sm">
      <caption className="text-left font-bold">Volume prices</caption>
      <tbody>
        {rungs.map(({ step, index }) => (
          <tr key={step.minQyt} className="border-t border-gray-200">
            <th scope="row" className="py-1 pr-3 text-left font-medium whitespace-nowrap">
              {rungQuantities(ladder, index, minimum)} pcs
            </th>
            <td className="py-1 text-right font-semibold whitespace-nowrap tabular-nums">
              {formatDollars(step.price)}
              <span className="sr-only"> each</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A cart or checkout line's unit price (cents) at its quantity, with the list price struck
 * through when lower and which price applies ("Volume price (10+)", "Distributor price").
 */
export function LinePrice({
  price,
  qyt,
  ladder,
  stacked = false,
  unit = "",
}: {
  price: number;
  qyt: number;
  ladder: Ladder;
  stacked?: boolean;
  /** Said after the price, before which applies (" per piece"). */
  unit?: string;
}) {
  const step = priceAt(ladder, qyt);
  return (
    <>
      <PriceBelowList price={price} list={ladder.list} stacked={stacked} />
      {unit}
      {step.source === "list" ? null : (
        <span
          className={
            stacked ? "block text-xs whitespace-normal text-gray-600" : "ml-2 text-gray-600"
          }
        >
          {priceSourceWords(step.source, step.minQyt, ladder.group)}
        </span>
      )}
    </>
  );
}
