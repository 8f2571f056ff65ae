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
