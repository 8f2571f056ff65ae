import { accessoryFits, toolAccessories } from "./tool-accessories.server";
import { toolFamily } from "./tool-family.server";
import { toolGallery } from "./tool-gallery.server";
import { LIST_PRICES, pricedFor, type PricedTool, type Pricer } from "./trade-prices.server";

/**
 * What a product page shows beside the tool's own fields: its pictures, its family's variants,
 * what goes with it and what it fits. Read at once (each a small indexed query), so the page
 * waits for the slowest, not the sum. The variants and accessories are at the buyer's price of
 * one, as every list of tools is.
 */
export async function productExtras(
  tool: { id: string; img: string; name: string },
  buyer: Pricer = LIST_PRICES,
) {
  const [pictures, family, accessories, fits] = await Promise.all([
    toolGallery(tool),
    toolFamily(tool.id),
    toolAccessories(tool.id),
    accessoryFits(tool.id),
  ]);
  const priced = <Tool extends PricedTool>(tools: Tool[]) =>
    tools.map((related) => pricedFor(buyer, related));
  return {
    pictures,
    family: family && { ...family, variants: priced(family.variants) },
    accessories: priced(accessories),
    fits: priced(fits),
  };
}
