import type { HeadersFunction } from "@remix-run/node";
import { buyerPrices, LIST_PRICES, type Pricer } from "#app/models/trade-prices.server.ts";
import { bearerToken } from "#app/utils/api.server.ts";
import { getOptionalUser, requireUser } from "#app/services/auth.server.ts";

/**
 * The prices of whoever asks (issue 40): a price group member's, by session or bearer token, else
 * list prices. A request without a cookie or token costs no session work; one with a bad token is
 * refused.
 */
export async function buyerOf(request: Request): Promise<Pricer> {
  if (!request.headers.has("Cookie") && !request.headers.has("Authorization")) return LIST_PRICES;
  // A bad or expired token is refused (401), as the cart does, not answered with list prices.
  const user =
    bearerToken(request) !== null ? await requireUser(request) : await getOptionalUser(request);
  return buyerPrices(user);
}

/**
 * The headers of an answer priced for `buyer`: a member's prices are theirs alone, so neither the
 * page cache (server/page-cache.ts keeps nothing `private` or `no-store`) nor a browser or proxy
 * may keep them. Anyone else's answer is the public one, and says nothing.
 */
export function buyerHeaders(buyer: Pricer): Record<string, string> {
  return buyer.group ? { "Cache-Control": "private, no-store" } : {};
}

/**
 * The `headers` of a page a member sees at their prices (/tools, home): the loader's
 * Cache-Control (`buyerHeaders`) goes out with the document and its data requests.
 */
export const buyerPageHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};

/** What a card says beside a member's price: whose price it is. */
export const memberPriceLabel = (buyer: Pricer) =>
  buyer.group ? `${buyer.group.name} price` : null;
