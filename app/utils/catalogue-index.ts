import type { CatalogueSort } from "#app/schemas/catalogue-query.ts";
import { inRange, type NumberRange } from "./number-ranges";
import { textTerms, wordStem } from "./search-words";

// The catalogue in memory, the way embedded search engines hold it: each tool on sale in a
// slot of typed arrays (its category, price and specification values as small codes), a term
// list per word with the slots that hold it, and the slots in each order a page can take. A
// search is a pass over the matching slots that counts every facet at once, then a walk of the
// order that picks the page. Facet counts where a value's count ignores its own filter cost one
// pass, whatever the filters; SQL needed a pass per facet.

/** What the index knows of a tool on sale. */
export interface IndexedTool {
  id: string;
  name: string;
  createdAt: string;
  /** In cents. */
  price: number;
  categoryId: string | null;
  /** Its other searchable texts: description, part number, spec values as read, categories. */
  texts: string[];
  /** Its specification values as stored, by attribute key. */
  specs: Record<string, string>;
}

/** The tools a search keeps; every part is optional, and they all hold at once. */
export interface IndexFilter {
  /** Lower-case words (searchWords): each must start a word of the tool's, or be one (or its stem). */
  words?: string[];
  /** The categories whose tools are kept. */
  categories?: ReadonlySet<string>;
  /** Cents, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  /** Tools left out whatever else holds (those out of stock). */
  excluded?: ReadonlySet<string>;
  /** By attribute key, the values kept (any of them). */
  specs?: ReadonlyMap<string, ReadonlySet<string>>;
  /** By a number attribute's key, the ranges kept (any of them, or of its `specs` values). */
  specRanges?: ReadonlyMap<string, readonly NumberRange[]>;
}

export interface IndexQuery extends IndexFilter {
  sort: CatalogueSort;
  offset: number;
  limit: number;
  /**
   * The category facet's values, each the categories it covers; its counts ignore the category
   * filter and keep every other.
   */
  categoryFacet?: { value: string; categories: string[] }[];
  /** The attributes whose values are counted, each ignoring its own filter. */
  specFacets?: string[];
}

export interface IndexAnswer {
  ids: string[];
  total: number;
  /** Counts in the order of `categoryFacet`. */
  categoryCounts: number[];
  /** By attribute key, each value held by a counted tool and its count. */
  specCounts: Map<string, Map<string, number>>;
}

/** How a word matches a slot, best last: a slot's tier is its worst word's best match. */
const ELSEWHERE = 1;
const NAME_START = 2;
const NAME_WORD = 3;

/** A growable array of slot numbers kept in one order. */
class SlotOrder {
  slots = new Int32Array(1024);
  length = 0;

  constructor(private readonly before: (a: number, b: number) => number) {}

  /** Orders `slots` from scratch (a build). */
  reset(slots: number[]) {
    slots.sort(this.before);
    this.slots = new Int32Array(Math.max(1024, slots.length * 2));
    this.slots.set(slots);
    this.length = slots.length;
  }

  insert(slot: number) {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.before(this.slots[middle]!, slot) < 0) low = middle + 1;
      else high = middle;
    }
    if (this.length === this.slots.length) {
      const grown = new Int32Array(this.slots.length * 2);
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots.copyWithin(low + 1, low, this.length);
    this.slots[low] = slot;
    this.length++;
  }

  remove(slot: number) {
    const at = this.slots.subarray(0, this.length).indexOf(slot);
    if (at < 0) return;
    this.slots.copyWithin(at, at + 1, this.length);
    this.length--;
  }
}

/** Values of one attribute as codes from 1 (0 is "none"), and each slot's code. */
class SpecColumn {
  codes = new Map<string, number>();
  values: string[] = [""];
  slots = new Int32Array(0);

  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }
}

const NONE = new Int32Array(0);

/** Text compared as both databases order it: code unit by code unit. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export class CatalogueIndex {
  private ids: string[] = [];
  private created: string[] = [];
  private nameKeys: string[] = [];
  private alive = new Uint8Array(0);
  private prices = new Float64Array(0);
  /** Each slot's category code (0: none). */
  private categories = new Int32Array(0);
  private categoryCodes = new Map<string, number>();
  private specs = new Map<string, SpecColumn>();
  private slotOf = new Map<string, number>();
  /**
   * Per term, its slots: slot * 2, plus 1 when the term is in the tool's name. Those of the last
   * build are packed (`frozen`, 4 bytes each); those added since are in `postings`.
   */
  private frozen: Int32Array[] = [];
  private postings: number[][] = [];
  private termIds = new Map<string, number>();
  /** Per term, the last slot given a posting (a tool's terms are posted one slot at a time). */
  private lastPosted: number[] = [];
  /** Texts' term ids during a build. */
  private textTerms: Map<string, number[]> | null = null;
  private terms: string[] = [];
  /** Term ids in the terms' order, for the terms a word starts (null: to sort again). */
  private sortedTerms: number[] | null = null;
  private dead = 0;
  private changes = 0;
  /** Scratch space of a search, one entry per slot (a search runs to its end synchronously). */
  private tier = new Uint8Array(0);
  private best = new Uint8Array(0);
  private mark = new Uint8Array(0);

  private readonly orders: Record<"newest" | "price" | "name", SlotOrder> = {
    newest: new SlotOrder(
      (a, b) =>
        compareText(this.created[b]!, this.created[a]!) || compareText(this.ids[a]!, this.ids[b]!),
    ),
    price: new SlotOrder(
      (a, b) => this.prices[a]! - this.prices[b]! || compareText(this.ids[a]!, this.ids[b]!),
    ),
    name: new SlotOrder(
      (a, b) =>
        compareText(this.nameKeys[a]!, this.nameKeys[b]!) ||
        compareText(this.ids[a]!, this.ids[b]!),
    ),
  };

  /** The attributes whose values it keeps (every attribute's key). */
  constructor(attributeKeys: string[], tools: Iterable<IndexedTool> = []) {
    for (const key of attributeKeys) this.specs.set(key, new SpecColumn());
    this.textTerms = new Map();
    for (const tool of tools) this.place(tool);
    this.textTerms = null;
    this.frozen = this.postings.map((list) => Int32Array.from(list));
    this.postings = this.postings.map(() => []);
    const slots = this.liveSlots();
    for (const order of Object.values(this.orders)) order.reset([...slots]);
  }

  /** Tools on sale it holds. */
  get size(): number {
    return this.ids.length - this.dead;
  }

  has(id: string): boolean {
    return this.slotOf.has(id);
  }

  /** Slots given up by removed and changed tools: past a share, a build is due. */
  get wasted(): number {
    return this.dead / Math.max(1, this.ids.length);
  }

  /** Counts the puts and removals: what was read from it holds while this stays the same. */
  get version(): number {
    return this.changes;
  }

  /** Adds a tool, or replaces what it knew of it. */
  put(tool: IndexedTool) {
    this.changes++;
    this.remove(tool.id);
    const slot = this.place(tool);
    for (const order of Object.values(this.orders)) order.insert(slot);
  }

  /** A tool that left the catalogue. Its slot stays, dead, until the next build. */
  remove(id: string) {
    this.changes++;
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.alive[slot] = 0;
    this.dead++;
    for (const order of Object.values(this.orders)) order.remove(slot);
  }

  private place(tool: IndexedTool): number {
    const slot = this.ids.length;
    this.grow(slot + 1);
    this.ids.push(tool.id);
    this.created.push(tool.createdAt);
    this.nameKeys.push(tool.name.toLowerCase());
    this.slotOf.set(tool.id, slot);
    this.alive[slot] = 1;
    this.prices[slot] = tool.price;
    this.categories[slot] = tool.categoryId ? this.categoryCode(tool.categoryId) : 0;
    for (const [key, column] of this.specs) {
      const value = tool.specs[key];
      column.slots[slot] = value === undefined ? 0 : column.code(value);
    }
    // Each term once per tool, marked when it is in the name.
    for (const term of textTerms(tool.name)) this.post(this.termId(term), slot * 2 + 1);
    for (const text of tool.texts) for (const term of this.termsOf(text)) this.post(term, slot * 2);
    return slot;
  }

  private categoryCode(id: string): number {
    let code = this.categoryCodes.get(id);
    if (code === undefined) {
      code = this.categoryCodes.size + 1;
      this.categoryCodes.set(id, code);
    }
    return code;
  }

  /**
   * A text's term ids, remembered while a build runs: descriptions and spec values recur across
   * a catalogue's variants (names do not, and are not remembered).
   */
  private termsOf(text: string): number[] {
    let ids = this.textTerms?.get(text);
    if (!ids) {
      ids = textTerms(text).map((term) => this.termId(term));
      this.textTerms?.set(text, ids);
    }
    return ids;
  }

  private termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.termIds.set(term, id);
      this.terms.push(term);
      this.postings.push([]);
      this.frozen.push(NONE);
      this.lastPosted.push(-1);
      this.sortedTerms = null;
    }
    return id;
  }

  /** Adds a slot's posting to a term, unless the slot has it already (from its name). */
  private post(termId: number, posting: number) {
    const slot = posting >>> 1;
    if (this.lastPosted[termId] === slot) return;
    this.lastPosted[termId] = slot;
    this.postings[termId]!.push(posting);
  }

  private grow(needed: number) {
    if (needed <= this.alive.length) return;
    const capacity = Math.max(1024, needed * 2);
    const grown = <T extends Uint8Array | Int32Array | Float64Array>(
      old: T,
      make: (length: number) => T,
    ) => {
      const array = make(capacity);
      array.set(old);
      return array;
    };
    this.alive = grown(this.alive, (length) => new Uint8Array(length));
    this.prices = grown(this.prices, (length) => new Float64Array(length));
    this.categories = grown(this.categories, (length) => new Int32Array(length));
    for (const column of this.specs.values())
      column.slots = grown(column.slots, (length) => new Int32Array(length));
    this.tier = new Uint8Array(capacity);
    this.best = new Uint8Array(capacity);
    this.mark = new Uint8Array(capacity);
  }

  private liveSlots(): number[] {
    const slots: number[] = [];
    for (let slot = 0; slot < this.ids.length; slot++) if (this.alive[slot]) slots.push(slot);
    return slots;
  }

  /** The term ids that `word` starts, from the terms in order. */
  private termsStartedBy(word: string): number[] {
    if (!this.sortedTerms) {
      const ids = this.terms.map((_, id) => id);
      this.sortedTerms = ids.sort((a, b) => compareText(this.terms[a]!, this.terms[b]!));
    }
    const sorted = this.sortedTerms;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.terms[sorted[middle]!]! < word) low = middle + 1;
      else high = middle;
    }
    const found: number[] = [];
    for (let at = low; at < sorted.length && this.terms[sorted[at]!]!.startsWith(word); at++)
      found.push(sorted[at]!);
    return found;
  }

  /**
   * Marks in `best` how well each slot of a term's postings matches a word (`whole`: the term is
   * the word or its stem), among the live `candidates` (all when null); `touched` gets each slot
   * marked first.
   */
  private takePostings(
    termId: number,
    whole: boolean,
    candidates: number[] | null,
    touched: number[],
  ) {
    const { alive, tier, best } = this;
    // One kind of array for the loop to stay fast: the few postings added since the last build
    // are packed too.
    const added = this.postings[termId]!;
    const lists = added.length
      ? [this.frozen[termId]!, Int32Array.from(added)]
      : [this.frozen[termId]!];
    for (const list of lists)
      for (let at = 0; at < list.length; at++) {
        const posting = list[at]!;
        const slot = posting >>> 1;
        if (!alive[slot] || (candidates && !tier[slot])) continue;
        const kind = posting & 1 ? (whole ? NAME_WORD : NAME_START) : ELSEWHERE;
        if (!best[slot]) touched.push(slot);
        if (kind > best[slot]!) best[slot] = kind;
      }
  }

  /**
   * The slots every word matches, each with its tier in `this.tier`: whole words of the name
   * (or their stems) before starts of them, before matches elsewhere only.
   */
  private matchWords(words: string[]): number[] {
    let candidates: number[] | null = null;
    const { tier, best } = this;
    for (const word of words) {
      const stem = wordStem(word);
      const touched: number[] = [];
      for (const termId of this.termsStartedBy(word)) {
        const term = this.terms[termId]!;
        this.takePostings(termId, term === word || term === stem, candidates, touched);
      }
      // The stem itself may not start with the word ("batteries" -> "batteri").
      const stemId = stem.startsWith(word) ? undefined : this.termIds.get(stem);
      if (stemId !== undefined) this.takePostings(stemId, true, candidates, touched);
      if (candidates) for (const slot of candidates) if (!best[slot]) tier[slot] = 0;
      for (const slot of touched) {
        tier[slot] = candidates ? Math.min(tier[slot]!, best[slot]!) : best[slot]!;
        best[slot] = 0;
      }
      candidates = touched;
    }
    return candidates ?? [];
  }

  search(query: IndexQuery): IndexAnswer {
    const words = query.words?.length ? query.words : null;
    // The slots to visit: the words' matches, or (null) every live slot.
    const candidates = words ? this.matchWords(words) : null;
    const { tier, mark, best: out, alive } = this;

    const categoryCounts = (query.categoryFacet ?? []).map(() => 0);
    const facetOfCategory = new Int32Array(this.categoryCodes.size + 1).fill(-1);
    (query.categoryFacet ?? []).forEach((value, at) => {
      for (const id of value.categories) {
        const code = this.categoryCodes.get(id);
        if (code !== undefined) facetOfCategory[code] = at;
      }
    });
    const keptCategory = query.categories ? new Uint8Array(this.categoryCodes.size + 1) : null;
    for (const id of query.categories ?? []) {
      const code = this.categoryCodes.get(id);
      if (code !== undefined) keptCategory![code] = 1;
    }
    // Each filtered attribute as the codes it keeps: its values, and those in its ranges (a pass
    // over the attribute's distinct values, not over the tools).
    const filteredKeys = new Set([
      ...(query.specs?.keys() ?? []),
      ...(query.specRanges?.keys() ?? []),
    ]);
    const filters = [...filteredKeys].map((key) => {
      const column = this.specs.get(key);
      const kept = new Uint8Array((column?.values.length ?? 1) + 1);
      for (const value of query.specs?.get(key) ?? []) {
        const code = column?.codes.get(value);
        if (code !== undefined) kept[code] = 1;
      }
      const ranges = query.specRanges?.get(key) ?? [];
      if (ranges.length)
        column?.values.forEach((value, code) => {
          if (code && ranges.some((range) => inRange(Number(value), range))) kept[code] = 1;
        });
      return { key, column: column?.slots ?? new Int32Array(0), kept };
    });
    const facets = (query.specFacets ?? []).flatMap((key) => {
      const column = this.specs.get(key);
      if (!column) return [];
      const filter = filters.findIndex((candidate) => candidate.key === key);
      return [{ key, column, counts: new Int32Array(column.values.length), filter }];
    });
    // Marked in scratch space (free between searches' word matching): a look-up per slot.
    const excluded: number[] = [];
    for (const id of query.excluded ?? []) {
      const slot = this.slotOf.get(id);
      if (slot !== undefined) excluded.push(slot);
    }
    for (const slot of excluded) out[slot] = 1;
    const minPrice = query.minPrice ?? -Infinity;
    const maxPrice = query.maxPrice ?? Infinity;
    // The filter a slot fails: -1 none, -2 the category, 0.. a spec filter; more than one: out.
    const CATEGORY = -2;

    let total = 0;
    const visits = candidates ? candidates.length : this.ids.length;
    for (let at = 0; at < visits; at++) {
      const slot = candidates ? candidates[at]! : at;
      if (!alive[slot] || out[slot]) continue;
      const price = this.prices[slot]!;
      if (price < minPrice || price > maxPrice) continue;
      let failed = -1;
      let fails = 0;
      if (keptCategory && !keptCategory[this.categories[slot]!]) {
        failed = CATEGORY;
        fails = 1;
      }
      for (let index = 0; index < filters.length && fails < 2; index++) {
        const filter = filters[index]!;
        if (!filter.kept[filter.column[slot]!]) {
          failed = index;
          fails++;
        }
      }
      if (fails > 1) continue;
      if (fails === 0) {
        total++;
        mark[slot] = 1;
      }
      if (failed === -1 || failed === CATEGORY) {
        const facet = facetOfCategory[this.categories[slot]!]!;
        if (facet >= 0) categoryCounts[facet]!++;
      }
      for (const facet of facets)
        if (failed === -1 || failed === facet.filter) facet.counts[facet.column.slots[slot]!]!++;
    }

    const ids = this.page(query, words !== null, total);
    for (const slot of excluded) out[slot] = 0;
    if (candidates)
      for (const slot of candidates) {
        mark[slot] = 0;
        tier[slot] = 0;
      }
    else mark.fill(0);
    const specCounts = new Map(
      facets.map(({ key, column, counts }) => [
        key,
        new Map(
          column.values.flatMap((value, code) =>
            code && counts[code] ? [[value, counts[code]!]] : [],
          ),
        ),
      ]),
    );
    return { ids, total, categoryCounts, specCounts };
  }

  /** The page's ids: a walk of the sort's order that picks the marked slots. */
  private page({ sort, offset, limit }: IndexQuery, searching: boolean, total: number): string[] {
    if (offset >= total || limit <= 0) return [];
    const { mark, tier } = this;
    const relevance = sort === "relevance" && searching;
    const order = this.orders[sort === "relevance" ? "newest" : sort];
    const wanted = offset + limit;
    if (!relevance) {
      const picked: string[] = [];
      let seen = 0;
      for (let at = 0; at < order.length && seen < wanted; at++) {
        const slot = order.slots[at]!;
        if (!mark[slot]) continue;
        if (seen++ >= offset) picked.push(this.ids[slot]!);
      }
      return picked;
    }
    // Newest first within each tier, the best tier first: each tier's first `wanted` slots.
    const tiers: number[][] = [[], [], []];
    for (let at = 0; at < order.length; at++) {
      const slot = order.slots[at]!;
      if (!mark[slot]) continue;
      const list = tiers[NAME_WORD - tier[slot]!]!;
      if (list.length < wanted) list.push(slot);
    }
    return tiers
      .flat()
      .slice(offset, wanted)
      .map((slot) => this.ids[slot]!);
  }
}
