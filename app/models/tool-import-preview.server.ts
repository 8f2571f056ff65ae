import { PICTURE_SEPARATOR, ROWS_LISTED, VALUE_SHOWN } from "#app/schemas/tool-import.ts";
import { formatDollars } from "#app/utils/money.ts";
import { truncate } from "#app/utils/text.ts";
import type { Taxonomy } from "./taxonomy.server";
import type { Plan, PlannedTool, PlannedUpdate } from "./tool-import-plan.server";

// What the import page lists before the admin confirms (issue 47): the first ROWS_LISTED tools an
// import creates and the first it changes, each change as the column, its old and its new value,
// as the page shows them (a price in dollars, a category by name, pictures by url).

export interface ToolToCreate {
  row: number;
  /** Null: the part number is made from the new tool's id when it is imported. */
  sku: string | null;
  name: string;
  /** Cents. */
  price: number;
  minimum_qyt: number;
  available_qyt: number;
  /** The category's name, or null for none. */
  category: string | null;
  /** How many pictures, the first included. */
  pictures: number;
}

export interface FieldChange {
  /** The column by its header name (an attribute's by its key). */
  column: string;
  from: string;
  to: string;
}

export interface ToolToChange {
  row: number;
  id: string;
  /** The part number the tool has now. */
  sku: string;
  /** The name the tool has now. */
  name: string;
  changes: FieldChange[];
}

export interface ImportLists {
  toCreate: ToolToCreate[];
  toChange: ToolToChange[];
}

const shown = (text: string) => truncate(text, VALUE_SHOWN);

/** The first ROWS_LISTED creates and changes of a plan, in the file's order. */
export function importLists(plan: Plan, shop: Taxonomy): ImportLists {
  const categoryName = (id: string | null) => (id ? (shop.byId.get(id)?.name ?? "") : "");
  const attributeKey = new Map([...shop.attributes.values()].map((a) => [a.id, a.key]));
  return {
    toCreate: plan.creates.slice(0, ROWS_LISTED).map((tool) => ({
      row: tool.row,
      sku: tool.skuGiven ? tool.sku : null,
      name: tool.name,
      price: tool.price,
      minimum_qyt: tool.minimum_qyt,
      available_qyt: tool.available_qyt,
      category: tool.categoryId ? categoryName(tool.categoryId) : null,
      pictures: tool.pictures.length,
    })),
    toChange: plan.updates.slice(0, ROWS_LISTED).map((update) => {
      const was = update.tool.existing!;
      return {
        row: update.tool.row,
        id: was.id,
        sku: was.sku,
        name: was.name,
        changes: changesOf(update, categoryName, attributeKey),
      };
    }),
  };
}

/** The columns a row changes of its tool, in the export's order, each old → new. */
function changesOf(
  { tool, before }: PlannedUpdate,
  categoryName: (id: string | null) => string,
  attributeKey: Map<string, string>,
): FieldChange[] {
  const was = tool.existing!;
  const changes: FieldChange[] = [];
  const compare = (column: string, from: string, to: string) => {
    if (from !== to) changes.push({ column, from: shown(from), to: shown(to) });
  };
  const own = (column: "sku" | "name" | "description") =>
    compare(column, was[column], tool[column]);
  own("sku");
  own("name");
  own("description");
  compare("price", formatDollars(was.price), formatDollars(tool.price));
  compare("minimum_qyt", String(was.minimum_qyt), String(tool.minimum_qyt));
  compare("available_qyt", String(was.available_qyt), String(tool.available_qyt));
  compare("category", categoryName(was.categoryId), categoryName(tool.categoryId));
  compare("img", before.pictures[0] ?? "", tool.pictures[0] ?? "");
  compare("pictures", furtherOf(before.pictures), furtherOf(tool.pictures));
  const attributes = new Set([...before.values.keys(), ...tool.values.keys()]);
  const keyed = [...attributes]
    .map((id) => ({ id, key: attributeKey.get(id) ?? id }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const { id, key } of keyed)
    compare(key, before.values.get(id) ?? "", tool.values.get(id) ?? "");
  return changes;
}

const furtherOf = (pictures: PlannedTool["pictures"]) =>
  pictures.slice(1).join(` ${PICTURE_SEPARATOR} `);
