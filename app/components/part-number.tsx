/**
 * A tool's part number, as cards, cart and order lines and the product page show it: the words
 * "Part no." then the number in a typewriter face, so 0 and O, 1 and I read apart. A number
 * breaks at its dashes, or anywhere only when it is wider than the line (a phone's column); a
 * table column may shrink to it too, which break-words would not let it.
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
      <span className="font-mono font-semibold wrap-anywhere text-gray-800" data-testid="sku">
        {sku}
      </span>
    </p>
  );
}
