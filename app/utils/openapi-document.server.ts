import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import * as addressesApi from "#app/routes/api.addresses.ts";
import * as addressApi from "#app/routes/api.addresses.$id.ts";
import * as allOrdersApi from "#app/routes/api.allorders.ts";
import * as allUsersApi from "#app/routes/api.allusers.ts";
import * as cartApi from "#app/routes/api.cart.ts";
import * as cartLineApi from "#app/routes/api.cart.lines.$toolId.ts";
import * as cartCodeApi from "#app/routes/api.cart.code.ts";
import * as promotionsApi from "#app/routes/api.promotions.ts";
import * as promotionApi from "#app/routes/api.promotions.$id.ts";
import * as checkoutApi from "#app/routes/api.checkout.ts";
import * as companiesApi from "#app/routes/api.companies.ts";
import * as companyByIdApi from "#app/routes/api.companies.$id.ts";
import * as ownCompanyApi from "#app/routes/api.company.ts";
import * as invitationsApi from "#app/routes/api.company.invitations.ts";
import * as paymentIntentApi from "#app/routes/api.create-payment-intent.ts";
import * as imagesApi from "#app/routes/api.images.ts";
import * as loginApi from "#app/routes/api.login.ts";
import * as logoutApi from "#app/routes/api.logout.ts";
import * as shipApi from "#app/routes/api.manageorders.$id.ts";
import * as approveApi from "#app/routes/api.orders.$id.approve.ts";
import * as declineApi from "#app/routes/api.orders.$id.decline.ts";
import * as invoiceApi from "#app/routes/api.orders.$id.invoice.ts";
import * as companyStatementApi from "#app/routes/api.company.statement.ts";
import * as accountPaymentsApi from "#app/routes/api.payments.ts";
import * as refundsApi from "#app/routes/api.orders.$id.refunds.ts";
import * as orderReturnsApi from "#app/routes/api.orders.$id.returns.ts";
import * as orderApi from "#app/routes/api.orders.$id.ts";
import * as ordersApi from "#app/routes/api.orders.ts";
import * as priceGroupsApi from "#app/routes/api.price-groups.ts";
import * as acceptQuoteApi from "#app/routes/api.quotes.$id.accept.ts";
import * as quotePdfApi from "#app/routes/api.quotes.$id.pdf.ts";
import * as reviewQuoteApi from "#app/routes/api.quotes.$id.review.ts";
import * as quoteApi from "#app/routes/api.quotes.$id.ts";
import * as quotesApi from "#app/routes/api.quotes.ts";
import * as creditNoteApi from "#app/routes/api.refunds.$id.credit-note.ts";
import * as returnApi from "#app/routes/api.returns.$id.ts";
import * as returnsApi from "#app/routes/api.returns.ts";
import * as reviewsApi from "#app/routes/api.reviews.ts";
import * as sandboxApi from "#app/routes/api.sandbox.confirm-payment.ts";
import * as searchApi from "#app/routes/api.search.ts";
import * as shippingMethodsApi from "#app/routes/api.shipping-methods.ts";
import * as companyTaxExemptionsApi from "#app/routes/api.company.tax-exemptions.ts";
import * as taxExemptionsApi from "#app/routes/api.tax-exemptions.ts";
import * as taxExemptionApi from "#app/routes/api.tax-exemptions.$id.ts";
import * as taxExemptionFileApi from "#app/routes/api.tax-exemptions.$id.file.ts";
import * as webhookApi from "#app/routes/api.stripe.webhook.ts";
import * as toolApi from "#app/routes/api.tools.$id.ts";
import * as exportApi from "#app/routes/api.tools.export.ts";
import * as importApi from "#app/routes/api.tools.import.ts";
import * as toolsApi from "#app/routes/api.tools.ts";
import * as userApi from "#app/routes/api.users.$key.ts";
import * as usersApi from "#app/routes/api.users.ts";
import * as categoriesApi from "#app/routes/api.categories.ts";
import * as categoryApi from "#app/routes/api.categories.$slug.ts";
import * as categoryAttributesApi from "#app/routes/api.categories.$slug.attributes.ts";
import * as priceGroupApi from "#app/routes/api.price-groups.$id.ts";
import * as shippingMethodApi from "#app/routes/api.shipping-methods.$id.ts";
import * as taxRatesApi from "#app/routes/api.tax-rates.ts";
import * as taxRateApi from "#app/routes/api.tax-rates.$state.ts";
import { sharedParts, type ApiDescription } from "./openapi-parts.server.ts";
import { singleton } from "./singleton.server.ts";

// The document and its page describe themselves here: their routes read the document, so the
// document reading their parts would make an import loop.
const reference: { openapi: ApiDescription } = {
  openapi: () => [
    {
      method: "get",
      path: "/api/openapi.json",
      tags: ["Reference"],
      summary: "This document",
      responses: {
        200: {
          description: "OpenAPI 3.1",
          content: { "application/json": { schema: z.object({}).passthrough() } },
        },
      },
    },
    {
      method: "get",
      path: "/api/docs",
      tags: ["Reference"],
      summary: "This document as a page to read",
      responses: {
        200: { description: "HTML", content: { "text/html": { schema: z.string() } } },
      },
    },
  ],
};

// Every route under /api, in the order the document (and so the reference page) lists them. A
// list, not the Remix build's routes: it reads the same in the server, Vite's development server
// and vitest (the contract test has no build), its imports are type-checked against
// `ApiDescription`, it keeps the order in which the API grew rather than file names', and the
// contract test fails when an api.* route file is missing from it.
const routes: { openapi: ApiDescription }[] = [
  ...[loginApi, logoutApi, usersApi, userApi, allUsersApi, addressesApi, addressApi],
  ...[toolsApi, toolApi, imagesApi, reviewsApi],
  ...[ordersApi, orderApi, allOrdersApi, shipApi, paymentIntentApi, sandboxApi, webhookApi],
  ...[cartApi, cartLineApi, cartCodeApi, reference, searchApi, shippingMethodsApi, checkoutApi],
  ...[invoiceApi, creditNoteApi, orderReturnsApi, returnsApi, returnApi, refundsApi],
  ...[quotesApi, quoteApi, reviewQuoteApi, acceptQuoteApi, quotePdfApi],
  ...[exportApi, importApi, priceGroupsApi],
  // Issue 48: a company admin's decision on an order above its buyer's spending limit.
  ...[approveApi, declineApi],
  // The whole shop in the API (issue 50).
  ...[categoriesApi, categoryApi, categoryAttributesApi, priceGroupApi],
  ...[shippingMethodApi, taxRatesApi, taxRateApi],
  ...[companiesApi, companyByIdApi, ownCompanyApi, invitationsApi],
  // Issue 48: tax exemption.
  ...[companyTaxExemptionsApi, taxExemptionsApi, taxExemptionApi, taxExemptionFileApi],
  // Pay on account (issue 48).
  ...[companyStatementApi, accountPaymentsApi],
  // Promotions (issue 49).
  ...[promotionsApi, promotionApi],
];

function generate() {
  const registry = new OpenAPIRegistry();
  const shared = sharedParts(registry);
  for (const operation of routes.flatMap((route) => route.openapi(shared))) {
    const { method, responses } = operation;
    // Any write may meet the server's guards before its route.
    const guarded = method === "get" ? responses : { ...shared.writeGuards, ...responses };
    registry.registerPath({ ...operation, responses: guarded });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Forgeline Tools storefront API",
      version: "1",
      description:
        "JSON objects use `_id` for the id and the spec's field names; money is in US dollars. Errors are `{error, fieldErrors?}`. Writes from a browser need the session cookie; API clients send `Authorization: Bearer <accessToken>` from `POST /api/login`, or `Bearer <API key>` made by an admin on /dashboard/api-keys, for the calls its scopes cover (see the API documentation's table). Any other `/api/...` path answers 404.",
    },
    tags: [
      "Accounts",
      "Catalogue",
      "Reviews",
      "Orders",
      "Payments",
      "Cart",
      "Returns",
      "Quotes",
      "Shop settings",
      "Companies",
      "Promotions",
      "Reference",
    ].map((name) => ({ name })),
  });
}

/**
 * The OpenAPI 3.1 document of the JSON API, generated once per process on first use (not on
 * import: the routes it reads include the two that serve it).
 */
export const openApiDocument = () => singleton("openApiDocument", generate);
