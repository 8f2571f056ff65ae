/**
 * A tool's part number, as cards, cart and order lines and the product page show it: the words
 * "Part no." then the number in a typewriter face, so 0 and O, 1 and I read apart. The number
 * never breaks across lines (issue 47: it is typed and read out whole); the words before it
 * may go to the line above. A lines table on a phone that a long number widens scrolls within
 * its box (`OrderLines`), never the page.
 */
export function PartNumber({
  sku,
  className = "text-xs",
}: {
  sku: string | null | undefined;
  className?: string;
}) {
  if (!sku) return null;
  return (
    <p className={`text-gray-600 ${className}`}>
      Part no.{" "}
      <span className="font-mono font-semibold whitespace-nowrap text-gray-800" data-testid="sku">
        {sku}
      </span>
    </p>
  );
}
