import { pricerFor, type Pricer } from "#app/models/trade-prices.server.ts";
import { bearerToken } from "#app/utils/api.server.ts";
import { getOptionalUser, requireUser } from "./auth.server";

// Whose prices a page or an answer shows (issue 40): its caller's, read from their account.

/** The prices of whoever sent the request: a price group member's own, else the list prices. */
export async function buyerOf(request: Request): Promise<Pricer> {
  // A bad or expired token is refused (401), as the cart does, not answered with list prices.
  const user =
    bearerToken(request) !== null ? await requireUser(request) : await getOptionalUser(request);
  return pricerFor(user?.priceGroupId);
}

/**
 * The headers of a page or answer priced for `buyer`: a member's prices are theirs alone, kept
 * by no cache (the shop's page cache keeps no `private` or `no-store` answer either).
 */
export function buyerHeaders(buyer: Pricer): HeadersInit | undefined {
  return buyer.group ? { "Cache-Control": "private, no-store" } : undefined;
}
