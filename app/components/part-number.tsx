/**
 * A tool's part number, as cards, cart and order lines and the product page show it: the words
 * "Part no." then the number in a typewriter face, so 0 and O, 1 and I read apart. The number
 * never breaks across lines (issue 47: it is typed and read out whole); the words before it may
 * stay on the line above. It never widens its box either (inline-size containment: a grid,
 * flex or table column sizes without it), so no page scrolls sideways for it: one wider than
 * its box scrolls within it, or, `spill`, runs on over the empty space beside it (a lines
 * table's row, whose other cells hold one line of figures; the table scrolls within its box if
 * even that is too narrow).
 */
export function PartNumber({
  sku,
  className = "text-xs",
  spill = false,
}: {
  sku: string | null | undefined;
  className?: string;
  spill?: boolean;
}) {
  if (!sku) return null;
  return (
    <p
      className={`contain-inline-size ${spill ? "" : "overflow-x-auto"} text-gray-600 ${className}`}
    >
      Part no.{" "}
      <span className="font-mono font-semibold whitespace-nowrap text-gray-800" data-testid="sku">
        {sku}
      </span>
    </p>
  );
}
