import { toolGallery } from "#app/models/tool-gallery.server.ts";
import { readToolSpecs, specsJson } from "#app/models/tool-specs.server.ts";
import { toolFamily, variantsJson } from "#app/models/tool-family.server.ts";
import { attributesOfCategory, taxonomy, type Taxonomy } from "#app/models/taxonomy.server.ts";
import { toolJson, type ToolSummary } from "#app/models/tool.server.ts";
import type { ToolSpecRequest, ToolSpecs } from "#app/schemas/tool-specs.ts";
import { LIST_PRICES, toolLadder, type Pricer } from "#app/models/trade-prices.server.ts";
import { apiError } from "#app/utils/api.server.ts";
import { centsToDollars } from "#app/utils/money.ts";
import { checkApiSpecs } from "./tool-specs.server";

// The JSON API's `category` and `attributes` of a tool (issue 39): checked with the tool form's
// rules, answered as 400 with the messages under `category` and `attributes`.

/**
 * A tool's JSON with its category, values and variants (GET /api/tools/{id}), priced for
 * `buyer` (issue 40): `price` is what one piece costs them, `priceBreaks` the rungs of their
 * ladder above one piece, `listPrice` the catalogue's price, `priceGroup` their group's name.
 */
export async function toolDetailJson(tool: ToolSummary, buyer: Pricer = LIST_PRICES) {
  const [specs, family, ladder, gallery] = await Promise.all([
    readToolSpecs(tool.id),
    toolFamily(tool.id),
    toolLadder(buyer, tool.id),
    toolGallery(tool),
  ]);
  const steps = ladder?.steps ?? [{ minQyt: 1, price: tool.price }];
  return {
    ...toolJson(tool, (await taxonomy()).byId),
    ...(specs ? specsJson(specs) : { category: null, attributes: {} }),
    variants: variantsJson(family),
    price: centsToDollars(steps[0]!.price),
    listPrice: centsToDollars(tool.price),
    priceBreaks: steps
      .slice(1)
      .map((step) => ({ minQyt: step.minQyt, price: centsToDollars(step.price) })),
    priceGroup: buyer.group?.name ?? null,
    pictures: gallery.map(({ url, alt }) => ({ url, alt })),
  };
}

/**
 * The specs a request asks for, or a thrown 400. What it leaves out stays as `current` has it:
 * no `category` keeps the tool's; no `attributes` keeps the values the (new) category names.
 */
export async function requestedSpecs(
  request: ToolSpecRequest,
  current: { category: string | null; attributes: Record<string, string> },
): Promise<ToolSpecs> {
  const known = await taxonomy();
  const slug = request.category === undefined ? current.category : request.category;
  const kept = request.attributes === undefined;
  const typed = kept ? current.attributes : request.attributes!;
  const { specs, issues } = checkApiSpecs(known, slug, kept ? namedBy(known, slug, typed) : typed);
  if (issues.length) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of issues) (fieldErrors[issue.path] ??= []).push(issue.message);
    throw apiError(400, "Invalid fields", fieldErrors);
  }
  return specs;
}

/** The values among `typed` that the category of `slug` names (a move keeps those). */
function namedBy(known: Taxonomy, slug: string | null, typed: Record<string, string>) {
  const category = slug ? known.bySlug.get(slug) : undefined;
  if (!category) return {};
  const named = new Set(attributesOfCategory(known, category).map((attribute) => attribute.key));
  return Object.fromEntries(Object.entries(typed).filter(([key]) => named.has(key)));
}

/** The category and values a PUT /api/tools/{id} asks of the tool, or a thrown 400. */
export async function changedSpecs(tool: ToolSummary, request: ToolSpecRequest) {
  const stored = await readToolSpecs(tool.id);
  const current = stored ? specsJson(stored) : { category: null, attributes: {} };
  return requestedSpecs(request, current);
}
