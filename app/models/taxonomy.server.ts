import { db } from "#app/db.server.ts";
import { singleton } from "#app/utils/singleton.server.ts";
import type { AttributeRule, AttributeType } from "#app/utils/spec-values.ts";
import { onPublicChange, outsideWriteVersion } from "./public-changes.server";

/**
 * The catalogue's categories (two levels) and the attributes they name, read whole: a few dozen
 * rows every page with a filter, a breadcrumb or a specification needs. It is kept in memory
 * and read again after any catalogue change, ours (announced) or another connection's.
 */
export interface Category {
  id: string;
  slug: string;
  name: string;
  parentId: string | null;
  position: number;
  /** Subcategories in order (a top category's); none for a subcategory. */
  children: Category[];
  /** The attributes this category names itself, in its order. */
  own: Attribute[];
}

export interface Attribute extends AttributeRule {
  id: string;
  key: string;
}

export interface Taxonomy {
  /** Top categories in order, each with its subcategories. */
  tops: Category[];
  byId: Map<string, Category>;
  bySlug: Map<string, Category>;
  /** Every attribute, by its key (its query parameter). */
  attributes: Map<string, Attribute>;
}

async function readTaxonomy(): Promise<Taxonomy> {
  const [categories, attributes, options, links] = await Promise.all([
    db
      .selectFrom("categories")
      .select(["id", "slug", "name", "parentId", "position"])
      .orderBy("position")
      .orderBy("name")
      .execute(),
    db.selectFrom("attributes").select(["id", "key", "name", "type", "unit"]).execute(),
    db
      .selectFrom("attribute_options")
      .select(["attributeId", "value"])
      .orderBy("attributeId")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("category_attributes")
      .select(["categoryId", "attributeId"])
      .orderBy("categoryId")
      .orderBy("position")
      .execute(),
  ]);
  const attributeById = new Map<string, Attribute>(
    attributes.map((row) => [
      row.id,
      { ...row, type: row.type as AttributeType, options: [] as string[] },
    ]),
  );
  for (const option of options) attributeById.get(option.attributeId)?.options.push(option.value);
  const byId = new Map<string, Category>(
    categories.map((row) => [row.id, { ...row, children: [], own: [] }]),
  );
  for (const link of links) {
    const attribute = attributeById.get(link.attributeId);
    if (attribute) byId.get(link.categoryId)?.own.push(attribute);
  }
  const tops: Category[] = [];
  for (const category of byId.values()) {
    const parent = category.parentId ? byId.get(category.parentId) : undefined;
    if (parent) parent.children.push(category);
    else tops.push(category);
  }
  return {
    tops,
    byId,
    bySlug: new Map([...byId.values()].map((category) => [category.slug, category])),
    attributes: new Map([...attributeById.values()].map((attribute) => [attribute.key, attribute])),
  };
}

interface Kept {
  taxonomy: Promise<Taxonomy> | null;
  version: number;
  /** The attribute keys of the last taxonomy read (for attributeKeys, which cannot wait). */
  attributeKeys: ReadonlySet<string>;
}

const kept = singleton("taxonomy", () => {
  const state: Kept = { taxonomy: null, version: -1, attributeKeys: new Set() };
  onPublicChange((what) => {
    if (what === "catalogue") state.taxonomy = null;
  });
  return state;
});

/** The catalogue's taxonomy, as last committed. */
export function taxonomy(): Promise<Taxonomy> {
  const version = outsideWriteVersion();
  if (!kept.taxonomy || kept.version !== version) {
    kept.version = version;
    const reading = readTaxonomy();
    kept.taxonomy = reading;
    reading.then(
      (read) => (kept.attributeKeys = new Set(read.attributes.keys())),
      () => {},
    );
    // A failed read is not kept: the next call tries again.
    reading.catch(() => {
      if (kept.taxonomy === reading) kept.taxonomy = null;
    });
  }
  return kept.taxonomy;
}

/**
 * The attribute keys as last read, at once: the page cache asks for them on every request (they
 * are catalogue query parameters); empty until the taxonomy is first read.
 */
export function attributeKeys(): ReadonlySet<string> {
  return kept.attributeKeys;
}

/** A category and the categories above it, top first (the breadcrumbs' path). */
export function categoryPath(taxonomy: Taxonomy, category: Category): Category[] {
  const parent = category.parentId ? taxonomy.byId.get(category.parentId) : undefined;
  return parent ? [parent, category] : [category];
}

/** The attributes a tool of `category` has: its parent's, then its own. */
export function attributesOfCategory(taxonomy: Taxonomy, category: Category): Attribute[] {
  return unique(categoryPath(taxonomy, category).flatMap((step) => step.own));
}

/**
 * The attributes a category's page filters by: those of its tools, so a top category's own and
 * each of its subcategories'; a subcategory's, its parent's and its own.
 */
export function filterAttributes(taxonomy: Taxonomy, category: Category): Attribute[] {
  return unique([
    ...attributesOfCategory(taxonomy, category),
    ...category.children.flatMap((child) => child.own),
  ]);
}

/** The category and its subcategories: the categories whose tools its page lists. */
export function categoryAndChildren(category: Category): Category[] {
  return [category, ...category.children];
}

function unique(attributes: Attribute[]): Attribute[] {
  return [...new Map(attributes.map((attribute) => [attribute.key, attribute])).values()];
}
