import { db } from "#app/db.server.ts";
import { taxonomy } from "./taxonomy.server";
import { allToolsInBatches, type ToolSummary } from "./tool.server";

/** A tool as the CSV of tools has it (see app/schemas/tool-import.ts). */
export interface ToolCsvRow {
  tool: ToolSummary;
  sku: string;
  /** Its category's slug, or "" for none. */
  category: string;
  /** The pictures after `img`, in order. */
  pictures: string[];
  /** Specification values by attribute key. */
  values: Map<string, string>;
}

/**
 * Every tool on sale as the CSV of tools writes it, newest first, a thousand at a time (the
 * catalogue's batches, and three queries for their part numbers, values and galleries), so a
 * catalogue of any size is written in flat memory.
 */
export async function* toolCsvRows(): AsyncGenerator<ToolCsvRow> {
  const shop = await taxonomy();
  const keyOf = new Map(
    [...shop.attributes.values()].map((attribute) => [attribute.id, attribute.key]),
  );
  for await (const batch of allToolsInBatches()) {
    const ids = batch.map((tool) => tool.id);
    const [extras, values, pictures] = await Promise.all([
      db.selectFrom("tools").select(["id", "sku", "categoryId"]).where("id", "in", ids).execute(),
      db
        .selectFrom("tool_attributes")
        .select(["toolId", "attributeId", "value"])
        .where("toolId", "in", ids)
        .execute(),
      db
        .selectFrom("tool_images")
        .select(["toolId", "url"])
        .where("toolId", "in", ids)
        .where("position", ">", 0)
        .orderBy("toolId")
        .orderBy("position")
        .execute(),
    ]);
    const extraOf = new Map(extras.map((row) => [row.id, row]));
    const valuesOf = new Map<string, Map<string, string>>();
    for (const row of values) {
      const key = keyOf.get(row.attributeId);
      if (!key) continue;
      const map = valuesOf.get(row.toolId) ?? new Map<string, string>();
      map.set(key, row.value);
      valuesOf.set(row.toolId, map);
    }
    const picturesOf = new Map<string, string[]>();
    for (const row of pictures)
      picturesOf.set(row.toolId, [...(picturesOf.get(row.toolId) ?? []), row.url]);
    for (const tool of batch) {
      const extra = extraOf.get(tool.id);
      const categoryId = extra?.categoryId;
      yield {
        tool,
        sku: extra?.sku ?? "",
        category: (categoryId && shop.byId.get(categoryId)?.slug) || "",
        pictures: picturesOf.get(tool.id) ?? [],
        values: valuesOf.get(tool.id) ?? new Map(),
      };
    }
  }
}
