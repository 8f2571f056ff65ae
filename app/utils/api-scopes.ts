/**
 * What an API key may call (issue 50). An admin gives a key some of these scopes; every API call
 * is mapped here to the one scope it needs, and a key without it is refused (403, naming it).
 * `public` calls need none (anyone may make them, with or without a key); `people` calls act for
 * the signed-in person themself (their cart, checkout, addresses, sign-in), which a key, being no
 * one's session, never does. A call missing from the table is refused to keys: a new route is
 * closed to them until it is given its row. docs/api.md shows the same table.
 */
export const API_SCOPES = [
  "catalog:read",
  "catalog:write",
  "orders:read",
  "orders:write",
  "customers:read",
  "customers:write",
] as const;

export type ApiScope = (typeof API_SCOPES)[number];
export type ApiAccess = ApiScope | "public" | "people";

export interface ApiRouteAccess {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** As the OpenAPI document writes it: `{name}` is one path segment. */
  path: string;
  access: ApiAccess;
}

const route = (
  method: ApiRouteAccess["method"],
  path: string,
  access: ApiAccess,
): ApiRouteAccess => ({ method, path, access });

// prettier-ignore
export const API_ROUTE_ACCESS: ApiRouteAccess[] = [
  // The catalogue
  route("GET",    "/api/tools",                               "public"),
  route("POST",   "/api/tools",                               "catalog:write"),
  route("GET",    "/api/tools/{id}",                          "public"),
  route("PUT",    "/api/tools/{id}",                          "catalog:write"),
  route("DELETE", "/api/tools/{id}",                          "catalog:write"),
  route("GET",    "/api/tools/export",                        "catalog:read"),
  route("POST",   "/api/tools/import",                        "catalog:write"),
  route("POST",   "/api/images",                              "catalog:write"),
  route("GET",    "/api/search",                              "public"),
  route("GET",    "/api/reviews",                             "public"),
  route("GET",    "/api/categories",                          "public"),
  route("POST",   "/api/categories",                          "catalog:write"),
  route("PUT",    "/api/categories/{slug}",                   "catalog:write"),
  route("DELETE", "/api/categories/{slug}",                   "catalog:write"),
  route("GET",    "/api/categories/{slug}/attributes",        "public"),
  route("POST",   "/api/categories/{slug}/attributes",        "catalog:write"),
  route("PUT",    "/api/categories/{slug}/attributes",        "catalog:write"),
  route("DELETE", "/api/categories/{slug}/attributes",        "catalog:write"),
  route("POST",   "/api/reviews",                             "people"),
  // Orders, payments, refunds, returns and quotes
  route("GET",    "/api/allorders",                           "orders:read"),
  route("GET",    "/api/orders",                              "orders:read"),
  route("POST",   "/api/orders",                              "people"),
  route("GET",    "/api/orders/{id}",                         "orders:read"),
  route("PATCH",  "/api/orders/{id}",                         "people"),
  route("DELETE", "/api/orders/{id}",                         "orders:write"),
  route("GET",    "/api/orders/{id}/invoice",                 "orders:read"),
  route("POST",   "/api/orders/{id}/refunds",                 "orders:write"),
  route("POST",   "/api/orders/{id}/returns",                 "people"),
  route("PUT",    "/api/manageorders/{id}",                   "orders:write"),
  route("GET",    "/api/refunds/{id}/credit-note",            "orders:read"),
  route("GET",    "/api/returns",                             "orders:read"),
  route("GET",    "/api/returns/{id}",                        "orders:read"),
  route("PUT",    "/api/returns/{id}",                        "orders:write"),
  route("GET",    "/api/quotes",                              "orders:read"),
  route("POST",   "/api/quotes",                              "people"),
  route("GET",    "/api/quotes/{id}",                         "orders:read"),
  route("PUT",    "/api/quotes/{id}",                         "orders:write"),
  route("GET",    "/api/quotes/{id}/pdf",                     "orders:read"),
  route("POST",   "/api/quotes/{id}/accept",                  "people"),
  route("POST",   "/api/quotes/{id}/review",                  "people"),
  // Priced for the caller's own cart; a key reads them as its admin's.
  route("GET",    "/api/shipping-methods",                    "orders:read"),
  route("POST",   "/api/shipping-methods",                    "orders:write"),
  route("PUT",    "/api/shipping-methods/{id}",               "orders:write"),
  route("DELETE", "/api/shipping-methods/{id}",               "orders:write"),
  route("GET",    "/api/tax-rates",                           "public"),
  route("POST",   "/api/tax-rates",                           "orders:write"),
  route("PUT",    "/api/tax-rates/{state}",                   "orders:write"),
  route("DELETE", "/api/tax-rates/{state}",                   "orders:write"),
  route("POST",   "/api/create-payment-intent",               "people"),
  route("POST",   "/api/sandbox/confirm-payment",             "people"),
  route("POST",   "/api/stripe/webhook",                      "public"),
  // Customers
  route("GET",    "/api/allusers",                            "customers:read"),
  route("GET",    "/api/users",                               "customers:read"),
  route("PUT",    "/api/users/{key}",                         "customers:write"),
  route("DELETE", "/api/users/{key}",                         "customers:write"),
  route("GET",    "/api/price-groups",                        "customers:read"),
  route("POST",   "/api/price-groups",                        "customers:write"),
  route("GET",    "/api/price-groups/{id}",                   "customers:read"),
  route("PUT",    "/api/price-groups/{id}",                   "customers:write"),
  route("DELETE", "/api/price-groups/{id}",                   "customers:write"),
  // The signed-in person's own
  // Signing in asks for an email and password, whoever calls.
  route("POST",   "/api/login",                               "public"),
  route("POST",   "/api/logout",                              "people"),
  route("GET",    "/api/cart",                                "people"),
  route("PUT",    "/api/cart/lines/{toolId}",                 "people"),
  route("POST",   "/api/checkout",                            "people"),
  route("GET",    "/api/addresses",                           "people"),
  route("POST",   "/api/addresses",                           "people"),
  route("PATCH",  "/api/addresses/{id}",                      "people"),
  route("DELETE", "/api/addresses/{id}",                      "people"),
  // Issue 48: companies, their accounts and certificates; a company's own calls are its people's.
  route("GET",    "/api/companies",                           "customers:read"),
  route("POST",   "/api/companies",                           "customers:write"),
  route("GET",    "/api/companies/{id}",                      "customers:read"),
  route("PUT",    "/api/companies/{id}",                      "customers:write"),
  route("GET",    "/api/company",                             "people"),
  route("POST",   "/api/company/invitations",                 "people"),
  route("GET",    "/api/company/statement",                   "customers:read"),
  route("POST",   "/api/payments",                            "customers:write"),
  route("GET",    "/api/company/tax-exemptions",              "people"),
  route("POST",   "/api/company/tax-exemptions",              "people"),
  route("GET",    "/api/tax-exemptions",                      "customers:read"),
  route("GET",    "/api/tax-exemptions/{id}",                 "customers:read"),
  route("PUT",    "/api/tax-exemptions/{id}",                 "customers:write"),
  route("GET",    "/api/tax-exemptions/{id}/file",            "customers:read"),
  route("POST",   "/api/orders/{id}/approve",                 "people"),
  route("POST",   "/api/orders/{id}/decline",                 "people"),
  // Issue 49: promotions are the catalogue's prices; a cart's code is its buyer's.
  route("GET",    "/api/promotions",                          "catalog:read"),
  route("POST",   "/api/promotions",                          "catalog:write"),
  route("GET",    "/api/promotions/{id}",                     "catalog:read"),
  route("PUT",    "/api/promotions/{id}",                     "catalog:write"),
  route("DELETE", "/api/promotions/{id}",                     "catalog:write"),
  route("PUT",    "/api/cart/code",                           "people"),
  route("DELETE", "/api/cart/code",                           "people"),
  // The document and its page
  route("GET",    "/api/openapi.json",                        "public"),
  route("GET",    "/api/docs",                                "public"),
];

const segments = (path: string) => path.toLowerCase().replace(/\/+$/, "").split("/");

/** Whether `pathname` is an address of the pattern (`{name}` stands for any one segment). */
function matches(pattern: string, pathname: string) {
  const want = segments(pattern);
  const got = segments(pathname);
  return (
    want.length === got.length &&
    want.every((part, index) => part.startsWith("{") || part === got[index])
  );
}

/**
 * What a call needs: the row of its method and path (HEAD as GET; a fixed segment before a
 * `{name}`, so `/api/tools/export` is not a tool's id), or undefined when the table has none.
 */
export function accessOf(method: string, pathname: string): ApiAccess | undefined {
  const verb = method === "HEAD" ? "GET" : method;
  const candidates = API_ROUTE_ACCESS.filter(
    (row) => row.method === verb && matches(row.path, pathname),
  );
  candidates.sort((a, b) => a.path.split("{").length - b.path.split("{").length);
  return candidates[0]?.access;
}

export const isApiScope = (word: string): word is ApiScope =>
  (API_SCOPES as readonly string[]).includes(word);
