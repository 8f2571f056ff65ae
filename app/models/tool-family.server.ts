import { newId } from "#db/id.ts";
import type { VariantJson } from "#app/schemas/api/tools.ts";
import { db } from "#app/db.server.ts";
import { specText } from "#app/utils/spec-values.ts";
import { toolOfSku, writeToolDetails } from "./catalogue-write.server";
import { attributesOfCategory, taxonomy, type Attribute } from "./taxonomy.server";

/** How an admin places a tool: beside another (by its part number), in a new family, or alone. */
export type FamilyPlace =
  { to: "join"; sku: string } | { to: "new"; name: string } | { to: "none" };

export type FamilyWrite = "changed" | "missing" | "unknown-sku" | "itself" | "unchanged";

/**
 * Puts a tool in a family: that of the tool with part number `sku` (which, in none yet, starts
 * one with it, named after it), a new one, or none. A family left without tools goes.
 */
export function setToolFamily(toolId: string, place: FamilyPlace): Promise<FamilyWrite> {
  return writeToolDetails<Exclude<FamilyWrite, "changed" | "missing">>(toolId, async (trx) => {
    const { familyId: before } = await trx
      .selectFrom("tools")
      .select("familyId")
      .where("id", "=", toolId)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const newFamily = async (name: string) => {
      const id = newId();
      await trx.insertInto("tool_families").values({ id, name, createdAt: now }).execute();
      return id;
    };
    let after: string | null = null;
    if (place.to === "new") after = await newFamily(place.name);
    if (place.to === "join") {
      const other = await toolOfSku(trx, place.sku);
      if (!other) return "unknown-sku";
      if (other.id === toolId) return "itself";
      after = other.familyId;
      if (!after) {
        after = await newFamily(other.name);
        await trx
          .updateTable("tools")
          .set({ familyId: after, updatedAt: now })
          .where("id", "=", other.id)
          .execute();
      }
    }
    if (after === before) return "unchanged";
    await trx.updateTable("tools").set({ familyId: after }).where("id", "=", toolId).execute();
    if (before)
      await trx
        .deleteFrom("tool_families")
        .where("id", "=", before)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom("tools").select("id").where("familyId", "=", before))),
        )
        .execute();
    return "changed";
  });
}

export interface Variant {
  id: string;
  name: string;
  /** In cents. */
  price: number;
  /** Its category, which a price group's discount may depend on. */
  categoryId: string | null;
  /** Its values of the attributes that differ across the family, by attribute key. */
  attributes: Record<string, string>;
  /** Those values as people read them ("36 V · Batteries included: Yes"): its link's name. */
  label: string;
}

export interface ToolFamily {
  id: string;
  name: string;
  /** Every tool of the family on sale, this one included, cheapest first. */
  variants: Variant[];
}

/**
 * The family a tool belongs to, with its variants on sale told apart by the attributes whose
 * values are not the same across the family; null when the tool is in none.
 */
export async function toolFamily(toolId: string): Promise<ToolFamily | null> {
  const family = await db
    .selectFrom("tools")
    .innerJoin("tool_families", "tool_families.id", "tools.familyId")
    .select(["tool_families.id", "tool_families.name", "tools.categoryId"])
    .where("tools.id", "=", toolId)
    .where("tools.deletedAt", "is", null)
    .executeTakeFirst();
  if (!family) return null;
  const [tools, values, known] = await Promise.all([
    db
      .selectFrom("tools")
      .select(["id", "name", "price", "categoryId"])
      .where("familyId", "=", family.id)
      .where("deletedAt", "is", null)
      .orderBy("price")
      .orderBy("name")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("tool_attributes")
      .innerJoin("tools", "tools.id", "tool_attributes.toolId")
      .select(["tool_attributes.toolId", "tool_attributes.attributeId", "tool_attributes.value"])
      .where("tools.familyId", "=", family.id)
      .where("tools.deletedAt", "is", null)
      .execute(),
    taxonomy(),
  ]);
  const byId = new Map(
    [...known.attributes.values()].map((attribute) => [attribute.id, attribute]),
  );
  const valuesOf = new Map(tools.map((tool) => [tool.id, new Map<string, string>()]));
  for (const row of values) valuesOf.get(row.toolId)?.set(row.attributeId, row.value);
  const category = family.categoryId ? known.byId.get(family.categoryId) : undefined;
  const named = category ? attributesOfCategory(known, category) : [];
  const differing = differingAttributes([...valuesOf.values()], byId, named);
  const variants = tools.map((tool) => {
    const own = valuesOf.get(tool.id)!;
    const shown = differing.filter((attribute) => own.has(attribute.id));
    return {
      ...tool,
      attributes: Object.fromEntries(
        shown.map((attribute) => [attribute.key, own.get(attribute.id)!]),
      ),
      labelParts: shown.map((attribute) => ({ attribute, value: own.get(attribute.id)! })),
    };
  });
  // Choices and yes/no tell the variants apart as a buyer picks them; numbers (weight, torque)
  // mostly follow from those, so they are named only when the others leave two variants alike.
  const choicesOnly = variants.map((variant) => variantLabel(variant.labelParts, false));
  const labels =
    new Set(choicesOnly).size === variants.length
      ? choicesOnly
      : variants.map((variant) => variantLabel(variant.labelParts, true));
  return {
    id: family.id,
    name: family.name,
    variants: variants.map(({ labelParts: _parts, ...variant }, index) => ({
      ...variant,
      label: labels[index] || variant.name,
    })),
  };
}

/**
 * The attributes whose values are not all the same across the family (a value missing on one
 * variant counts as different), in the order the tool's category names them; others after them,
 * choices first (they read as bare values: "36 V"), then yes/no, then numbers, each by name.
 */
export function differingAttributes(
  variants: Map<string, string>[],
  attributes: Map<string, Attribute>,
  categoryOrder: Attribute[],
): Attribute[] {
  const differing = [...attributes.values()].filter((attribute) => {
    const values = new Set(variants.map((values) => values.get(attribute.id)));
    return values.size > 1;
  });
  const rank = (attribute: Attribute) => {
    const index = categoryOrder.findIndex((named) => named.id === attribute.id);
    return index < 0 ? categoryOrder.length : index;
  };
  return differing.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) ||
      a.name.localeCompare(b.name),
  );
}

const TYPE_ORDER: Attribute["type"][] = ["choice", "boolean", "number"];

type LabelPart = { attribute: Attribute; value: string };

/**
 * A variant's name among its family: a choice reads as its value ("36 V"), yes/no and numbers
 * with their attribute's name ("Batteries included: Yes"). Empty when nothing differs.
 */
function variantLabel(parts: LabelPart[], withNumbers: boolean): string {
  return parts
    .filter(({ attribute }) => withNumbers || attribute.type !== "number")
    .map(({ attribute, value }) =>
      attribute.type === "choice"
        ? specText(attribute, value)
        : `${attribute.name}: ${specText(attribute, value)}`,
    )
    .join(" · ");
}

/** The API's `variants` of a tool: its family's, this tool included; none outside a family. */
export function variantsJson(family: ToolFamily | null): VariantJson[] {
  return (family?.variants ?? []).map((variant) => ({
    _id: variant.id,
    name: variant.name,
    attributes: variant.attributes,
  }));
}
