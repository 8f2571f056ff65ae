import { accessoryFits, toolAccessories } from "./tool-accessories.server";
import { toolFamily } from "./tool-family.server";
import { toolGallery } from "./tool-gallery.server";

/**
 * What a product page shows beside the tool's own fields: its pictures, its family's variants,
 * what goes with it and what it fits. Read at once (each a small indexed query), so the page
 * waits for the slowest, not the sum.
 */
export async function productExtras(tool: { id: string; img: string; name: string }) {
  const [pictures, family, accessories, fits] = await Promise.all([
    toolGallery(tool),
    toolFamily(tool.id),
    toolAccessories(tool.id),
    accessoryFits(tool.id),
  ]);
  return { pictures, family, accessories, fits };
}
