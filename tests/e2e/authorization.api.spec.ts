// Who may read and write what: every route module of app/routes, as anonymous visitor, customer,
// another customer and admin, with the status each must get. A route missing here fails the
// first test, so a new route cannot ship without its row.
import { expect, test } from "@playwright/test";
import { SLOW } from "./support/test";
import sharp from "sharp";
import { newId } from "#db/id.ts";
import { createCustomer, type Account } from "./support/accounts";
import { demoAdmin } from "./support/demo";
import { rawRequest } from "./support/raw-http";
import { routeModules } from "./support/route-modules";
import { ENGINES, startScratchShop, type ScratchShop } from "./support/scratch-shop";
import { signInCookie } from "#tests/fixtures/over-http.ts";
import {
  insertTool,
  insertShippingMethod,
  insertCategory,
  insertAttribute,
  insertPriceGroup,
} from "#tests/fixtures/catalogue.ts";
import { insertRefund, insertReturn, markShipped } from "#tests/fixtures/after-sale.ts";
import { deliveryDate, insertOrder } from "#tests/fixtures/orders.ts";
import { insertAddress } from "#tests/fixtures/addresses.ts";
import { insertAccount } from "#tests/fixtures/accounts.ts";
import { insertQuote } from "#tests/fixtures/quotes.ts";
import {
  companyWithMembers,
  insertMember,
  insertTaxExemption,
  TINY_PDF,
} from "#tests/fixtures/companies.ts";
import { insertApiKey } from "#tests/fixtures/api-keys.ts";
import { insertPromotion } from "#tests/fixtures/promotions.ts";
import { insertWebhookEndpoint } from "#tests/fixtures/webhooks.ts";

/** The status a caller must get; LOGIN is a redirect to the login page that comes back here. */
const LOGIN = "login";
type Expected = number | typeof LOGIN;
const WHO = ["anonymous", "customer", "other", "admin"] as const;
type Who = (typeof WHO)[number];

interface Row {
  module: string;
  method: string;
  /** With placeholders filled from data made for each cell (see `Fixture`). */
  path: string;
  body: keyof typeof BODIES | null;
  expected: Record<Who, Expected>;
}

/**
 * Made afresh for every cell, so a write (a delete, a cancel, a promotion) never takes away what
 * another cell needs: {tool}, the customer's {unpaid} and {paid} orders, another {user}, and the
 * fixed {admin} id and {customerEmail}; the customer's {address}, a shipping {method} and a
 * {taxState} with a rate; a succeeded {refund} of the paid order; a top {category} and a yes/no
 * {attribute} that no tool uses, and the second {picture} of the tool's gallery (issue 39); a
 * price {group} (issue 40); the customer's {quote}, requested, and a {sentQuote}, priced in its
 * first round (issue 47); a live {apiKey} of the admin, a top category by its {categorySlug} and
 * a {webhook} endpoint (issue 50). A {certificate} awaiting review of the company of the company
 * matrix below (issue 48).
 */
type Fixture = Record<
  | "tool"
  | "unpaid"
  | "paid"
  | "user"
  | "admin"
  | "customerEmail"
  | "address"
  | "method"
  | "taxState"
  | "refund"
  | "shipped"
  | "return"
  | "category"
  | "attribute"
  | "picture"
  | "group"
  | "promotion"
  | "quote"
  | "sentQuote"
  | "apiKey"
  | "categorySlug"
  | "company"
  | "member"
  | "memberEmail"
  | "companyOrder"
  | "newcomerEmail"
  | "certificate"
  | "webhook",
  string
>;

// The customer owns the orders; "other" is another customer. Writes send Origin = the shop.
// prettier-ignore
const MATRIX: Row[] = [
  // module                                   method    path                                       body          anonymous customer other admin
  row("$.tsx",                                "GET",    "/no-such-page",                           null,         404,   404,   404,   404),
  row("$.tsx",                                "POST",   "/no-such-page",                           "empty",      404,   404,   404,   404),
  row("_index.tsx",                           "GET",    "/",                                       null,         200,   200,   200,   200),
  row("_index.tsx",                           "POST",   "/?index",                                 "enquiry",    302,   302,   302,   302),
  row("api.$.ts",                             "GET",    "/api/no-such-call",                       null,         404,   404,   404,   404),
  row("api.$.ts",                             "POST",   "/api/no-such-call",                       "jsonEmpty",  404,   404,   404,   404),
  // Every account has an address book of its own; another's address answers 404.
  row("api.addresses.ts",                     "GET",    "/api/addresses",                          null,         401,   200,   200,   200),
  row("api.addresses.ts",                     "POST",   "/api/addresses",                          "jsonAddress", 401,  201,   201,   201),
  row("api.addresses.$id.ts",                 "DELETE", "/api/addresses/{address}",                null,         401,   204,   404,   404),
  row("api.addresses.$id.ts",                 "PATCH",  "/api/addresses/{address}",                "jsonBilling", 401,  200,   404,   404),
  row("api.allorders.ts",                     "GET",    "/api/allorders",                          null,         401,   403,   403,   200),
  row("api.allusers.ts",                      "GET",    "/api/allusers",                           null,         401,   403,   403,   200),
  row("api.cart.ts",                          "GET",    "/api/cart",                               null,         200,   200,   200,   200),
  row("api.cart.lines.$toolId.ts",            "PUT",    "/api/cart/lines/{tool}",                  "jsonCartLine", 200, 200,   200,   200),
  // Checkout (issue 37): priced for the caller's own cart; an empty body is refused for its fields.
  row("api.checkout.ts",                      "POST",   "/api/checkout",                           "jsonEmpty",  401,   400,   400,   400),
  // In the sandbox the order's customer gets a client secret for POST /api/sandbox/confirm-payment.
  row("api.create-payment-intent.ts",         "POST",   "/api/create-payment-intent",              "jsonIntent", 401,   200,   404,   404),
  row("api.docs.tsx",                         "GET",    "/api/docs",                               null,         200,   200,   200,   200),
  row("api.images.ts",                        "POST",   "/api/images",                             "image",      401,   403,   403,   200),
  row("api.login.ts",                         "POST",   "/api/login",                              "jsonLogin",  401,   401,   401,   401),
  // Ends a bearer token's session: a session cookie is no token, so nobody here has one to end.
  row("api.logout.ts",                        "POST",   "/api/logout",                             "jsonEmpty",  401,   401,   401,   401),
  row("api.manageorders.$id.ts",              "PUT",    "/api/manageorders/{paid}",                "jsonShip",   401,   403,   403,   200),
  row("api.openapi[.json].ts",                "GET",    "/api/openapi.json",                       null,         200,   200,   200,   200),
  row("api.orders.$id.ts",                    "GET",    "/api/orders/{unpaid}",                    null,         401,   200,   404,   200),
  row("api.orders.$id.ts",                    "PATCH",  "/api/orders/{unpaid}",                    "jsonPaid",   401,   409,   404,   404),
  row("api.orders.$id.ts",                    "DELETE", "/api/orders/{unpaid}",                    null,         401,   204,   404,   204),
  // Refunds (issue 38): admins only; more than was paid is refused before any money moves.
  row("api.orders.$id.refunds.ts",            "POST",   "/api/orders/{paid}/refunds",              "jsonRefund", 401,   403,   403,   409),
  row("dashboard.orders.$id_.refund.tsx",     "GET",    "/dashboard/orders/{paid}/refund",         null,         LOGIN, 403,   403,   200),
  row("dashboard.orders.$id_.refund.tsx",     "POST",   "/dashboard/orders/{paid}/refund",         "empty",      LOGIN, 403,   403,   400),
  row("dashboard.orders.$id_.refund.tsx",     "GET",    "/dashboard/orders/{unpaid}/refund",       null,         LOGIN, 403,   403,   409),
  row("api.orders.ts",                        "GET",    "/api/orders",                             null,         401,   200,   200,   200),
  row("api.orders.ts",                        "POST",   "/api/orders",                             "jsonOrder",  401,   201,   201,   201),
  row("api.reviews.ts",                       "GET",    "/api/reviews",                            null,         200,   200,   200,   200),
  row("api.reviews.ts",                       "POST",   "/api/reviews",                            "jsonReview", 401,   201,   201,   403),
  row("api.shipping-methods.ts",              "GET",    "/api/shipping-methods",                   null,         401,   200,   200,   200),
  // Signed in, an empty body is refused for its missing fields before any order is looked up.
  row("api.sandbox.confirm-payment.ts",       "POST",   "/api/sandbox/confirm-payment",            "jsonEmpty",  401,   400,   400,   400),
  row("api.stripe.webhook.ts",                "POST",   "/api/stripe/webhook",                     "jsonEmpty",  404,   404,   404,   404),
  row("api.tools.$id.ts",                     "GET",    "/api/tools/{tool}",                       null,         200,   200,   200,   200),
  row("api.tools.$id.ts",                     "PUT",    "/api/tools/{tool}",                       "jsonSku",    401,   403,   403,   200),
  row("api.tools.$id.ts",                     "DELETE", "/api/tools/{tool}",                       null,         401,   403,   403,   204),
  // A tool's category and values (issue 39): admins only.
  row("api.tools.$id.ts",                     "PUT",    "/api/tools/{tool}",                       "jsonSpecs",  401,   403,   403,   200),
  row("api.tools.ts",                         "GET",    "/api/tools",                              null,         200,   200,   200,   200),
  row("api.tools.ts",                         "POST",   "/api/tools",                              "product",    401,   403,   403,   201),
  // Bulk import and export (issue 39): admins only; the dry run writes nothing.
  row("api.tools.export.ts",                  "GET",    "/api/tools/export",                       null,         401,   403,   403,   200),
  row("api.tools.import.ts",                  "POST",   "/api/tools/import?dryRun=1",              "csv",        401,   403,   403,   200),
  row("dashboard.import.tsx",                 "GET",    "/dashboard/import",                       null,         LOGIN, 403,   403,   200),
  row("dashboard.import.tsx",                 "POST",   "/dashboard/import",                       "csvUpload",  LOGIN, 403,   403,   200),
  row("api.users.$key.ts",                    "PUT",    "/api/users/{customerEmail}",              "jsonProfile", 401,  200,   403,   403),
  row("api.users.$key.ts",                    "DELETE", "/api/users/{user}",                       null,         401,   403,   403,   204),
  row("api.users.$key.ts",                    "DELETE", "/api/users/{admin}",                      null,         401,   403,   403,   409),
  row("api.users.ts",                         "GET",    "/api/users?email={customerEmail}",        null,         401,   200,   403,   200),
  row("auth.google.callback.tsx",             "GET",    "/auth/google/callback",                   null,         404,   404,   404,   404),
  row("auth.google.tsx",                      "GET",    "/auth/google",                            null,         302,   302,   302,   302),
  row("auth.google.tsx",                      "POST",   "/auth/google",                            "empty",      404,   404,   404,   404),
  row("blogs.tsx",                            "GET",    "/blogs",                                  null,         200,   200,   200,   200),
  // Everyone has a cart of their own: a visitor's lives behind a cookie, an account's by session.
  row("cart.tsx",                             "GET",    "/cart",                                   null,         200,   200,   200,   200),
  row("cart.tsx",                             "POST",   "/cart",                                   "cartAdd",    302,   302,   302,   302),
  row("quick-order.tsx",                      "GET",    "/quick-order",                            null,         200,   200,   200,   200),
  row("quick-order.tsx",                      "POST",   "/quick-order",                            "quickOrder", 302,   302,   302,   302),
  // The cart's row above put a line in every caller's cart: the checkout opens, and an empty post
  // is refused for its fields.
  row("checkout.tsx",                         "GET",    "/checkout",                               null,         LOGIN, 200,   200,   200),
  row("checkout.tsx",                         "POST",   "/checkout",                               "empty",      LOGIN, 400,   400,   400),
  row("dashboard.$.tsx",                      "GET",    "/dashboard/no-such-page",                 null,         LOGIN, 404,   404,   404),
  row("dashboard.$.tsx",                      "POST",   "/dashboard/no-such-page",                 "empty",      LOGIN, 404,   404,   404),
  row("dashboard._index.tsx",                 "GET",    "/dashboard",                              null,         LOGIN, 200,   200,   200),
  row("dashboard.addproduct.tsx",             "GET",    "/dashboard/addproduct",                   null,         LOGIN, 403,   403,   200),
  row("dashboard.addproduct.tsx",             "POST",   "/dashboard/addproduct",                   "product",    LOGIN, 403,   403,   302),
  row("dashboard.addreview.tsx",              "GET",    "/dashboard/addreview",                    null,         LOGIN, 200,   200,   403),
  row("dashboard.addreview.tsx",              "POST",   "/dashboard/addreview",                    "review",     LOGIN, 302,   302,   403),
  row("dashboard.enquiries.tsx",              "GET",    "/dashboard/enquiries",                    null,         LOGIN, 403,   403,   200),
  row("dashboard.manageorders.tsx",           "GET",    "/dashboard/manageorders",                 null,         LOGIN, 403,   403,   200),
  row("dashboard.manageorders_.$id.cancel.tsx", "GET",  "/dashboard/manageorders/{unpaid}/cancel", null,         LOGIN, 403,   403,   200),
  row("dashboard.manageorders_.$id.cancel.tsx", "POST", "/dashboard/manageorders/{unpaid}/cancel", "empty",      LOGIN, 403,   403,   302),
  // Ship Order asks first: it posts to the order's own ship page; the list takes no post.
  row("dashboard.manageorders.tsx",           "POST",   "/dashboard/manageorders",                 "empty",      405,   405,   405,   405),
  row("dashboard.manageorders_.$id.ship.tsx", "GET",    "/dashboard/manageorders/{paid}/ship",     null,         LOGIN, 403,   403,   200),
  row("dashboard.manageorders_.$id.ship.tsx", "POST",   "/dashboard/manageorders/{paid}/ship",     "empty",      LOGIN, 403,   403,   302),
  row("dashboard.manageproducts.tsx",         "GET",    "/dashboard/manageproducts",               null,         LOGIN, 403,   403,   200),
  row("dashboard.manageproducts_.$id.delete.tsx", "GET", "/dashboard/manageproducts/{tool}/delete", null,        LOGIN, 403,   403,   200),
  row("dashboard.manageproducts_.$id.delete.tsx", "POST", "/dashboard/manageproducts/{tool}/delete", "empty",    LOGIN, 403,   403,   302),
  row("dashboard.manageproducts_.$id.edit.tsx", "GET",  "/dashboard/manageproducts/{tool}/edit",   null,         LOGIN, 403,   403,   200),
  row("dashboard.manageproducts_.$id.edit.tsx", "POST", "/dashboard/manageproducts/{tool}/edit",   "edit",       LOGIN, 403,   403,   302),
  row("dashboard.manageproducts_.$id.restock.tsx", "GET", "/dashboard/manageproducts/{tool}/restock", null,      LOGIN, 403,   403,   200),
  row("dashboard.manageproducts_.$id.restock.tsx", "POST", "/dashboard/manageproducts/{tool}/restock", "restock", LOGIN, 403, 403,   302),
  // A tool's pictures, family and accessories (issue 39): admins only.
  row("dashboard.manageproducts_.$id.pictures.tsx", "GET", "/dashboard/manageproducts/{tool}/pictures", null,    LOGIN, 403,   403,   200),
  row("dashboard.manageproducts_.$id.pictures.tsx", "POST", "/dashboard/manageproducts/{tool}/pictures", "pictureAddress", LOGIN, 403, 403, 302),
  row("dashboard.manageproducts_.$id.pictures_.$pictureId.tsx", "GET", "/dashboard/manageproducts/{tool}/pictures/{picture}", null, LOGIN, 403, 403, 200),
  row("dashboard.manageproducts_.$id.pictures_.$pictureId.tsx", "POST", "/dashboard/manageproducts/{tool}/pictures/{picture}", "pictureAlt", LOGIN, 403, 403, 302),
  row("dashboard.manageproducts_.$id.pictures_.$pictureId_.delete.tsx", "GET", "/dashboard/manageproducts/{tool}/pictures/{picture}/delete", null, LOGIN, 403, 403, 200),
  row("dashboard.manageproducts_.$id.pictures_.$pictureId_.delete.tsx", "POST", "/dashboard/manageproducts/{tool}/pictures/{picture}/delete", "empty", LOGIN, 403, 403, 302),
  row("dashboard.manageproducts_.$id.family.tsx", "GET", "/dashboard/manageproducts/{tool}/family", null,        LOGIN, 403,   403,   200),
  row("dashboard.manageproducts_.$id.family.tsx", "POST", "/dashboard/manageproducts/{tool}/family", "newFamily", LOGIN, 403,  403,   302),
  row("dashboard.manageproducts_.$id.accessories.tsx", "GET", "/dashboard/manageproducts/{tool}/accessories", null, LOGIN, 403, 403,   200),
  row("dashboard.manageproducts_.$id.accessories.tsx", "POST", "/dashboard/manageproducts/{tool}/accessories", "accessory", LOGIN, 403, 403, 302),
  // A tool's volume prices (issue 40): admins only, on its page and through the API.
  row("dashboard.manageproducts_.$id.prices.tsx", "GET", "/dashboard/manageproducts/{tool}/prices", null, LOGIN, 403,  403,   200),
  row("dashboard.manageproducts_.$id.prices.tsx", "POST", "/dashboard/manageproducts/{tool}/prices", "priceBreaks", LOGIN, 403, 403, 302),
  row("api.tools.$id.ts",                     "PUT",    "/api/tools/{tool}",                       "jsonPriceBreaks", 401, 403, 403,  200),
  row("dashboard.manageusers.tsx",            "GET",    "/dashboard/manageusers",                  null,         LOGIN, 403,   403,   200),
  // Make Admin asks first: it posts to the user's own role page (below); the list takes no post.
  row("dashboard.manageusers.tsx",            "POST",   "/dashboard/manageusers",                  "makeAdmin",  405,   405,   405,   405),
  row("dashboard.manageusers_.$id.role.tsx",  "GET",    "/dashboard/manageusers/{user}/role",      null,         LOGIN, 403,   403,   200),
  row("dashboard.manageusers_.$id.role.tsx",  "POST",   "/dashboard/manageusers/{user}/role",      "empty",      LOGIN, 403,   403,   302),
  // An admin cannot change their own rights.
  row("dashboard.manageusers_.$id.role.tsx",  "GET",    "/dashboard/manageusers/{admin}/role",     null,         LOGIN, 403,   403,   400),
  row("dashboard.manageusers_.$id.role.tsx",  "POST",   "/dashboard/manageusers/{admin}/role",     "empty",      LOGIN, 403,   403,   400),
  row("dashboard.manageusers_.$id.delete.tsx", "GET",   "/dashboard/manageusers/{user}/delete",    null,         LOGIN, 403,   403,   200),
  row("dashboard.manageusers_.$id.delete.tsx", "POST",  "/dashboard/manageusers/{user}/delete",    "empty",      LOGIN, 403,   403,   302),
  // An admin cannot delete himself: the confirmation page and its post both refuse.
  row("dashboard.manageusers_.$id.delete.tsx", "GET",   "/dashboard/manageusers/{admin}/delete",   null,         LOGIN, 403,   403,   400),
  row("dashboard.manageusers_.$id.delete.tsx", "POST",  "/dashboard/manageusers/{admin}/delete",   "empty",      LOGIN, 403,   403,   400),
  row("dashboard.myorders.tsx",               "GET",    "/dashboard/myorders",                     null,         LOGIN, 200,   200,   200),
  row("dashboard.myprofile_.addresses.tsx",   "GET",    "/dashboard/myprofile/addresses",          null,         LOGIN, 200,   200,   200),
  row("dashboard.myprofile_.addresses.tsx",   "POST",   "/dashboard/myprofile/addresses",          "address",    LOGIN, 302,   302,   302),
  row("dashboard.myprofile_.addresses_.$id.delete.tsx", "GET", "/dashboard/myprofile/addresses/{address}/delete", null, LOGIN, 200, 404, 404),
  row("dashboard.myprofile_.addresses_.$id.delete.tsx", "POST", "/dashboard/myprofile/addresses/{address}/delete", "empty", LOGIN, 302, 404, 404),
  // Categories and attributes (issue 39): admins only; a delete of what no tool uses is done.
  row("dashboard.categories.tsx",             "GET",    "/dashboard/categories",                   null,         LOGIN, 403,   403,   200),
  row("dashboard.categories.tsx",             "POST",   "/dashboard/categories",                   "category",   LOGIN, 403,   403,   302),
  row("dashboard.categories_.$id.edit.tsx",   "GET",    "/dashboard/categories/{category}/edit",   null,         LOGIN, 403,   403,   200),
  row("dashboard.categories_.$id.edit.tsx",   "POST",   "/dashboard/categories/{category}/edit",   "category",   LOGIN, 403,   403,   302),
  row("dashboard.categories_.$id.attributes.tsx", "GET", "/dashboard/categories/{category}/attributes", null,    LOGIN, 403,   403,   200),
  row("dashboard.categories_.$id.attributes.tsx", "POST", "/dashboard/categories/{category}/attributes", "categoryAttributes", LOGIN, 403, 403, 302),
  row("dashboard.categories_.$id.move.tsx",   "GET",    "/dashboard/categories/{category}/move",   null,         302,   302,   302,   302),
  row("dashboard.categories_.$id.move.tsx",   "POST",   "/dashboard/categories/{category}/move",   "move",       LOGIN, 403,   403,   302),
  row("dashboard.categories_.$id.delete.tsx", "GET",    "/dashboard/categories/{category}/delete", null,         LOGIN, 403,   403,   200),
  row("dashboard.categories_.$id.delete.tsx", "POST",   "/dashboard/categories/{category}/delete", "empty",      LOGIN, 403,   403,   302),
  row("dashboard.attributes.tsx",             "GET",    "/dashboard/attributes",                   null,         LOGIN, 403,   403,   200),
  row("dashboard.attributes.tsx",             "POST",   "/dashboard/attributes",                   "attribute",  LOGIN, 403,   403,   302),
  row("dashboard.attributes_.$id.edit.tsx",   "GET",    "/dashboard/attributes/{attribute}/edit",  null,         LOGIN, 403,   403,   200),
  row("dashboard.attributes_.$id.edit.tsx",   "POST",   "/dashboard/attributes/{attribute}/edit",  "attributeEdit", LOGIN, 403, 403,   302),
  row("dashboard.attributes_.$id.delete.tsx", "GET",    "/dashboard/attributes/{attribute}/delete", null,        LOGIN, 403,   403,   200),
  row("dashboard.attributes_.$id.delete.tsx", "POST",   "/dashboard/attributes/{attribute}/delete", "empty",     LOGIN, 403,   403,   302),
  row("dashboard.shipping.tsx",               "GET",    "/dashboard/shipping",                     null,         LOGIN, 403,   403,   200),
  row("dashboard.shipping.tsx",               "POST",   "/dashboard/shipping",                     "shippingMethod", LOGIN, 403, 403,   302),
  row("dashboard.shipping_.$id.edit.tsx",     "GET",    "/dashboard/shipping/{method}/edit",       null,         LOGIN, 403,   403,   200),
  row("dashboard.shipping_.$id.edit.tsx",     "POST",   "/dashboard/shipping/{method}/edit",       "shippingMethod", LOGIN, 403, 403,   302),
  row("dashboard.shipping_.$id.delete.tsx",   "GET",    "/dashboard/shipping/{method}/delete",     null,         LOGIN, 403,   403,   200),
  row("dashboard.shipping_.$id.delete.tsx",   "POST",   "/dashboard/shipping/{method}/delete",     "empty",      LOGIN, 403,   403,   302),
  row("dashboard.tax.tsx",                    "GET",    "/dashboard/tax",                          null,         LOGIN, 403,   403,   200),
  row("dashboard.tax.tsx",                    "POST",   "/dashboard/tax",                          "taxRate",    LOGIN, 403,   403,   302),
  row("dashboard.tax_.$state.delete.tsx",     "GET",    "/dashboard/tax/{taxState}/delete",        null,         LOGIN, 403,   403,   200),
  row("dashboard.tax_.$state.delete.tsx",     "POST",   "/dashboard/tax/{taxState}/delete",        "empty",      LOGIN, 403,   403,   302),
  row("dashboard.outbox.tsx",                 "GET",    "/dashboard/outbox",                       null,         LOGIN, 403,   403,   200),
  // API keys (issue 50): admins only; a new key is answered on the page itself (shown once).
  row("dashboard.api-keys.tsx",               "GET",    "/dashboard/api-keys",                     null,         LOGIN, 403,   403,   200),
  row("dashboard.api-keys.tsx",               "POST",   "/dashboard/api-keys",                     "apiKey",     LOGIN, 403,   403,   200),
  row("dashboard.api-keys_.$id.delete.tsx",   "GET",    "/dashboard/api-keys/{apiKey}/delete",     null,         LOGIN, 403,   403,   200),
  row("dashboard.api-keys_.$id.delete.tsx",   "POST",   "/dashboard/api-keys/{apiKey}/delete",     "empty",      LOGIN, 403,   403,   302),
  row("dashboard.webhooks.tsx",               "GET",    "/dashboard/webhooks",                     null,         LOGIN, 403,   403,   200),
  row("dashboard.webhooks.tsx",               "POST",   "/dashboard/webhooks",                     "webhook",    LOGIN, 403,   403,   200),
  row("dashboard.webhooks_.$id.tsx",          "GET",    "/dashboard/webhooks/{webhook}",           null,         LOGIN, 403,   403,   200),
  row("dashboard.webhooks_.$id.tsx",          "POST",   "/dashboard/webhooks/{webhook}",           "webhookSwitch", LOGIN, 403, 403,  302),
  row("dashboard.webhooks_.$id.delete.tsx",   "GET",    "/dashboard/webhooks/{webhook}/delete",    null,         LOGIN, 403,   403,   200),
  row("dashboard.webhooks_.$id.delete.tsx",   "POST",   "/dashboard/webhooks/{webhook}/delete",    "empty",      LOGIN, 403,   403,   302),
  // One order's page: its customer and admins read it; only an admin ships (a paid one).
  row("dashboard.orders.$id.tsx",             "GET",    "/dashboard/orders/{unpaid}",              null,         LOGIN, 200,   404,   200),
  // Order again: only the order's customer puts its lines in their own cart.
  row("dashboard.orders.$id.tsx",             "POST",   "/dashboard/orders/{paid}",                "empty",      LOGIN, 302,   404,   404),
  row("dashboard.myorders_.$id.cancel.tsx",   "GET",    "/dashboard/myorders/{unpaid}/cancel",     null,         LOGIN, 200,   404,   200),
  row("dashboard.myorders_.$id.cancel.tsx",   "POST",   "/dashboard/myorders/{unpaid}/cancel",     "empty",      LOGIN, 302,   404,   302),
  row("dashboard.myprofile.tsx",              "GET",    "/dashboard/myprofile",                    null,         LOGIN, 200,   200,   200),
  row("dashboard.myprofile_.updateprofile.tsx", "GET",  "/dashboard/myprofile/updateprofile",      null,         LOGIN, 200,   200,   200),
  // "Send me a new verification link": the profile's form posts here; a visit goes to the profile.
  row("dashboard.myprofile_.verify-email.tsx", "GET",   "/dashboard/myprofile/verify-email",       null,         LOGIN, 302,   302,   302),
  row("dashboard.myprofile_.verify-email.tsx", "POST",  "/dashboard/myprofile/verify-email",       "resend",     LOGIN, 302,   302,   302),
  row("dashboard.myprofile_.updateprofile.tsx", "POST", "/dashboard/myprofile/updateprofile",      "profile",    LOGIN, 302,   302,   302),
  // Only the customer who placed an order pays for it; the return page is Stripe's alone.
  row("dashboard.orders[.csv].ts",            "GET",    "/dashboard/orders.csv",                   null,         LOGIN, 403,   403,   200),
  row("dashboard.payment.$id.tsx",            "GET",    "/dashboard/payment/{unpaid}",             null,         LOGIN, 200,   404,   404),
  row("dashboard.payment.$id.tsx",            "POST",   "/dashboard/payment/{unpaid}",             "card",       LOGIN, 302,   404,   404),
  row("dashboard.payment.$id_.return.tsx",    "GET",    "/dashboard/payment/{unpaid}/return",      null,         LOGIN, 404,   404,   404),
  row("dashboard.tsx",                        "GET",    "/dashboard/myorders",                     null,         LOGIN, 200,   200,   200),
  row("dashboard.users[.csv].ts",             "GET",    "/dashboard/users.csv",                    null,         LOGIN, 403,   403,   200),
  // The accountant's exports (issue 38): admins only; a range is required.
  row("dashboard.invoices[.csv].ts",          "GET",    "/dashboard/invoices.csv?from=2026-01-01&to=2026-12-31", null, LOGIN, 403, 403, 200),
  row("dashboard.invoices[.csv].ts",          "GET",    "/dashboard/invoices.csv",                 null,         LOGIN, 403,   403,   400),
  row("dashboard.credit-notes[.csv].ts",      "GET",    "/dashboard/credit-notes.csv?from=2026-01-01&to=2026-12-31", null, LOGIN, 403, 403, 200),
  row("dashboard.credit-notes[.csv].ts",      "GET",    "/dashboard/credit-notes.csv?from=2026-12-31&to=2026-01-01", null, LOGIN, 403, 403, 400),
  row("reviews.tsx",                          "GET",    "/reviews",                                null,         200,   200,   200,   200),
  row("robots[.txt].ts",                      "GET",    "/robots.txt",                             null,         200,   200,   200,   200),
  row("sitemap[.xml].ts",                     "GET",    "/sitemap.xml",                            null,         200,   200,   200,   200),
  row("login.tsx",                            "GET",    "/login",                                  null,         200,   302,   302,   302),
  // A wrong password: 400 with the form again, or, for someone signed in already, on to home.
  row("login.tsx",                            "POST",   "/login",                                  "badLogin",   400,   302,   302,   302),
  row("logout.tsx",                           "GET",    "/logout",                                 null,         302,   302,   302,   302),
  row("logout.tsx",                           "POST",   "/logout",                                 "empty",      302,   302,   302,   302),
  row("portfolio.tsx",                        "GET",    "/portfolio",                              null,         200,   200,   200,   200),
  // The same answer for any address; for someone signed in, the page goes on to home.
  row("forgot-password.tsx",                  "GET",    "/forgot-password",                        null,         200,   302,   302,   302),
  row("forgot-password.tsx",                  "POST",   "/forgot-password",                        "forgot",     200,   302,   302,   302),
  // Without a live mailed token: 400 for everyone.
  row("reset-password.tsx",                   "GET",    "/reset-password?token=made-up",           null,         400,   400,   400,   400),
  row("reset-password.tsx",                   "POST",   "/reset-password",                         "newPassword", 400,  400,   400,   400),
  row("verify-email.tsx",                     "GET",    "/verify-email?token=made-up",             null,         400,   400,   400,   400),
  row("verify-email.tsx",                     "POST",   "/verify-email",                           "token",      400,   400,   400,   400),
  row("purchase.$id.tsx",                     "GET",    "/purchase/{tool}",                        null,         LOGIN, 200,   200,   200),
  row("purchase.$id.tsx",                     "POST",   "/purchase/{tool}",                        "order",      LOGIN, 302,   302,   302),
  row("signup.tsx",                           "GET",    "/signup",                                 null,         200,   302,   302,   302),
  row("signup.tsx",                           "POST",   "/signup",                                 "signup",     302,   302,   302,   302),
  row("tools.$id.tsx",                        "GET",    "/tools/{tool}",                           null,         200,   200,   200,   200),
  row("tools._index.tsx",                     "GET",    "/tools",                                  null,         200,   200,   200,   200),
  // Invoices and credit notes (issue 38): PDFs for the order's customer and admins.
  row("api.orders.$id.invoice.ts",            "GET",    "/api/orders/{paid}/invoice",              null,         401,   200,   404,   200),
  row("api.refunds.$id.credit-note.ts",       "GET",    "/api/refunds/{refund}/credit-note",       null,         401,   200,   404,   200),
  // Returns (issue 38): only the order's customer asks (an admin too gets 404); admins decide.
  row("api.orders.$id.returns.ts",            "POST",   "/api/orders/{shipped}/returns",           "jsonReturn", 401,   201,   404,   404),
  row("api.returns.ts",                       "GET",    "/api/returns",                            null,         401,   403,   403,   200),
  row("api.returns.$id.ts",                   "GET",    "/api/returns/{return}",                   null,         401,   403,   403,   200),
  row("api.returns.$id.ts",                   "PUT",    "/api/returns/{return}",                   "jsonApprove", 401,  403,   403,   200),
  // Quotes (issue 40): the customer's {quote} request (their cart is empty: asking again is 409).
  row("api.quotes.ts",                        "GET",    "/api/quotes",                             null,         401,   200,   200,   200),
  row("api.quotes.ts",                        "POST",   "/api/quotes",                             "jsonNote",   401,   409,   409,   403),
  row("api.quotes.$id.ts",                    "GET",    "/api/quotes/{quote}",                     null,         401,   200,   404,   200),
  row("api.quotes.$id.ts",                    "PUT",    "/api/quotes/{quote}",                     "jsonQuotePrices", 401, 403, 403,  200),
  row("api.quotes.$id.accept.ts",             "POST",   "/api/quotes/{quote}/accept",              "jsonAccept", 401,   409,   404,   404),
  // Issue 47: the order an accept would place (the customer's own quote, once priced) and the PDF.
  row("api.quotes.$id.review.ts",             "POST",   "/api/quotes/{quote}/review",              "jsonAccept", 401,   409,   404,   404),
  row("api.quotes.$id.review.ts",             "POST",   "/api/quotes/{sentQuote}/review",          "jsonChoices", 401,   200,   404,   404),
  row("api.quotes.$id.pdf.ts",                "GET",    "/api/quotes/{quote}/pdf",                 null,         401,   409,   404,   409),
  row("api.quotes.$id.pdf.ts",                "GET",    "/api/quotes/{sentQuote}/pdf",             null,         401,   200,   404,   200),
  row("dashboard.quotes.tsx",                 "GET",    "/dashboard/quotes",                       null,         LOGIN, 200,   200,   200),
  row("dashboard.quotes.tsx",                 "POST",   "/dashboard/quotes",                       "quoteNote",  LOGIN, 302,   302,   403),
  row("dashboard.quotes_.$id.tsx",            "GET",    "/dashboard/quotes/{quote}",               null,         LOGIN, 200,   404,   200),
  row("dashboard.quotes_.$id.tsx",            "POST",   "/dashboard/quotes/{quote}",               "quotePrices", LOGIN, 403,  404,   302),
  row("dashboard.orders.$id_.return.tsx",     "GET",    "/dashboard/orders/{shipped}/return",      null,         LOGIN, 200,   404,   404),
  row("dashboard.orders.$id_.return.tsx",     "POST",   "/dashboard/orders/{shipped}/return",      "returnForm", LOGIN, 302,   404,   404),
  row("dashboard.returns.tsx",                "GET",    "/dashboard/returns",                      null,         LOGIN, 403,   403,   200),
  row("dashboard.returns_.$id.$decision.tsx", "GET",    "/dashboard/returns/{return}/approve",     null,         LOGIN, 403,   403,   200),
  row("dashboard.returns_.$id.$decision.tsx", "POST",   "/dashboard/returns/{return}/approve",     "empty",      LOGIN, 403,   403,   302),  // Filtered search (issue 39): public reads; an unknown filter is refused alike for everyone.
  row("api.search.ts",                        "GET",    "/api/search?category=drills-drivers&voltage=18+V", null, 200,   200,   200,   200),
  row("api.search.ts",                        "GET",    "/api/search?category=no-such-category",   null,         400,   400,   400,   400),
  row("api.search.ts",                        "POST",   "/api/search",                             "jsonEmpty",  405,   405,   405,   405),
  // Price groups (issue 40): admins only; a customer cannot set their own group; an admin is in none.
  row("api.price-groups.ts",                  "GET",    "/api/price-groups",                       null,         401,   403,   403,   200),
  // The whole shop in the API (issue 50): public reads, admins' writes.
  row("api.price-groups.ts",                  "POST",   "/api/price-groups",                       "jsonGroup",  401,   403,   403,   201),
  row("api.price-groups.$id.ts",              "GET",    "/api/price-groups/{group}",               null,         401,   403,   403,   200),
  row("api.price-groups.$id.ts",              "PUT",    "/api/price-groups/{group}",               "jsonGroup",  401,   403,   403,   200),
  row("api.price-groups.$id.ts",              "DELETE", "/api/price-groups/{group}",               null,         401,   403,   403,   204),
  row("api.categories.ts",                    "GET",    "/api/categories",                         null,         200,   200,   200,   200),
  row("api.categories.ts",                    "POST",   "/api/categories",                         "jsonCategory", 401, 403,   403,   201),
  row("api.categories.$slug.ts",              "PUT",    "/api/categories/{categorySlug}",          "jsonCategory", 401, 403,   403,   200),
  row("api.categories.$slug.ts",              "DELETE", "/api/categories/{categorySlug}",          null,         401,   403,   403,   204),
  row("api.categories.$slug.attributes.ts",   "GET",    "/api/categories/{categorySlug}/attributes", null,       200,   200,   200,   200),
  row("api.categories.$slug.attributes.ts",   "POST",   "/api/categories/{categorySlug}/attributes", "jsonAttribute", 401, 403, 403,  201),
  row("api.categories.$slug.attributes.ts",   "PUT",    "/api/categories/{categorySlug}/attributes", "jsonAttributeList", 401, 403, 403, 200),
  row("api.categories.$slug.attributes.ts",   "DELETE", "/api/categories/{categorySlug}/attributes?key=none", null, 401, 403,   403,   404),
  row("api.shipping-methods.ts",              "POST",   "/api/shipping-methods",                   "jsonShippingMethod", 401, 403, 403, 201),
  row("api.shipping-methods.$id.ts",          "PUT",    "/api/shipping-methods/{method}",          "jsonShippingMethod", 401, 403, 403, 200),
  row("api.shipping-methods.$id.ts",          "DELETE", "/api/shipping-methods/{method}",          null,         401,   403,   403,   204),
  // Wyoming has a rate already: a second POST is refused; PUT changes it.
  row("api.tax-rates.ts",                     "GET",    "/api/tax-rates",                          null,         200,   200,   200,   200),
  row("api.tax-rates.ts",                     "POST",   "/api/tax-rates",                          "jsonTaxRate", 401,  403,   403,   409),
  row("api.tax-rates.$state.ts",              "PUT",    "/api/tax-rates/{taxState}",               "jsonTaxRate", 401,  403,   403,   200),
  row("api.tax-rates.$state.ts",              "DELETE", "/api/tax-rates/{taxState}",               null,         401,   403,   403,   204),
  row("api.users.$key.ts",                    "PUT",    "/api/users/{customerEmail}",              "jsonPriceGroup", 401, 403,  403,   200),
  row("dashboard.price-groups.tsx",           "GET",    "/dashboard/price-groups",                 null,         LOGIN, 403,   403,   200),
  row("dashboard.price-groups.tsx",           "POST",   "/dashboard/price-groups",                 "priceGroup", LOGIN, 403,   403,   302),
  row("dashboard.price-groups_.$id.edit.tsx", "GET",    "/dashboard/price-groups/{group}/edit",    null,         LOGIN, 403,   403,   200),
  row("dashboard.price-groups_.$id.edit.tsx", "POST",   "/dashboard/price-groups/{group}/edit",    "priceGroup", LOGIN, 403,   403,   302),
  row("dashboard.price-groups_.$id.delete.tsx", "GET",  "/dashboard/price-groups/{group}/delete",  null,         LOGIN, 403,   403,   200),
  row("dashboard.price-groups_.$id.delete.tsx", "POST", "/dashboard/price-groups/{group}/delete",  "empty",      LOGIN, 403,   403,   302),
  // Promotions (issue 49): the admins' pages and API; a cart's code is its holder's (an unknown
  // code is refused alike; without a cart there is nothing to take a code off).
  row("dashboard.promotions.tsx",             "GET",    "/dashboard/promotions",                   null,         LOGIN, 403,   403,   200),
  row("dashboard.promotions.tsx",             "POST",   "/dashboard/promotions",                   "promotionForm", LOGIN, 403, 403,  302),
  row("dashboard.promotions[.csv].ts",        "GET",    "/dashboard/promotions.csv",               null,         LOGIN, 403,   403,   200),
  row("dashboard.promotions_.$id.edit.tsx",   "GET",    "/dashboard/promotions/{promotion}/edit",  null,         LOGIN, 403,   403,   200),
  row("dashboard.promotions_.$id.edit.tsx",   "POST",   "/dashboard/promotions/{promotion}/edit",  "promotionForm", LOGIN, 403, 403,  302),
  row("dashboard.promotions_.$id.delete.tsx", "GET",    "/dashboard/promotions/{promotion}/delete", null,        LOGIN, 403,   403,   200),
  row("dashboard.promotions_.$id.delete.tsx", "POST",   "/dashboard/promotions/{promotion}/delete", "empty",     LOGIN, 403,   403,   302),
  row("dashboard.promotions_.$id.active.tsx", "POST",   "/dashboard/promotions/{promotion}/active", "empty",     LOGIN, 403,   403,   302),
  row("api.promotions.ts",                    "GET",    "/api/promotions",                         null,         401,   403,   403,   200),
  row("api.promotions.ts",                    "POST",   "/api/promotions",                         "jsonPromotion", 401, 403,  403,   201),
  row("api.promotions.$id.ts",                "GET",    "/api/promotions/{promotion}",             null,         401,   403,   403,   200),
  row("api.promotions.$id.ts",                "PUT",    "/api/promotions/{promotion}",             "jsonPromotion", 401, 403,  403,   200),
  row("api.promotions.$id.ts",                "DELETE", "/api/promotions/{promotion}",             null,         401,   403,   403,   204),
  row("api.cart.code.ts",                     "PUT",    "/api/cart/code",                          "jsonCode",   400,   400,   400,   400),
  row("api.cart.code.ts",                     "DELETE", "/api/cart/code",                          null,         400,   200,   200,   200),
  row("dashboard.manageusers_.$id.price-group.tsx", "GET", "/dashboard/manageusers/{user}/price-group", null,    LOGIN, 403,   403,   200),
  row("dashboard.manageusers_.$id.price-group.tsx", "POST", "/dashboard/manageusers/{user}/price-group", "priceGroupChoice", LOGIN, 403, 403, 302),
  row("dashboard.manageusers_.$id.price-group.tsx", "GET", "/dashboard/manageusers/{admin}/price-group", null,   LOGIN, 403,   403,   400),
  row("dashboard.manageusers_.$id.price-group.tsx", "POST", "/dashboard/manageusers/{admin}/price-group", "priceGroupChoice", LOGIN, 403, 403, 400),
  // Tax exemption (issue 48): customers outside any company manage no certificates; shop admins
  // review them. The company's own callers are the company matrix's, below.
  row("api.company.tax-exemptions.ts",        "GET",    "/api/company/tax-exemptions",             null,         401,   403,   403,   403),
  row("api.company.tax-exemptions.ts",        "POST",   "/api/company/tax-exemptions",             "certificate", 401,  403,   403,   403),
  row("api.tax-exemptions.ts",                "GET",    "/api/tax-exemptions",                     null,         401,   403,   403,   200),
  row("api.tax-exemptions.$id.ts",            "GET",    "/api/tax-exemptions/{certificate}",       null,         401,   404,   404,   200),
  row("api.tax-exemptions.$id.ts",            "PUT",    "/api/tax-exemptions/{certificate}",       "jsonVerify", 401,   403,   403,   200),
  row("api.tax-exemptions.$id.file.ts",       "GET",    "/api/tax-exemptions/{certificate}/file",  null,         401,   404,   404,   200),
  row("dashboard.company_.tax-exemptions.tsx", "GET",   "/dashboard/company/tax-exemptions",       null,         LOGIN, 403,   403,   403),
  row("dashboard.company_.tax-exemptions.tsx", "POST",  "/dashboard/company/tax-exemptions",       "certificate", LOGIN, 403,  403,   403),
  row("dashboard.tax-exemptions.tsx",         "GET",    "/dashboard/tax-exemptions",               null,         LOGIN, 403,   403,   200),
  row("dashboard.tax-exemptions_.$id.tsx",    "GET",    "/dashboard/tax-exemptions/{certificate}", null,         LOGIN, 403,   403,   200),
  row("dashboard.tax-exemptions_.$id.tsx",    "POST",   "/dashboard/tax-exemptions/{certificate}", "verify",     LOGIN, 403,   403,   302),
  // Pay on account (issue 48): company admins read their own account, shop admins any named one
  // (none named: 404); only shop admins record payments. The company callers' rows are in
  // on-account-authorization.api.spec.ts.
  row("api.company.statement.ts",             "GET",    "/api/company/statement",                  null,         401,   403,   403,   404),
  row("api.payments.ts",                      "POST",   "/api/payments",                           "jsonPayment", 401,  403,   403,   404),
  row("dashboard.statement.tsx",              "GET",    "/dashboard/statement",                    null,         LOGIN, 403,   403,   404),
  row("dashboard.statement[.pdf].ts",         "GET",    "/dashboard/statement.pdf",                null,         LOGIN, 403,   403,   404),
  row("dashboard.receivables.tsx",            "GET",    "/dashboard/receivables",                  null,         LOGIN, 403,   403,   200),
  row("dashboard.receivables_.$id.tsx",       "GET",    "/dashboard/receivables/no-such-company",  null,         LOGIN, 403,   403,   404),
  row("dashboard.receivables_.$id.tsx",       "POST",   "/dashboard/receivables/no-such-company",  "empty",      LOGIN, 403,   403,   404),
];

/**
 * Issue 48: the routes of a company's members, for whoever stands anywhere towards the company:
 * nobody signed in, a customer of no company (a stranger), a buyer of another company, the
 * company's buyer (who placed the {awaiting} order, above their spending limit) and admin, and
 * the shop's admin.
 */
const MEMBER_WHO = [
  "anonymous",
  "stranger",
  "otherBuyer",
  "buyer",
  "companyAdmin",
  "shopAdmin",
] as const;
type MemberWho = (typeof MEMBER_WHO)[number];
type MemberRow = Omit<Row, "expected"> & { expected: Record<MemberWho, Expected> };

// prettier-ignore
const MEMBER_MATRIX: MemberRow[] = [
  // module                             method  path                                  body          anonymous stranger otherBuyer buyer companyAdmin shopAdmin
  // Approvals: the company's admins decide; anyone else as for a missing order (404).
  memberRow("api.orders.$id.approve.ts",  "POST", "/api/orders/{awaiting}/approve",     "jsonEmpty",  401,   404,   404,   404,   200,   404),
  memberRow("api.orders.$id.decline.ts",  "POST", "/api/orders/{awaiting}/decline",     "jsonNote",   401,   404,   404,   404,   200,   404),
  memberRow("dashboard.approvals.tsx",    "GET",  "/dashboard/approvals",               null,         LOGIN, 403,   403,   403,   200,   403),
  memberRow("dashboard.approvals_.$id.tsx", "GET", "/dashboard/approvals/{awaiting}",   null,         LOGIN, 404,   404,   404,   200,   404),
  memberRow("dashboard.approvals_.$id.tsx", "POST", "/dashboard/approvals/{awaiting}",  "approve",    LOGIN, 404,   404,   404,   302,   404),
];

function memberRow(
  module: string,
  method: string,
  path: string,
  body: Row["body"],
  ...cells: Expected[]
): MemberRow {
  const expected = Object.fromEntries(MEMBER_WHO.map((who, index) => [who, cells[index]!]));
  return { module, method, path, body, expected: expected as Record<MemberWho, Expected> };
}

/**
 * Companies (issue 48): every route of theirs, and the reads of a company's order, for a visitor,
 * a customer of no company, a buyer of another company, a buyer and a company admin of this
 * company, and a shop admin. {company} is this company; {member} a buyer of it made for the cell
 * (changed or removed there); {companyOrder} an order of another of its buyers; {memberEmail} that
 * buyer's address; {newcomerEmail} a customer of no company (made its company admin there).
 */
const COMPANY_WHO = [
  "anonymous",
  "customer",
  "otherBuyer",
  "buyer",
  "companyAdmin",
  "admin",
] as const;
type CompanyWho = (typeof COMPANY_WHO)[number];
interface CompanyMatrixRow extends Omit<Row, "expected"> {
  expected: Record<CompanyWho, Expected>;
}

// prettier-ignore
const COMPANY_MATRIX: CompanyMatrixRow[] = [
  // module                                   method    path                                       body          anonymous customer otherBuyer buyer companyAdmin admin
  companyRow("api.companies.ts",              "GET",    "/api/companies",                          null,         401,   403,   403,   403,   403,   200),
  companyRow("api.companies.ts",              "POST",   "/api/companies",                          "jsonCompany", 401,  403,   403,   403,   403,   201),
  companyRow("api.companies.$id.ts",          "GET",    "/api/companies/{company}",                null,         401,   403,   403,   403,   403,   200),
  companyRow("api.companies.$id.ts",          "PUT",    "/api/companies/{company}",                "jsonCompanyChange", 401, 403, 403, 403,   403,   200),
  companyRow("api.company.ts",                "GET",    "/api/company",                            null,         401,   404,   200,   200,   200,   404),
  companyRow("api.company.invitations.ts",    "POST",   "/api/company/invitations",                "jsonInvitation", 401, 404,  403,   403,   201,   404),
  companyRow("api.users.$key.ts",             "PUT",    "/api/users/{memberEmail}",                "jsonMembership", 401, 403,  403,   403,   403,   200),
  companyRow("api.orders.$id.ts",             "GET",    "/api/orders/{companyOrder}",              null,         401,   404,   404,   404,   200,   200),
  companyRow("dashboard.orders.$id.tsx",      "GET",    "/dashboard/orders/{companyOrder}",        null,         LOGIN, 404,   404,   404,   200,   200),
  companyRow("dashboard.companies.tsx",       "GET",    "/dashboard/companies",                    null,         LOGIN, 403,   403,   403,   403,   200),
  companyRow("dashboard.companies.tsx",       "POST",   "/dashboard/companies",                    "companyForm", LOGIN, 403,  403,   403,   403,   302),
  companyRow("dashboard.companies_.$id.edit.tsx", "GET", "/dashboard/companies/{company}/edit",    null,         LOGIN, 403,   403,   403,   403,   200),
  companyRow("dashboard.companies_.$id.edit.tsx", "POST", "/dashboard/companies/{company}/edit",   "companyForm", LOGIN, 403,  403,   403,   403,   302),
  companyRow("dashboard.companies_.$id.members.tsx", "GET", "/dashboard/companies/{company}/members", null,      LOGIN, 403,   403,   403,   403,   200),
  companyRow("dashboard.companies_.$id.members.tsx", "POST", "/dashboard/companies/{company}/members", "firstAdmin", LOGIN, 403, 403, 403,   403,   302),
  companyRow("dashboard.company.tsx",         "GET",    "/dashboard/company",                      null,         LOGIN, 404,   200,   200,   200,   404),
  companyRow("dashboard.company.tsx",         "POST",   "/dashboard/company",                      "invitationForm", LOGIN, 404, 403,   403,   302,   404),
  // A visit has nothing to show: on to the company's page (whoever asks; its loader reads nothing).
  companyRow("dashboard.company_.members.$id.tsx", "GET", "/dashboard/company/members/{member}",   null,         302,   302,   302,   302,   302,   302),
  companyRow("dashboard.company_.members.$id.tsx", "POST", "/dashboard/company/members/{member}",  "memberForm", LOGIN, 404,   403,   403,   302,   404),
  companyRow("dashboard.company_.members.$id_.remove.tsx", "GET", "/dashboard/company/members/{member}/remove", null, LOGIN, 404, 403, 403, 200, 404),
  companyRow("dashboard.company_.members.$id_.remove.tsx", "POST", "/dashboard/company/members/{member}/remove", "empty", LOGIN, 404, 403, 403, 302, 404),
  companyRow("dashboard.company_.orders.tsx", "GET",    "/dashboard/company/orders",               null,         LOGIN, 404,   403,   403,   200,   404),
  // Without a live invitation: 400 for everyone.
  companyRow("join-company.tsx",              "GET",    "/join-company?token=made-up",             null,         400,   400,   400,   400,   400,   400),
  companyRow("join-company.tsx",              "POST",   "/join-company",                           "joinToken",  400,   400,   400,   400,   400,   400),
  // Tax exemption: a company admin uploads, a shop admin reviews.
  companyRow("api.company.tax-exemptions.ts",  "GET",    "/api/company/tax-exemptions",             null, 401, 403, 403, 403, 200, 403),
  companyRow("api.company.tax-exemptions.ts",  "POST",   "/api/company/tax-exemptions",             "certificate", 401, 403, 403, 403, 201, 403),
  companyRow("api.tax-exemptions.ts",          "GET",    "/api/tax-exemptions",                     null, 401, 403, 403, 403, 403, 200),
  companyRow("api.tax-exemptions.$id.ts",      "GET",    "/api/tax-exemptions/{certificate}",       null, 401, 404, 404, 404, 200, 200),
  companyRow("api.tax-exemptions.$id.ts",      "PUT",    "/api/tax-exemptions/{certificate}",       "jsonVerify", 401, 403, 403, 403, 403, 200),
  companyRow("api.tax-exemptions.$id.file.ts", "GET",    "/api/tax-exemptions/{certificate}/file",  null, 401, 404, 404, 404, 200, 200),
  companyRow("dashboard.company_.tax-exemptions.tsx", "GET", "/dashboard/company/tax-exemptions",   null, LOGIN, 403, 403, 403, 200, 403),
  companyRow("dashboard.company_.tax-exemptions.tsx", "POST", "/dashboard/company/tax-exemptions",  "certificate", LOGIN, 403, 403, 403, 302, 403),
  companyRow("dashboard.tax-exemptions.tsx",   "GET",    "/dashboard/tax-exemptions",               null, LOGIN, 403, 403, 403, 403, 200),
  companyRow("dashboard.tax-exemptions_.$id.tsx", "GET", "/dashboard/tax-exemptions/{certificate}", null, LOGIN, 403, 403, 403, 403, 200),
  companyRow("dashboard.tax-exemptions_.$id.tsx", "POST", "/dashboard/tax-exemptions/{certificate}", "verify", LOGIN, 403, 403, 403, 403, 302),
];

function companyRow(
  module: string,
  method: string,
  path: string,
  body: Row["body"],
  ...cells: Expected[]
): CompanyMatrixRow {
  return {
    module,
    method,
    path,
    body,
    expected: Object.fromEntries(COMPANY_WHO.map((who, index) => [who, cells[index]!])) as Record<
      CompanyWho,
      Expected
    >,
  };
}

function row(
  module: string,
  method: string,
  path: string,
  body: Row["body"],
  ...[anonymous, customer, other, admin]: Expected[]
): Row {
  return {
    module,
    method,
    path,
    body,
    expected: { anonymous: anonymous!, customer: customer!, other: other!, admin: admin! },
  };
}

let picture: Buffer;
const png = () => new File([new Uint8Array(picture)], "tool.png", { type: "image/png" });
const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const multipart = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const productFields = {
  name: "Matrix Clamp",
  price: "12.50",
  description: "A clamp for the matrix.",
  minimum_qyt: "1",
};
const ORDER = { date: deliveryDate(), address: "214 Foundry Lane, OH", phone: "+1 555 010 2030" };

const ADDRESS = {
  name: "Casey Matrix",
  street: "214 Foundry Lane",
  city: "Dayton",
  state: "OH",
  zip: "45402",
  phone: "+1 555 010 2030",
};

/** The body of each write: valid, so that only who sends it decides the answer. */
/** One new tool as the bulk import reads it. */
const TOOLS_CSV =
  "sku,name,description,price,minimum_qyt,available_qyt,img\n" +
  "FL-MATRIX-1,Matrix clamp,A clamp.,12.50,1,10,/images/tools/bench-vise.svg\n";

const BODIES = {
  empty: () => form({}),
  forgot: () => form({ email: "nobody-at-all@customers.example" }),
  token: () => form({ token: "made-up" }),
  resend: () => form({ intent: "send-verification" }),
  newPassword: () =>
    form({ token: "made-up", password: "new-secret", confirmPassword: "new-secret" }),
  jsonEmpty: () => ({}),
  jsonSku: () => ({ sku: `MX-${newId().slice(-8)}` }),
  enquiry: () =>
    form({
      name: "Dana Reyes",
      email: "dana@distributor.example",
      company: "Reyes Supply",
      message: "We would like to stock your clamps.",
    }),
  review: () => form({ company: "Foundry Co", rating: "5", description: "Sturdy tools." }),
  jsonReview: () => ({ company: "Foundry Co", rating: 5, description: "Sturdy tools." }),
  product: () => multipart({ ...productFields, available_qyt: "10", img: png() }),
  // A part number of its own each time: part numbers are unique.
  edit: () =>
    multipart({
      ...productFields,
      available_qyt: "40",
      stockSeen: "40",
      sku: `MX-${newId().slice(-8)}`,
    }),
  // The tool's own part number (insertTool's default), at its minimum of 5.
  quickOrder: (f: Fixture) => form({ lines: `FL-${f.tool.toUpperCase()}, 5` }),
  restock: () => form({ quantity: "5" }),
  jsonShip: () => ({ status: "Shipped" }),
  jsonRefund: () => ({ amount: 1_000_000, restock: false, reason: "More than was paid" }),
  jsonPayment: () => ({
    company: "no-such-company",
    amount: 10,
    date: "2026-11-29",
    reference: "Matrix",
  }),
  address: () => form(ADDRESS),
  jsonAddress: () => ADDRESS,
  jsonBilling: () => ({ billing: true }),
  // A name of its own each time: names are unique.
  shippingMethod: () =>
    form({ name: `Matrix Freight ${newId()}`, price: "12.50", daysInTransit: "3" }),
  taxRate: () => form({ state: "WY", rate: "4", taxShipping: "on" }),
  // Issue 39: a slug of its own each time (slugs and keys are unique).
  category: () => form({ name: `Matrix Category ${newId().slice(-6)}` }),
  categoryAttributes: () => form({}),
  pictureAddress: () =>
    form({ intent: "add", alt: "The clamp from above", url: "/images/tools/bench-vise.svg" }),
  pictureAlt: () => form({ alt: "The clamp's jaws, closed" }),
  newFamily: () => form({ to: "new", name: "Matrix clamps" }),
  // A demo tool every scratch shop seeds.
  accessory: () => form({ intent: "add", sku: "FL-B18-20" }),
  // Below the price of the matrix's tool ($24).
  priceBreaks: () => form({ minQyt: "10", price: "20" }),
  jsonPriceBreaks: () => ({ priceBreaks: [{ minQyt: 10, price: 20 }] }),
  move: () => form({ direction: "down" }),
  attribute: () => form({ key: `matrix-${newId().slice(-8)}`, name: "Matrix", type: "boolean" }),
  attributeEdit: () => form({ name: "Matrix renamed" }),
  jsonSpecs: () => ({ category: null }),
  makeAdmin: (f: Fixture) => form({ userId: f.user }),
  image: () => multipart({ image: png() }),
  profile: () =>
    multipart({
      displayName: "Casey Matrix",
      education: "Trade school",
      personalPhone: "+1 555 010 2030",
      personalAddress: "1 Elm St",
      businessName: "Casey Co",
      businessAddress: "2 Oak St",
      businessPhone: "+1 555 010 2031",
      linkedin: "https://www.linkedin.com/in/casey",
      details: "Buys clamps.",
    }),
  jsonProfile: () => ({ displayName: "Casey Matrix" }),
  // Issue 40: a name of its own each time (names are unique); list prices for the customer.
  priceGroup: () => form({ name: `Matrix Group ${newId().slice(-6)}`, discount: "5" }),
  priceGroupChoice: (f: Fixture) => form({ priceGroup: f.group }),
  jsonPriceGroup: () => ({ priceGroup: null }),
  // Issue 49: a promotion as the admin's form and the API write it; a code no promotion has.
  promotionForm: () =>
    form({
      name: `Matrix Promotion ${newId().slice(-6)}`,
      kind: "percent",
      value: "10",
      active: "on",
    }),
  jsonPromotion: () => ({
    name: `Matrix Promotion ${newId().slice(-6)}`,
    kind: "amount",
    value: 5,
  }),
  jsonCode: () => ({ code: "NO-SUCH-CODE" }),
  apiKey: () => form({ name: "Matrix key", scopes: "orders:read" }),
  // A public address written as one (no lookup), accepted in any mode.
  webhook: () => form({ url: "https://93.184.216.34/forgeline", events: "order.placed" }),
  webhookSwitch: () => form({ intent: "switch", enabled: "off" }),
  // Issue 50: names of their own each time (names and slugs are unique).
  jsonGroup: () => ({ name: `Matrix Group ${newId().slice(-6)}`, discount: 5 }),
  jsonCategory: () => ({ name: `Matrix ${newId().slice(-8)}` }),
  jsonAttribute: () => ({ key: `matrix-${newId().slice(-8)}`, name: "Matrix", type: "boolean" }),
  jsonAttributeList: () => ({ attributes: [] }),
  jsonShippingMethod: () => ({ name: `Matrix ${newId().slice(-6)}`, price: 9, daysInTransit: 2 }),
  jsonTaxRate: () => ({ state: "WY", rate: 4 }),
  csv: () => new Blob([TOOLS_CSV], { type: "text/csv" }),
  csvUpload: () =>
    multipart({
      intent: "preview",
      file: new File([TOOLS_CSV], "tools.csv", { type: "text/csv" }),
    }),
  card: () =>
    form({
      cardholder: "Casey Matrix",
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/29",
      cvc: "123",
    }),
  order: () => form({ qyt: "5", ...ORDER }),
  cartAdd: (f: Fixture) => form({ intent: "add", toolId: f.tool, qyt: "5", redirectTo: "/tools" }),
  jsonCartLine: () => ({ qyt: 5 }),
  jsonOrder: (f: Fixture) => ({ toolId: f.tool, qyt: 5, ...ORDER }),
  jsonIntent: (f: Fixture) => ({ orderId: f.unpaid }),
  jsonPaid: () => ({ paymentId: "sandbox_no_such_payment" }),
  jsonReturn: (f: Fixture) => ({ lines: [{ toolId: f.tool, qyt: 1 }], reason: "not_needed" }),
  returnForm: (f: Fixture) => form({ toolId: f.tool, qyt: "1", reason: "wrong_item" }),
  jsonApprove: () => ({ status: "approved" }),
  // Quotes (issue 40): a note, the admin's prices for the {quote}'s one line, an accept's choices.
  jsonNote: () => ({ note: "Price our cart" }),
  quoteNote: () => form({ note: "Price our cart" }),
  jsonQuotePrices: (f: Fixture) => ({
    lines: [{ toolId: f.tool, price: 10 }],
    validUntil: deliveryDate(),
  }),
  quotePrices: (f: Fixture) =>
    form({
      intent: "send",
      [`price-${f.tool}`]: "10",
      [`qyt-${f.tool}`]: "5",
      round: "0",
      validUntil: deliveryDate(),
    }),
  jsonAccept: (f: Fixture) => ({
    addressId: "none",
    shippingMethodId: f.method,
    date: deliveryDate(),
  }),
  jsonChoices: (f: Fixture) => ({
    addressId: f.address,
    shippingMethodId: f.method,
    date: deliveryDate(),
  }),
  // Issue 48: a resale certificate as a company admin uploads it, and a shop admin's verdict.
  certificate: () =>
    multipart({
      state: "OH",
      number: `OH-${newId().slice(-8)}`,
      expires: deliveryDate(),
      file: new File([TINY_PDF], "resale.pdf", { type: "application/pdf" }),
    }),
  jsonVerify: () => ({ status: "verified", note: "Matrix" }),
  verify: () => form({ status: "verified" }),
  jsonLogin: () => ({ email: demoAdmin.email, password: "not-the-password" }),
  // Issue 48: the approval page's Approve (a decline's note is jsonNote's).
  approve: () => form({ intent: "approve" }),
  badLogin: () => form({ email: demoAdmin.email, password: "not-the-password" }),
  // Companies (issue 48): a name of its own each time; a fresh customer made its company admin.
  jsonCompany: () => ({ name: `Matrix Supply ${newId().slice(-6)}`, paymentTerms: "net30" }),
  jsonCompanyChange: () => ({ creditLimit: 2500 }),
  jsonInvitation: () => ({ email: `invited-${newId()}@buyers.example`, role: "buyer" }),
  jsonMembership: () => ({ companyRole: "buyer", spendingLimit: 250 }),
  companyForm: () => form({ name: `Matrix Supply ${newId().slice(-6)}`, creditLimit: "100" }),
  firstAdmin: (f: Fixture) => form({ email: f.newcomerEmail }),
  invitationForm: () => form({ email: `invited-${newId()}@buyers.example`, role: "buyer" }),
  memberForm: (f: Fixture) => form({ userId: f.member, role: "buyer", spendingLimit: "300" }),
  joinToken: () => form({ intent: "join", token: "made-up" }),
  signup: () => {
    const email = `new-${newId()}@customers.example`;
    return form({
      name: "New Customer",
      email,
      password: "hammer-time",
      confirmPassword: "hammer-time",
    });
  },
} satisfies Record<string, (f: Fixture) => URLSearchParams | FormData | object>;

test("every route module of app/routes has its rows, reads for loaders and writes for actions", () => {
  const all: Omit<Row, "expected">[] = [...MATRIX, ...MEMBER_MATRIX, ...COMPANY_MATRIX];
  const missing = routeModules().flatMap((module) => {
    const rows = all.filter((entry) => entry.module === module.file);
    const gaps = [];
    if (!rows.length) gaps.push(`${module.file}: no row`);
    if (module.hasAction && !rows.some((entry) => entry.method !== "GET"))
      gaps.push(`${module.file}: no write`);
    if (module.hasLoader && !rows.some((entry) => entry.method === "GET"))
      gaps.push(`${module.file}: no read`);
    return gaps;
  });
  expect(missing).toEqual([]);
  const files = new Set(routeModules().map((module) => module.file));
  expect(
    all.filter((entry) => !files.has(entry.module)).map((entry) => entry.module),
    "rows of no route",
  ).toEqual([]);
});

for (const engine of ENGINES) {
  // On PostgreSQL the matrix is slow to start and to run: the development lane takes SQLite's.
  test.describe(`on ${engine}`, engine === "postgres" ? SLOW : {}, () => {
    test.describe.configure({ mode: "serial" });
    let scratch: ScratchShop;
    let customer: Account;
    const cookies = new Map<Who | CompanyWho, string | undefined>();
    /** The company of the company rows, and its admin (who places nothing). */
    let company: { id: string; priceGroupId?: string | null };

    test.beforeAll(async () => {
      const testInfo = test.info();
      test.setTimeout(120_000);
      scratch = await startScratchShop({}, engine);
      picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#345" } })
        .png()
        .toBuffer();
      customer = await createCustomer(testInfo, null, scratch.db);
      const other = await createCustomer(testInfo, null, scratch.db);
      const { baseUrl } = scratch.shop;
      cookies.set("anonymous", undefined);
      cookies.set("customer", await signInCookie(baseUrl, customer));
      cookies.set("other", await signInCookie(baseUrl, other));
      cookies.set("admin", await signInCookie(baseUrl, demoAdmin));
      const ours = await companyWithMembers(scratch.db);
      const theirs = await companyWithMembers(scratch.db);
      company = ours.company;
      cookies.set("buyer", await signInCookie(baseUrl, ours.buyer));
      cookies.set("companyAdmin", await signInCookie(baseUrl, ours.admin));
      cookies.set("otherBuyer", await signInCookie(baseUrl, theirs.buyer));
    });
    test.afterAll(async () => scratch?.dispose());

    async function freshFixture(path: string): Promise<Fixture> {
      const { db } = scratch;
      const tool = await insertTool(db);
      const admin = await db
        .selectFrom("users")
        .select("id")
        .where("email", "=", demoAdmin.email)
        .executeTakeFirstOrThrow();
      const paid = (await insertOrder(db, customer, tool, { state: "paid" })).id;
      return {
        tool: tool.id,
        unpaid: (await insertOrder(db, customer, tool)).id,
        paid,
        user: (await insertAccount(db, { withPassword: false })).id,
        admin: admin.id,
        customerEmail: customer.email,
        // A book holds 50 addresses: the customer gets one only for the rows that name it (a
        // review's body names it too).
        address: /\{address\}|\/review$/.test(path)
          ? (await insertAddress(db, customer.id)).id
          : "",
        method: (await insertShippingMethod(db)).id,
        category: path.includes("{category}") ? (await insertCategory(db)).id : "",
        attribute: path.includes("{attribute}") ? (await insertAttribute(db)).id : "",
        picture: path.includes("{picture}") ? await insertSecondPicture(db, tool) : "",
        group: path.includes("{group}") ? (await insertPriceGroup(db)).id : "",
        promotion: path.includes("{promotion}") ? (await insertPromotion(db)).id : "",
        taxState: await taxedState(db),
        refund: path.includes("{refund}")
          ? (await insertRefund(db, paid, { amount: 100, reason: "Matrix" })).id
          : "",
        ...(await shippedWithReturn(db, tool)),
        quote: path.includes("{quote}") ? await insertQuote(db, customer.id, tool) : "",
        sentQuote: path.includes("{sentQuote}")
          ? await insertQuote(db, customer.id, tool, {
              sent: { price: 2000, validUntil: deliveryDate() },
            })
          : "",
        ...(await emptyCartsForQuotes(db, path)),
        categorySlug: path.includes("{categorySlug}") ? (await insertCategory(db)).slug : "",
        apiKey: path.includes("{apiKey}")
          ? (await insertApiKey(db, { createdBy: admin.id, scopes: ["orders:read"] })).id
          : "",
        webhook: path.includes("{webhook}")
          ? (
              await insertWebhookEndpoint(db, {
                url: "https://93.184.216.34/forgeline",
                events: ["order.placed"],
              })
            ).id
          : "",
        ...(await companyFixture(db, path, tool)),
      };
    }

    /** The company rows' {company}, a fresh {member} of it, a colleague's {companyOrder}... */
    async function companyFixture(
      db: ScratchShop["db"],
      path: string,
      tool: Parameters<typeof insertOrder>[2],
    ) {
      const certificate = path.includes("{certificate}")
        ? (await insertTaxExemption(db, company, { status: "pending" })).id
        : "";
      if (!/\{(member|memberEmail|companyOrder|company)\}|companies|company/.test(path))
        return {
          company: "",
          member: "",
          memberEmail: "",
          companyOrder: "",
          newcomerEmail: "",
          certificate,
        };
      const member = await insertMember(db, company, { withPassword: false });
      const colleague = await insertMember(db, company, { withPassword: false });
      const order = await insertOrder(db, colleague, tool, {}, { companyId: company.id });
      return {
        company: company.id,
        member: member.id,
        memberEmail: member.email,
        companyOrder: order.id,
        newcomerEmail: (await insertAccount(db, { withPassword: false })).email,
        certificate,
      };
    }

    /**
     * A quote is asked for from a cart, which other rows fill: the quotes' rows start from empty
     * carts, so asking is refused alike (409) whichever row ran before.
     */
    async function emptyCartsForQuotes(db: ScratchShop["db"], path: string) {
      if (path.includes("quotes")) await db.deleteFrom("carts").execute();
      return {};
    }

    /** The customer's {shipped} order (returns open), and a requested {return} of another. */
    async function shippedWithReturn(
      db: ScratchShop["db"],
      tool: { id: string; name: string; price: number },
    ) {
      const shipped = await insertOrder(db, customer, tool, { state: "paid" });
      const returned = await insertOrder(db, customer, tool, { state: "paid" });
      for (const order of [shipped, returned]) await markShipped(db, order.id);
      return { shipped: shipped.id, return: (await insertReturn(db, returned)).id };
    }

    /** A gallery of two pictures for the tool (its own first); answers the second's id. */
    async function insertSecondPicture(db: ScratchShop["db"], tool: { id: string; img: string }) {
      const id = newId();
      await db
        .insertInto("tool_images")
        .values([
          { id: newId(), toolId: tool.id, url: tool.img, alt: "The clamp", position: 0 },
          { id, toolId: tool.id, url: tool.img, alt: "The clamp, closed", position: 1 },
        ])
        .execute();
      return id;
    }

    /** Wyoming, given a rate again if a cell removed it. */
    async function taxedState(db: ScratchShop["db"]) {
      await db
        .insertInto("tax_rates")
        .values({ state: "WY", rateBp: 400, taxShipping: 0 })
        .onConflict((conflict) => conflict.column("state").doNothing())
        .execute();
      return "WY";
    }

    /**
     * Sends one cell's request and says what came back, in the matrix's terms. A write carries the
     * `Origin` a browser sends: the shop's own, unless `origin` says otherwise.
     */
    async function answer(
      entry: Omit<Row, "expected">,
      who: Who | CompanyWho,
      origin = scratch.shop.baseUrl,
    ): Promise<{ path: string; got: Expected; detail: string }> {
      const { baseUrl } = scratch.shop;
      // Signing out ends the session: that row signs in afresh, so the other rows keep theirs.
      const cookie =
        entry.module === "logout.tsx" && who !== "anonymous"
          ? await signInCookie(baseUrl, who === "admin" ? demoAdmin : customer)
          : cookies.get(who);
      return send(entry, cookie, await freshFixture(entry.path), origin);
    }

    /** One request of a row, as `cookie`'s holder, its placeholders filled from `fixture`. */
    async function send(
      entry: Omit<Row, "expected">,
      cookie: string | undefined,
      fixture: Fixture & Record<string, string>,
      origin: string,
    ): Promise<{ path: string; got: Expected; detail: string }> {
      const { baseUrl } = scratch.shop;
      const path = entry.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(fixture[name]!),
      );
      const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
      if (entry.method !== "GET") headers.Origin = origin;
      let body: string | Uint8Array | undefined;
      if (entry.body) {
        const value = BODIES[entry.body](fixture);
        const encoded =
          value instanceof URLSearchParams || value instanceof FormData || value instanceof Blob
            ? new Response(value)
            : new Response(JSON.stringify(value), {
                headers: { "Content-Type": "application/json" },
              });
        headers["Content-Type"] = encoded.headers.get("Content-Type")!;
        body = new Uint8Array(await encoded.arrayBuffer());
      }
      const response = await rawRequest(`${baseUrl}${path}`, {
        method: entry.method,
        headers,
        body,
      });
      const location = response.headers.location ?? "";
      const toLogin = new URL(location || "/", baseUrl);
      const isLogin =
        (response.status === 302 || response.status === 303) &&
        toLogin.pathname === "/login" &&
        toLogin.searchParams.get("redirectTo") === path;
      return {
        path,
        got: isLogin ? LOGIN : response.status,
        detail: location ? ` -> ${location}` : "",
      };
    }

    test(`the authorization matrix: each caller gets the status of its cell (${engine})`, async () => {
      test.setTimeout(300_000);
      const wrong: string[] = [];
      for (const entry of MATRIX) {
        const cells = await Promise.all(
          WHO.map(async (who) => ({ who, ...(await answer(entry, who)) })),
        );
        for (const { who, path, got, detail } of cells) {
          if (got !== entry.expected[who])
            wrong.push(
              `${entry.method} ${path} (${entry.module}) as ${who}: expected ${entry.expected[who]}, got ${got}${detail}`,
            );
        }
      }
      expect(wrong).toEqual([]);
    });

    test(`the companies' matrix: each caller gets the status of its cell (${engine})`, async () => {
      test.setTimeout(300_000);
      const wrong: string[] = [];
      for (const entry of COMPANY_MATRIX) {
        const cells = await Promise.all(
          COMPANY_WHO.map(async (who) => ({ who, ...(await answer(entry, who)) })),
        );
        for (const { who, path, got, detail } of cells) {
          if (got !== entry.expected[who])
            wrong.push(
              `${entry.method} ${path} (${entry.module}) as ${who}: expected ${entry.expected[who]}, got ${got}${detail}`,
            );
        }
      }
      expect(wrong).toEqual([]);
    });

    // Another site's page can make a signed-in visitor's browser post anywhere, cookie included:
    // every write, page action or API call, must then be refused with a 4xx (and no 500).
    test(`a write posted from another site is refused for every signed-in caller (${engine})`, async () => {
      test.setTimeout(300_000);
      const accepted: string[] = [];
      for (const entry of MATRIX.filter((candidate) => candidate.method !== "GET")) {
        for (const who of ["customer", "other", "admin"] as const) {
          const { path, got, detail } = await answer(entry, who, "https://evil.example");
          if (typeof got !== "number" || got < 400 || got > 499)
            accepted.push(
              `${entry.method} ${path} (${entry.module}) as ${who}: got ${got}${detail}`,
            );
        }
      }
      expect(accepted).toEqual([]);
    });

    /**
     * Issue 48's cells: a company with its admin and a buyer whose limit is $1.00, another
     * company's buyer, a customer of none; per cell a fresh {awaiting} order of the buyer's.
     */
    const members = new Map<MemberWho, string | undefined>();
    let firm: Awaited<ReturnType<typeof companyWithMembers>>;

    async function memberAnswer(entry: MemberRow, who: MemberWho, origin = scratch.shop.baseUrl) {
      const { db, shop } = scratch;
      if (!firm) {
        firm = await companyWithMembers(db, { buyerLimit: 100 });
        const other = await companyWithMembers(db);
        const otherBuyer = await insertMember(db, other.company, { label: "other-buyer" });
        const stranger = await createCustomer(test.info(), null, db);
        const signedIn: [MemberWho, Pick<Account, "email" | "password"> | null][] = [
          ["anonymous", null],
          ["stranger", stranger],
          ["otherBuyer", otherBuyer],
          ["buyer", firm.buyer],
          ["companyAdmin", firm.admin],
          ["shopAdmin", demoAdmin],
        ];
        for (const [name, account] of signedIn)
          members.set(name, account ? await signInCookie(shop.baseUrl, account) : undefined);
      }
      const fixture = await freshFixture(entry.path);
      const tool = await insertTool(db);
      const awaiting = await insertOrder(
        db,
        firm.buyer,
        tool,
        {},
        {
          approval: "awaiting",
          companyId: firm.company.id,
        },
      );
      return send(entry, members.get(who), { ...fixture, awaiting: awaiting.id }, origin);
    }

    test(`issue 48's routes: each caller towards the company gets the status of its cell (${engine})`, async () => {
      test.setTimeout(300_000);
      const wrong: string[] = [];
      for (const entry of MEMBER_MATRIX)
        for (const who of MEMBER_WHO) {
          const { path, got, detail } = await memberAnswer(entry, who);
          if (got !== entry.expected[who])
            wrong.push(
              `${entry.method} ${path} (${entry.module}) as ${who}: expected ${entry.expected[who]}, got ${got}${detail}`,
            );
        }
      expect(wrong).toEqual([]);
    });

    test(`issue 48's writes posted from another site are refused for every signed-in caller (${engine})`, async () => {
      const accepted: string[] = [];
      for (const entry of MEMBER_MATRIX.filter((candidate) => candidate.method !== "GET"))
        for (const who of MEMBER_WHO.filter((candidate) => candidate !== "anonymous")) {
          const { path, got, detail } = await memberAnswer(entry, who, "https://evil.example");
          if (typeof got !== "number" || got < 400 || got > 499)
            accepted.push(
              `${entry.method} ${path} (${entry.module}) as ${who}: got ${got}${detail}`,
            );
        }
      expect(accepted).toEqual([]);
    });

    test(`signing out ends the session: the cookie from before no longer signs anyone in (${engine})`, async () => {
      const { baseUrl } = scratch.shop;
      const first = await signInCookie(baseUrl, customer);
      const second = await signInCookie(baseUrl, customer);
      expect.soft(second, "two sign-ins, two sessions").not.toBe(first);
      const signOut = await rawRequest(`${baseUrl}/logout`, {
        method: "POST",
        headers: {
          Cookie: first,
          Origin: baseUrl,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "",
      });
      expect(signOut.status).toBe(302);
      const afterwards = await rawRequest(`${baseUrl}/dashboard/myorders`, {
        method: "GET",
        headers: { Cookie: first },
      });
      expect(afterwards.status).toBe(302);
      expect(afterwards.headers.location).toBe("/login?redirectTo=%2Fdashboard%2Fmyorders");
      const api = await rawRequest(`${baseUrl}/api/orders`, {
        method: "GET",
        headers: { Cookie: first },
      });
      expect(api.status).toBe(401);
      // The other session of the same customer is not touched.
      const other = await rawRequest(`${baseUrl}/dashboard/myorders`, {
        method: "GET",
        headers: { Cookie: second },
      });
      expect(other.status).toBe(200);
    });

    test(`orders belong to their customer, not to whoever holds the same email later (${engine})`, async () => {
      const testInfo = test.info();
      const { baseUrl } = scratch.shop;
      const { db } = scratch;
      const leaving = await createCustomer(testInfo, null, db);
      const tool = await insertTool(db);
      await insertOrder(db, leaving, tool);
      const admin = cookies.get("admin")!;
      const removed = await rawRequest(`${baseUrl}/api/users/${leaving.id}`, {
        method: "DELETE",
        headers: { Cookie: admin, Origin: baseUrl },
      });
      expect(removed.status).toBe(204);

      // Someone signs up with the address the deleted customer had.
      const signUp = await rawRequest(`${baseUrl}/signup`, {
        method: "POST",
        headers: { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          name: "Newcomer",
          email: leaving.email,
          password: "new-owner",
          confirmPassword: "new-owner",
        }).toString(),
      });
      expect(signUp.status).toBe(302);
      const newcomer = await signInCookie(baseUrl, { email: leaving.email, password: "new-owner" });
      const listed = await fetch(`${baseUrl}/api/orders`, { headers: { Cookie: newcomer } }).then(
        (response) => response.json(),
      );
      expect(listed, "the deleted customer's orders").toEqual([]);
    });
  });
}
