import { sql } from "kysely";
import { db } from "#app/db.server.ts";
import {
  CatalogueIndex,
  type IndexAnswer,
  type IndexedTool,
  type IndexQuery,
} from "#app/utils/catalogue-index.ts";
import { singleton } from "#app/utils/singleton.server.ts";
import { specText } from "#app/utils/spec-values.ts";
import { onPublicChange, outsideWriteVersion } from "./public-changes.server";
import { categoryPath, taxonomy, type Taxonomy } from "./taxonomy.server";

/**
 * This instance's catalogue index (app/utils/catalogue-index.ts), built from the database on
 * first use and kept fresh: after a catalogue change, ours (announced) or another connection's
 * (outsideWriteVersion), only the tools whose `updatedAt` moved are read again (index
 * `tools_updated`); a change of the taxonomy builds it anew. Stock is not in it: orders change
 * stock without touching `updatedAt`, so "in stock" reads the few short tools at query time.
 */

/**
 * How far back of the newest `updatedAt` seen a refresh reads again: a transaction stamps its
 * tools when it writes them and may commit after a later one, so its stamp can be older than
 * what an earlier refresh saw.
 */
const OVERLAP_MS = 60_000;
/** Past this share of dead slots (changed and removed tools), a refresh builds anew. */
const MAX_WASTED = 0.25;
/** Tools read per statement of a refresh's specification values (well under any engine's limit). */
const BATCH = 1_000;

interface Built {
  index: CatalogueIndex;
  /** The taxonomy it was built with, as text: any change of it builds anew. */
  shape: string;
  /** The newest `updatedAt` read. */
  seen: string;
}

interface Kept {
  built: Built | null;
  /** The refresh or build under way: every search waits for it. */
  pending: Promise<Built> | null;
  stale: boolean;
  version: number;
}

const kept = singleton("catalogueIndex", () => {
  const state: Kept = { built: null, pending: null, stale: false, version: -1 };
  onPublicChange((what) => {
    if (what === "catalogue") state.stale = true;
  });
  return state;
});

/** What a build needs to know of the taxonomy; when it changes, the index is built anew. */
function shapeOf(taxonomy: Taxonomy): string {
  return JSON.stringify([
    [...taxonomy.byId.values()].map((category) => [category.id, category.parentId, category.name]),
    [...taxonomy.attributes.values()].map((attribute) => [
      attribute.key,
      attribute.type,
      attribute.unit,
      attribute.name,
    ]),
  ]);
}

interface ToolRow {
  id: string;
  name: string;
  description: string;
  sku: string | null;
  price: number;
  createdAt: string;
  updatedAt: string | null;
  categoryId: string | null;
  deletedAt: string | null;
}

const toolColumns = [
  "id",
  "name",
  "description",
  "sku",
  "price",
  "createdAt",
  "updatedAt",
  "categoryId",
  "deletedAt",
] as const;

/** A tool as the index holds it: its specs and the names of its categories are searched too. */
function indexedTool(
  taxonomy: Taxonomy,
  attributeKeys: Map<string, string>,
  row: ToolRow,
  specs: { attributeId: string; value: string }[],
): IndexedTool {
  const category = row.categoryId ? taxonomy.byId.get(row.categoryId) : undefined;
  const values: Record<string, string> = {};
  const texts = [row.description, row.sku ?? ""];
  for (const spec of specs) {
    const key = attributeKeys.get(spec.attributeId);
    const attribute = key ? taxonomy.attributes.get(key) : undefined;
    if (!key || !attribute) continue;
    values[key] = spec.value;
    // A yes/no reads as "Yes" on its own: its attribute's name is what is searched for.
    texts.push(attribute.type === "boolean" ? "" : specText(attribute, spec.value));
  }
  if (category) texts.push(...categoryPath(taxonomy, category).map((step) => step.name));
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    price: row.price,
    categoryId: row.categoryId,
    texts,
    specs: values,
  };
}

/** The specification values of these tools, by tool. */
async function specsOf(ids: string[]) {
  const byTool = new Map<string, { attributeId: string; value: string }[]>();
  for (let at = 0; at < ids.length; at += BATCH) {
    const rows = await db
      .selectFrom("tool_attributes")
      .select(["toolId", "attributeId", "value"])
      .where("toolId", "in", ids.slice(at, at + BATCH))
      .execute();
    for (const row of rows) {
      const list = byTool.get(row.toolId) ?? [];
      list.push(row);
      byTool.set(row.toolId, list);
    }
  }
  return byTool;
}

function keysById(taxonomy: Taxonomy) {
  return new Map(
    [...taxonomy.attributes.values()].map((attribute) => [attribute.id, attribute.key]),
  );
}

const newest = (rows: ToolRow[], seen: string) =>
  rows.reduce(
    (latest, row) => (row.updatedAt && row.updatedAt > latest ? row.updatedAt : latest),
    seen,
  );

async function build(taxonomy: Taxonomy): Promise<Built> {
  const [rows, specs] = await Promise.all([
    db.selectFrom("tools").select(toolColumns).where("deletedAt", "is", null).execute(),
    // Those of deleted tools too (fewer rows than a join costs): no tool on sale takes them.
    db.selectFrom("tool_attributes").select(["toolId", "attributeId", "value"]).execute(),
  ]);
  const byTool = new Map<string, { attributeId: string; value: string }[]>();
  for (const spec of specs) {
    const list = byTool.get(spec.toolId) ?? [];
    list.push(spec);
    byTool.set(spec.toolId, list);
  }
  const keys = keysById(taxonomy);
  const index = new CatalogueIndex(
    [...taxonomy.attributes.keys()],
    rows.map((row) => indexedTool(taxonomy, keys, row, byTool.get(row.id) ?? [])),
  );
  return { index, shape: shapeOf(taxonomy), seen: newest(rows, "") };
}

/** The number of tools on sale, kept by the tools' triggers (migration 0005). */
async function toolsOnSale(): Promise<number> {
  const row = await db
    .selectFrom("catalogue_counts")
    .select("tools_on_sale")
    .executeTakeFirstOrThrow();
  return row.tools_on_sale;
}

/**
 * Reads again the tools changed since the last read. A tool added or removed with no new
 * `updatedAt` (a script's insert, a row deleted outright) shows in the count of tools on sale,
 * which the triggers keep: when it differs, the index is built anew.
 */
async function refresh(built: Built, taxonomy: Taxonomy): Promise<Built> {
  const since = built.seen ? new Date(Date.parse(built.seen) - OVERLAP_MS).toISOString() : "";
  const rows = await db
    .selectFrom("tools")
    .select(toolColumns)
    .where("updatedAt", ">=", since)
    .execute();
  const specs = await specsOf(rows.filter((row) => !row.deletedAt).map((row) => row.id));
  const keys = keysById(taxonomy);
  for (const row of rows) {
    if (row.deletedAt) built.index.remove(row.id);
    else built.index.put(indexedTool(taxonomy, keys, row, specs.get(row.id) ?? []));
  }
  built.seen = newest(rows, built.seen);
  if (built.index.wasted > MAX_WASTED || built.index.size !== (await toolsOnSale()))
    return build(taxonomy);
  return built;
}

/** The index as of the last committed catalogue change. */
async function currentIndex(): Promise<CatalogueIndex> {
  while (kept.pending) await kept.pending.catch(() => {});
  const version = outsideWriteVersion();
  if (kept.built && !kept.stale && kept.version === version) return kept.built.index;
  kept.stale = false;
  kept.version = version;
  const previous = kept.built;
  const reading = taxonomy().then((current) =>
    previous && previous.shape === shapeOf(current) ? refresh(previous, current) : build(current),
  );
  kept.pending = reading;
  try {
    kept.built = await reading;
  } catch (error) {
    // A failed read is not kept: the next search reads again.
    kept.stale = true;
    throw error;
  } finally {
    kept.pending = null;
  }
  return kept.built.index;
}

/**
 * Builds the index ahead of the first search: at 100,000 tools the build takes seconds, which
 * a visitor's search would otherwise wait. A failure is only logged; the first search tries again.
 */
export function warmCatalogueIndex(log: (message: string) => void = console.error): void {
  currentIndex().catch((error: unknown) =>
    log(`The catalogue index was not built: ${String(error)}`),
  );
}

/**
 * The tools on sale that cannot be bought at their minimum: its condition is the partial index
 * `tools_short`'s (0015), so both engines read that small index, whatever the catalogue's size.
 */
export function shortTools() {
  return db
    .selectFrom("tools")
    .select("id")
    .where("deletedAt", "is", null)
    .where(sql<boolean>`available_qyt < minimum_qyt`);
}

async function shortToolIds(): Promise<Set<string>> {
  return new Set((await shortTools().execute()).map((row) => row.id));
}

/** Per index, the values counted per category, until the index changes (`version`). */
const valuesByIndex = new WeakMap<
  CatalogueIndex,
  { version: number; byCategory: Map<string, IndexAnswer["specCounts"]> }
>();

/**
 * The values of these attributes across a category (`categories`: it and those below it), each
 * with its tools, whatever else a search chooses: what a number's ranges are cut over. Kept per
 * category until the index changes, so a filtered page does not pay a second pass each time.
 */
export async function categoryValues(
  category: string,
  categories: ReadonlySet<string>,
  keys: string[],
): Promise<IndexAnswer["specCounts"]> {
  const index = await currentIndex();
  let kept = valuesByIndex.get(index);
  if (kept?.version !== index.version) {
    kept = { version: index.version, byCategory: new Map() };
    valuesByIndex.set(index, kept);
  }
  let counts = kept.byCategory.get(category);
  if (!counts) {
    const answer = index.search({
      categories,
      specFacets: keys,
      sort: "newest",
      offset: 0,
      limit: 0,
    });
    counts = answer.specCounts;
    kept.byCategory.set(category, counts);
  }
  return counts;
}

/** A search of the catalogue index (see IndexQuery); `inStock` leaves out the short tools. */
export async function searchIndex(query: IndexQuery & { inStock?: boolean }): Promise<IndexAnswer> {
  const [index, excluded] = await Promise.all([
    currentIndex(),
    query.inStock ? shortToolIds() : undefined,
  ]);
  return index.search({ ...query, excluded });
}
