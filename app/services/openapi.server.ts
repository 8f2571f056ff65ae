import {
  extendZodWithOpenApi,
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
} from "@asteasolutions/zod-to-openapi";
import { z, type ZodTypeAny } from "zod";
import {
  accessTokenJsonSchema,
  addressJsonSchema,
  apiErrorSchema,
  apiLoginSchema,
  cartJsonSchema,
  emailQuerySchema,
  imageFailureJsonSchema,
  imageUploadJsonSchema,
  orderJsonSchema,
  orderRequestSchema,
  paidClaimSchema,
  paymentIntentJsonSchema,
  paymentIntentRequestSchema,
  reviewJsonSchema,
  sandboxPaymentJsonSchema,
  shipRequestSchema,
  toolJsonSchema,
  toolDetailJsonSchema,
  toolPageJsonSchema,
  searchJsonSchema,
  userJsonSchema,
  userUpdateJsonSchema,
  webhookJsonSchema,
} from "#app/schemas/api.ts";
import {
  checkoutRefusalJsonSchema,
  idempotencyKeySchema,
  pricedShippingMethodJsonSchema,
  shippingMethodsQuerySchema,
} from "#app/schemas/api.ts";
import { sandboxConfirmationSchema } from "#app/schemas/card.ts";
import { cartLineRequestSchema } from "#app/schemas/cart.ts";
import { checkoutSchema } from "#app/schemas/checkout.ts";
import { quoteJsonSchema } from "#app/schemas/api.ts";
import { quoteTableQuerySchema } from "#app/schemas/admin-query.ts";
import { quoteRequestSchema, quoteSendSchema } from "#app/schemas/quote.ts";
import { catalogueQueryDocs } from "#app/schemas/catalogue-query.ts";
import { MAX_STOCK, toolApiSchema } from "#app/schemas/tool.ts";
import { toolChangeRequestSchema, toolSpecRequestSchema } from "#app/schemas/tool-specs.ts";
import {
  MAX_IMPORT_LINES,
  REQUIRED_TOOL_CSV_COLUMNS,
  TOOL_CSV_COLUMNS,
} from "#app/schemas/tool-import.ts";
import { toolImportJsonSchema } from "#app/schemas/api.ts";
import { purchaseSchema } from "#app/schemas/purchase.ts";
import { reviewApiSchema } from "#app/schemas/review.ts";
import { userUpdateApiSchema } from "#app/schemas/profile.ts";
import { addressSchema } from "#app/schemas/address.ts";
import { singleton } from "#app/utils/singleton.server.ts";
import {
  addressBookTexts,
  checkoutTexts,
  documentTexts,
  refundTexts,
  sharedTexts,
} from "#app/messages.ts";
import { refundJsonSchema } from "#app/schemas/api.ts";
import { refundRequestSchema } from "#app/schemas/refund.ts";
import { MAX_ADDRESSES } from "#app/models/address.server.ts";
import { returnCreatedJsonSchema, returnJsonSchema } from "#app/schemas/api.ts";
import { returnTableQuerySchema } from "#app/schemas/admin-query.ts";
import { returnDecisionSchema, returnRequestSchema } from "#app/schemas/return.ts";
import { returnTexts } from "#app/messages.ts";
import { skuTexts } from "#app/messages.ts";
import { quoteTexts } from "#app/messages.ts";
import { toolsApiQueryDocs } from "#app/schemas/sku.ts";
import { priceGroupJsonSchema } from "#app/schemas/api.ts";
import { priceGroupTexts } from "#app/messages.ts";
import { checkoutPageTexts, idempotencyTexts } from "#app/messages.ts";

// Adds `.openapi()` to zod's types; the request schemas themselves stay plain zod, shared with
// the forms and the routes that validate with them.
extendZodWithOpenApi(z);

const registry = new OpenAPIRegistry();

const cookieAuth = registry.registerComponent("securitySchemes", "cookieAuth", {
  type: "apiKey",
  in: "cookie",
  name: "__session",
  description: "The session cookie of a browser signed in on the shop's pages.",
});
const bearerAuth = registry.registerComponent("securitySchemes", "bearerAuth", {
  type: "http",
  scheme: "bearer",
  bearerFormat: "JWT",
  description: "The `accessToken` from `POST /api/login` (or `PUT /api/users/{email}`).",
});
const signedIn = [{ [cookieAuth.name]: [] }, { [bearerAuth.name]: [] }];
const cartCookieAuth = registry.registerComponent("securitySchemes", "cartCookie", {
  type: "apiKey",
  in: "cookie",
  name: "__cart",
  description: "A visitor's cart, before they sign in: set by the shop on their first line.",
});

const ApiError = registry.register("Error", apiErrorSchema);
const Tool = registry.register("Tool", toolJsonSchema);
const ToolPage = registry.register("ToolPage", toolPageJsonSchema);
const ToolDetail = registry.register("ToolDetail", toolDetailJsonSchema);
const SearchPage = registry.register("SearchPage", searchJsonSchema);
const Review = registry.register("Review", reviewJsonSchema);
const Order = registry.register("Order", orderJsonSchema);
const User = registry.register("User", userJsonSchema);
const Address = registry.register("Address", addressJsonSchema);
const Cart = registry.register("Cart", cartJsonSchema);

const json = (schema: ZodTypeAny) => ({ content: { "application/json": { schema } } });
const answer = (description: string, schema: ZodTypeAny): ResponseConfig => ({
  description,
  ...json(schema),
});
const error = (description: string) => answer(description, ApiError);
const noContent: ResponseConfig = { description: "Done; no body" };

const invalid = error("The body or query is invalid: `fieldErrors` says which field and why");
const unauthenticated = error("No session cookie and no valid bearer token");
const adminsOnly = error("The caller is signed in but is not an admin");
const tooMany = error("Too many writes from this client this minute (`WRITE_RATE_LIMIT`)");
/** The 422 of a call that takes a key: the same key again answers its first result only for the same body. */
const keyReused = (name: string) =>
  error(
    `\`${idempotencyTexts.keyReused(name, "{key}")}\`: the key came before with another body (or to another call); nothing was done`,
  );
const idParam = (what: string) =>
  z.object({ id: z.string().openapi({ description: `The ${what}'s _id` }) });

// The spec puts two calls on one path: PUT /users/{email} and DELETE /users/{id}.
const userKey = z.object({
  key: z.string().openapi({ description: "The user's email for PUT, their _id for DELETE" }),
});

/** Every operation of the API: the contract test checks each /api route file has its paths here. */
const operations: RouteConfig[] = [
  {
    method: "post",
    path: "/api/login",
    tags: ["Accounts"],
    summary: "Sign in with a password and get an access token",
    request: { body: json(apiLoginSchema) },
    responses: {
      200: answer("Signed in", accessTokenJsonSchema),
      400: invalid,
      401: error("Invalid email or password (the same message for either)"),
      429: error("Too many sign-in attempts from this client this minute"),
    },
  },
  {
    method: "post",
    path: "/api/logout",
    tags: ["Accounts"],
    summary: "End an access token's session at once",
    security: [{ [bearerAuth.name]: [] }],
    responses: {
      204: noContent,
      401: error("No bearer token, or one that is not (or no longer) valid"),
    },
  },
  {
    method: "get",
    path: "/api/users",
    tags: ["Accounts"],
    summary: "One's own profile, or anyone's for an admin",
    security: signedIn,
    request: { query: emailQuerySchema },
    responses: {
      200: answer("The profile (never a password)", User),
      400: invalid,
      401: unauthenticated,
      403: error("A customer asked for someone else's profile"),
      404: error(sharedTexts.noUserWithEmail),
    },
  },
  {
    method: "put",
    path: "/api/users/{key}",
    tags: ["Accounts"],
    summary:
      "Update one's own profile fields, or make a user an admin or set a customer's price group (admins)",
    description:
      "Any subset of the profile's fields updates one's own profile; `{role: \"admin\"}` by an admin promotes that user (and takes them out of any price group); `{priceGroup}` by an admin puts a customer in a price group (its `_id` or name, see `GET /api/price-groups`) or back on list prices (`null`). One's own update also answers a fresh access token.",
    security: signedIn,
    request: {
      params: userKey,
      body: json(userUpdateApiSchema),
    },
    responses: {
      200: answer("The updated user", userUpdateJsonSchema),
      400: error(
        `The body is invalid (\`fieldErrors\`), or: ${priceGroupTexts.unknownGroup}; ${priceGroupTexts.adminsPayListPrices}`,
      ),
      401: unauthenticated,
      403: error("Someone else's profile, or a promotion or price group set by a customer"),
      404: error(sharedTexts.noUserWithEmail),
      429: tooMany,
    },
  },
  {
    method: "delete",
    path: "/api/users/{key}",
    tags: ["Accounts"],
    summary: "Delete a user (admins; never oneself); their orders and reviews stay",
    security: signedIn,
    request: { params: userKey },
    responses: {
      204: noContent,
      401: unauthenticated,
      403: adminsOnly,
      404: error(sharedTexts.noUserWithId),
      409: error("An admin cannot delete their own account"),
      429: tooMany,
    },
  },
  {
    method: "get",
    path: "/api/allusers",
    tags: ["Accounts"],
    summary: "Every user (admins)",
    security: signedIn,
    responses: {
      200: answer("Every user", z.array(User)),
      401: unauthenticated,
      403: adminsOnly,
    },
  },
  // ---- The address book (issue 37) ----
  {
    method: "get",
    path: "/api/addresses",
    tags: ["Accounts"],
    summary: "One's own address book, oldest first",
    description:
      "Every account has a book of its own, admins too (they may order like customers); nobody reads another's.",
    security: signedIn,
    responses: {
      200: answer("The caller's saved addresses", z.array(Address)),
      401: unauthenticated,
    },
  },
  {
    method: "post",
    path: "/api/addresses",
    tags: ["Accounts"],
    summary: "Save a US delivery address in one's own book",
    description: `The state is a two-letter code (any case), the ZIP 5 digits or 5 and 4; \`company\` is optional. A book keeps at most ${MAX_ADDRESSES} addresses.`,
    security: signedIn,
    request: { body: json(addressSchema) },
    responses: {
      201: answer("The saved address", Address),
      400: invalid,
      401: unauthenticated,
      409: error(addressBookTexts.bookFull(MAX_ADDRESSES)),
      429: tooMany,
    },
  },
  {
    method: "delete",
    path: "/api/addresses/{id}",
    tags: ["Accounts"],
    summary: "Delete one of one's own addresses (placed orders keep their copy)",
    security: signedIn,
    request: { params: idParam("address") },
    responses: {
      204: noContent,
      401: unauthenticated,
      404: error(`${addressBookTexts.noSuchAddress} (another account's answers the same)`),
      429: tooMany,
    },
  },
  {
    method: "get",
    path: "/api/tools",
    tags: ["Catalogue"],
    summary: "The catalogue: every tool, or one page of a search",
    description:
      "Without `page` and `q`, every tool newest first (an array). With either, or a filter of GET /api/search, one page of 24: `{tools, page, pageCount, total}`. With `sku`, the one tool on sale of that part number (in any case) in an array, or `[]`.",
    request: { query: toolsApiQueryDocs },
    responses: {
      200: answer("Tools, newest first", z.union([z.array(Tool), ToolPage])),
      400: invalid,
    },
  },
  {
    method: "post",
    path: "/api/tools",
    tags: ["Catalogue"],
    summary: "Add a tool (admins)",
    description:
      "JSON whose `img` is a url from `POST /api/images`, or multipart as the Add Product page posts it, with the picture in `img`. The price is in dollars (cents allowed).",
    security: signedIn,
    request: {
      body: {
        content: {
          "application/json": { schema: toolApiSchema.and(toolSpecRequestSchema) },
          "multipart/form-data": {
            schema: toolApiSchema.innerType().extend({
              img: z
                .string()
                .openapi({ format: "binary", description: "JPEG, PNG or WebP, ≤ 5 MB" }),
              category: z.string().optional().describe("A category's slug, as the form's select"),
              "spec-{key}": z
                .string()
                .optional()
                .describe(
                  "The value of the chosen category's attribute `key`, as the form's field",
                ),
            }),
          },
        },
      },
    },
    responses: {
      201: answer("The new tool (its url in `Location`)", Tool),
      400: invalid,
      409: error(`${skuTexts.taken}: \`sku\` is in use (part numbers are unique, in any case)`),
      401: unauthenticated,
      403: adminsOnly,
      413: error("The picture is over 5 MB"),
      429: tooMany,
    },
  },
  {
    method: "get",
    path: "/api/tools/{id}",
    tags: ["Catalogue"],
    summary: "One tool, with the variants of its family",
    description:
      "Priced for the caller (issue 40): `price` and `priceBreaks` are a price group member's own (answered with `Cache-Control: private, no-store`), everyone else's the list price and the tool's volume breaks.",
    security: [...signedIn, {}],
    request: { params: idParam("tool") },
    responses: {
      200: answer("The tool, with its category, specification values and variants", ToolDetail),
      401: error("A bearer token that is not (or no longer) valid"),
      404: error("Tool not found"),
    },
  },
  {
    method: "put",
    path: "/api/tools/{id}",
    tags: ["Catalogue"],
    summary:
      "Change a tool's part number, category, specification values or volume prices (admins)",
    description:
      "`sku`: 1 to 40 letters, digits, `-`, `.`, `/` or `_`, kept upper case; unique in any case. Values are checked against the category's attributes as the tool form checks them; a 400 names what is wrong under `category` or `attributes`. What is left out stays: no `category` keeps the tool's, no `attributes` keeps the values the category names. `priceBreaks` replaces the tool's volume prices (`[]` removes them); a 400 names a wrong rung under `priceBreaks.{index}.minQyt` or `.price`. One transaction: all of it is written, or none.",
    security: signedIn,
    request: { params: idParam("tool"), body: json(toolChangeRequestSchema) },
    responses: {
      200: answer("The tool, with its category, specification values and variants", ToolDetail),
      400: invalid,
      401: unauthenticated,
      403: adminsOnly,
      404: error("Tool not found (or removed)"),
      409: error(`${skuTexts.taken}: \`sku\` is in use`),
      429: tooMany,
    },
  },
  {
    method: "delete",
    path: "/api/tools/{id}",
    tags: ["Catalogue"],
    summary: "Remove a tool from the catalogue (admins; orders naming it stay readable)",
    security: signedIn,
    request: { params: idParam("tool") },
    responses: {
      204: noContent,
      401: unauthenticated,
      403: adminsOnly,
      404: error("Tool not found (or already removed)"),
      429: tooMany,
    },
  },
  {
    method: "post",
    path: "/api/images",
    tags: ["Catalogue"],
    summary: "Upload a tool's picture (admins), answered like the spec's image host",
    security: signedIn,
    request: {
      body: {
        content: {
          "multipart/form-data": {
            schema: z.object({
              image: z.string().openapi({ format: "binary", description: "JPEG, PNG or WebP" }),
            }),
          },
        },
      },
    },
    responses: {
      200: answer("Stored, resized for the catalogue", imageUploadJsonSchema),
      400: answer("Not an image, or no `image` field", imageFailureJsonSchema),
      401: answer("Not signed in", imageFailureJsonSchema),
      403: answer("Not an admin", imageFailureJsonSchema),
      413: answer("Over 5 MB", imageFailureJsonSchema),
      429: tooMany,
    },
  },
  {
    method: "get",
    path: "/api/reviews",
    tags: ["Reviews"],
    summary: "Every review, newest first",
    responses: { 200: answer("The reviews", z.array(Review)) },
  },
  {
    method: "post",
    path: "/api/reviews",
    tags: ["Reviews"],
    summary: "Write (or replace) one's review (customers)",
    description: "The reviewer's name and photo come from their profile, never from the body.",
    security: signedIn,
    request: { body: json(reviewApiSchema) },
    responses: {
      200: answer("Replaced the caller's earlier review", Review),
      201: answer("The caller's first review", Review),
      400: invalid,
      401: unauthenticated,
      403: error("Admins do not write the shop's testimonials"),
      429: tooMany,
    },
  },
  {
    method: "get",
    path: "/api/orders",
    tags: ["Orders"],
    summary: "One's own orders, newest first (any customer's for an admin)",
    security: signedIn,
    request: { query: emailQuerySchema },
    responses: {
      200: answer("The orders, each with its lines", z.array(Order)),
      401: unauthenticated,
      403: error("A customer asked for someone else's orders"),
    },
  },
  {
    method: "post",
    path: "/api/orders",
    tags: ["Orders"],
    summary: "Order a tool: an unpaid order at the tool's price, its stock reserved",
    description:
      "`qyt` must be at least the tool's `minimum_qyt` and at most its `available_qyt`. Name, customer, email, price and amount come from the tool and the caller; sent ones are ignored. With a `requestId`, the same id and body again answer the same order (201); the same id with another body is 422.",
    security: signedIn,
    request: {
      body: json(
        orderRequestSchema.extend(purchaseSchema({ minimum: 1, available: MAX_STOCK }).shape),
      ),
    },
    responses: {
      201: answer("The unpaid order", Order),
      400: invalid,
      401: unauthenticated,
      404: error("No such tool"),
      409: error("The stock went meanwhile: `fieldErrors.qyt` says so"),
      422: keyReused("requestId"),
      429: tooMany,
    },
  },
  {
    method: "get",
    path: "/api/orders/{id}",
    tags: ["Orders"],
    summary: "One order (one's own; any for an admin)",
    security: signedIn,
    request: { params: idParam("order") },
    responses: {
      200: answer("The order with its lines", Order),
      401: unauthenticated,
      404: error("No such order (someone else's answers the same)"),
    },
  },
  {
    method: "patch",
    path: "/api/orders/{id}",
    tags: ["Orders", "Payments"],
    summary: "Mark one's order paid by a payment the provider confirms",
    security: signedIn,
    request: { params: idParam("order"), body: json(paidClaimSchema) },
    responses: {
      200: answer("The paid order", Order),
      400: invalid,
      401: unauthenticated,
      404: error("No such order"),
      409: error("The provider does not confirm that payment for this order"),
      429: tooMany,
    },
  },
  {
    method: "delete",
    path: "/api/orders/{id}",
    tags: ["Orders"],
    summary:
      "Cancel an unpaid order (its customer or an admin); its stock comes back, the order stays as cancelled and the customer is mailed",
    security: signedIn,
    request: { params: idParam("order") },
    responses: {
      204: noContent,
      401: unauthenticated,
      404: error("No such order"),
      409: error("A paid order cannot be cancelled, nor one already cancelled or expired"),
      429: tooMany,
    },
  },
  {
    method: "get",
    path: "/api/allorders",
    tags: ["Orders"],
    summary: "Every order, newest first (admins)",
    security: signedIn,
    responses: {
      200: answer("Every order, each with its lines", z.array(Order)),
      401: unauthenticated,
      403: adminsOnly,
    },
  },
  {
    method: "put",
    path: "/api/manageorders/{id}",
    tags: ["Orders"],
    summary: "Ship a paid order (admins)",
    description:
      "Optionally with the parcel's carrier and tracking number (issue 38): a tracking number needs its carrier, and UPS, FedEx and USPS need a tracking number; `other` may go without. The order's JSON then links the carrier's tracking page (`trackingUrl`), and the shipped mail says it.",
    security: signedIn,
    request: { params: idParam("order"), body: json(shipRequestSchema) },
    responses: {
      200: answer("The shipped order with its lines", Order),
      400: invalid,
      401: unauthenticated,
      403: adminsOnly,
      404: error("No such order"),
      409: error(sharedTexts.onlyPaidOrdersShip),
      429: tooMany,
    },
  },
  {
    method: "post",
    path: "/api/create-payment-intent",
    tags: ["Payments"],
    summary: "Start paying for one's order",
    description:
      "The amount is the order's. With Stripe keys set, the secret is for Stripe.js's `confirmCardPayment`; in the sandbox (no keys), for `POST /api/sandbox/confirm-payment`.",
    security: signedIn,
    request: { body: json(paymentIntentRequestSchema) },
    responses: {
      200: answer("A client secret for the order's amount", paymentIntentJsonSchema),
      400: invalid,
      401: unauthenticated,
      404: error("No such order (or not the caller's)"),
      409: error(`${sharedTexts.orderAlreadyPaid}, or was cancelled or expired`),
      429: tooMany,
    },
  },
  {
    method: "post",
    path: "/api/sandbox/confirm-payment",
    tags: ["Payments"],
    summary: "Pay with a test card (sandbox mode only)",
    description:
      '4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined with "Your card was declined."; any other number is incorrect. The expiry (MM/YY) must not be past; any CVC of 3 or 4 digits. The order becomes paid through the same fulfilment as the payment page.',
    security: signedIn,
    request: { body: json(sandboxConfirmationSchema) },
    responses: {
      200: answer("Paid", sandboxPaymentJsonSchema),
      400: invalid,
      401: unauthenticated,
      402: error("The card was declined or its number is incorrect"),
      404: error("No such order (or not the caller's)"),
      409: error("Already paid, or this shop takes cards through Stripe"),
      429: tooMany,
    },
  },
  {
    method: "post",
    path: "/api/stripe/webhook",
    tags: ["Payments"],
    summary: "Stripe's events (payment_intent.succeeded, checkout.session.completed)",
    description: "Signed by Stripe over the raw body (`STRIPE_WEBHOOK_SECRET`); not for clients.",
    request: {
      headers: z.object({ "stripe-signature": z.string() }),
      body: { content: { "application/json": { schema: z.object({}).passthrough() } } },
    },
    responses: {
      200: answer("Received (whatever it did to the order)", webhookJsonSchema),
      400: error("Invalid signature"),
      404: error("Stripe is not set up"),
    },
  },
  // ---- The cart (issue 37) ----
  {
    method: "get",
    path: "/api/cart",
    tags: ["Cart"],
    summary: "The caller's cart, priced at today's prices",
    description:
      "The account's cart with a session cookie or bearer token; a visitor's with their `__cart` cookie; an empty cart for anyone else.",
    security: [...signedIn, { [cartCookieAuth.name]: [] }, {}],
    responses: {
      200: answer("The cart", Cart),
      401: error("A bearer token that is not (or no longer) valid"),
    },
  },
  {
    method: "put",
    path: "/api/cart/lines/{toolId}",
    tags: ["Cart"],
    summary: "Set how many of a tool the cart holds (0 removes the line)",
    description:
      "The quantity follows the tool's limits with the spec's messages ('Minimum Order Quantity Is {minimum}', 'You Can Not Order More Than Stock'). A visitor's first line sets the `__cart` cookie; removing the last clears it.",
    security: [...signedIn, { [cartCookieAuth.name]: [] }, {}],
    request: {
      params: z.object({ toolId: z.string().openapi({ description: "The tool's _id" }) }),
      body: json(cartLineRequestSchema),
    },
    responses: {
      200: answer("The cart after the change", Cart),
      400: error("An invalid body, or a quantity outside the tool's limits (`fieldErrors.qyt`)"),
      401: error("A bearer token that is not (or no longer) valid"),
      404: error("No such tool in the catalogue"),
      409: error(checkoutTexts.cartFull),
    },
  },
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
  // ---- Filtered search (issue 39) ----
  {
    method: "get",
    path: "/api/search",
    tags: ["Catalogue"],
    summary: "A page of a filtered search, with the number of tools behind each filter value",
    description:
      'Besides the parameters below, each attribute of the chosen category filters by `<attribute key>=<value>` (a choice\'s option, a number such as `1.5`, `yes`/`no`); given again, any of those values; different attributes all hold. At most 20 values. Words are found in names, descriptions, part numbers, specification values and category names, by their stems ("batteries" finds "battery"); best match first means name matches first. An unknown category, attribute or value answers 400.',
    request: { query: catalogueQueryDocs },
    responses: {
      200: answer("Tools and facets", SearchPage),
      400: invalid,
    },
  },
];

// ---- Checkout (issue 37) ----
operations.push(
  {
    method: "get",
    path: "/api/shipping-methods",
    tags: ["Orders"],
    summary: "The shipping methods, priced for one's cart",
    description:
      "Every method with its price for the caller's cart as it is now (0 when the cart's subtotal is above the method's free threshold). `addressId`, if given, must be one of the caller's addresses.",
    security: signedIn,
    request: { query: shippingMethodsQuerySchema },
    responses: {
      200: answer(
        "The methods, in the order checkout lists them",
        z.array(pricedShippingMethodJsonSchema),
      ),
      400: invalid,
      401: unauthenticated,
      404: error(`${checkoutTexts.noSuchAddress} (the address is not the caller's)`),
    },
  },
  {
    method: "post",
    path: "/api/checkout",
    tags: ["Orders"],
    summary: "Place one's cart as one unpaid order",
    description:
      "Every line of the caller's cart at today's price, shipping by the method, sales tax by the address's state; `amount` = subtotal + shipping + tax, paid with `POST /api/create-payment-intent`. Every line's stock is reserved, or none (a short line answers 409 naming it, and the cart stays). With an `Idempotency-Key`, the same key and body again answer the same order, again with 201, and the same key with another body is 422; without one, every call places an order.",
    security: signedIn,
    request: {
      headers: z.object({ "Idempotency-Key": idempotencyKeySchema.optional() }),
      body: json(checkoutSchema),
    },
    responses: {
      201: answer("The order, unpaid, its stock held", Order),
      400: invalid,
      401: unauthenticated,
      409: answer(
        `${checkoutTexts.emptyCart}; a line of the cart cannot be had (\`line\` names it); or "${checkoutPageTexts.pricesChanged}": the total is not the \`expectedTotal\` sent (\`subtotal\`, \`shipping\`, \`tax\` and \`total\` are today's)`,
        checkoutRefusalJsonSchema,
      ),
      422: keyReused("Idempotency-Key"),
    },
  },
);

// ---- Invoices and credit notes (issue 38) ----
const pdfFile = (description: string): ResponseConfig => ({
  description,
  headers: {
    "Content-Disposition": {
      description: "`attachment`, named by the document's number (`INV-2026-000042.pdf`)",
      schema: { type: "string" },
    },
  },
  content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
});
operations.push(
  {
    method: "get",
    path: "/api/orders/{id}/invoice",
    tags: ["Orders"],
    summary: "A paid order's invoice, as a PDF (its customer; any for an admin)",
    description:
      "Numbered when the order was paid, from a sequence without gaps per year (`invoiceNumber` in the order). It names the seller, the buyer and the shipping address, each line, subtotal, shipping, tax, total and how it was paid.",
    security: signedIn,
    request: { params: idParam("order") },
    responses: {
      200: pdfFile("The invoice"),
      401: unauthenticated,
      404: error("No such order (someone else's answers the same)"),
      409: error(documentTexts.invoiceNotYet),
    },
  },
  {
    method: "get",
    path: "/api/refunds/{id}/credit-note",
    tags: ["Orders"],
    summary: "A refund's credit note, as a PDF (the order's customer; any for an admin)",
    description:
      "Numbered when the refund succeeded, from its own sequence without gaps per year. It names the invoice it corrects, the buyer, the lines (or the amount) given back, the reason and the total refunded.",
    security: signedIn,
    request: { params: idParam("refund") },
    responses: {
      200: pdfFile("The credit note"),
      401: unauthenticated,
      404: error(
        "No such refund, one not (yet) succeeded, or another customer's (all answer the same)",
      ),
    },
  },
);

// ---- Returns (issue 38) ----
const Return = registry.register("Return", returnJsonSchema);
operations.push(
  {
    method: "post",
    path: "/api/orders/{id}/returns",
    tags: ["Returns"],
    summary: "Ask to return lines of one's shipped order",
    description:
      "Only the order's customer (anyone else's order, an admin's too, answers 404), once the order has shipped and up to `RETURN_DAYS` days (default 30) after. Each line names a tool of the order once, with 1 piece or more: at most what was shipped less what the order's other returns (but rejected ones) hold. `reason` is defective (not put back on sale when received), wrong_item or not_needed.",
    security: signedIn,
    request: { params: idParam("order"), body: json(returnRequestSchema) },
    responses: {
      201: answer("The return, waiting for the shop's decision", returnCreatedJsonSchema),
      400: error(
        `${returnTexts.tooMany("{tool}", 1)}, ${returnTexts.notInOrder}, ${returnTexts.noLines}, or an invalid body (\`fieldErrors\`)`,
      ),
      401: unauthenticated,
      404: error("No such order (someone else's answers the same)"),
      409: error(`${returnTexts.notShipped}; or the order's time for returns has passed`),
    },
  },
  {
    method: "get",
    path: "/api/returns",
    tags: ["Returns"],
    summary: "The returns, newest first, 20 a page (admins)",
    description:
      "`q` searches the return's and order's ids, the customer's name and email, the order's tools and the comment; `status` keeps one status.",
    security: signedIn,
    request: { query: returnTableQuerySchema },
    responses: {
      200: answer(
        "One page of returns",
        z.object({
          returns: z.array(Return),
          page: z.number().int(),
          pageCount: z.number().int(),
          total: z.number().int(),
        }),
      ),
      400: invalid,
      401: unauthenticated,
      403: adminsOnly,
    },
  },
  {
    method: "get",
    path: "/api/returns/{id}",
    tags: ["Returns"],
    summary: "One return (admins)",
    security: signedIn,
    request: { params: idParam("return") },
    responses: {
      200: answer("The return", Return),
      401: unauthenticated,
      403: adminsOnly,
      404: error(returnTexts.noSuchReturn),
    },
  },
  {
    method: "put",
    path: "/api/returns/{id}",
    tags: ["Returns"],
    summary: "Decide on a return (admins): approve, reject, or mark received",
    description:
      "A requested return is `approved` (the customer is mailed where to send the goods) or `rejected` (a `note` saying why is required; the customer is mailed it). An approved one is `received`: its lines are refunded (their amount and share of the tax, once, whoever asks how often) and put back on sale unless they came back defective. Any other move answers 409 saying what the return is.",
    security: signedIn,
    request: { params: idParam("return"), body: json(returnDecisionSchema) },
    responses: {
      200: answer("The return as decided", Return),
      400: error(`${returnTexts.noteRequired}, or an invalid body`),
      401: unauthenticated,
      403: adminsOnly,
      404: error(returnTexts.noSuchReturn),
      409: error(
        `${returnTexts.cannotDecide("approved", "rejected")}; or the refund was refused (the order has less left to refund)`,
      ),
      502: error("The payment provider did not take the refund: try again"),
    },
  },
);

// Refunds (issue 38).
operations.push({
  method: "post",
  path: "/api/orders/{id}/refunds",
  tags: ["Orders"],
  summary: "Give money of a paid order back (admins)",
  description:
    "Through the payment provider, exactly once: in full (neither `lines` nor `amount`: every piece and cent left), for `lines` (their goods and their tax share) or an `amount`, never more than was paid less what was refunded. `restock` puts the lines' pieces back on sale. The refund gets a credit-note number and the customer is mailed. With an `Idempotency-Key`, the same key and body again answer the same refund, again with 201, and the same key with another body is 422; without one, every call refunds.",
  security: signedIn,
  request: {
    params: idParam("order"),
    headers: z.object({ "Idempotency-Key": idempotencyKeySchema.optional() }),
    body: json(refundRequestSchema),
  },
  responses: {
    201: answer("The refund made", refundJsonSchema),
    400: invalid,
    401: unauthenticated,
    403: adminsOnly,
    404: error(refundTexts.noSuchOrder),
    409: error(
      `${refundTexts.notPaid} ${refundTexts.nothingLeft} Or more pieces or dollars than are left`,
    ),
    422: keyReused("Idempotency-Key"),
    502: error("The payment provider did not make the refund: nothing was given back"),
  },
});

// ---- Quotes (issue 40) ----
const Quote = registry.register("Quote", quoteJsonSchema);
const notYours = error(`${quoteTexts.noSuchQuote} (another customer's answers the same)`);
operations.push(
  {
    method: "post",
    path: "/api/quotes",
    tags: ["Quotes"],
    summary: "Turn one's cart into a quote request (customers)",
    description:
      "Every line of the caller's cart is copied with its unit price for them today (`listPrice`), with the `note` (1 to 2,000 characters), and the cart is emptied. An empty cart, or one with a line that cannot be ordered, answers 409 and the cart stays.",
    security: signedIn,
    request: { body: json(quoteRequestSchema) },
    responses: {
      201: answer("The quote, requested", Quote),
      400: invalid,
      401: unauthenticated,
      403: error(quoteTexts.customersOnly),
      409: error(`${checkoutTexts.emptyCart}, or a line of the cart cannot be ordered`),
    },
  },
  {
    method: "get",
    path: "/api/quotes",
    tags: ["Quotes"],
    summary: "Quotes, newest first, 20 a page: a customer's own, every customer's for an admin",
    description:
      "`status` keeps one state: requested, sent (and not past its day), expired (sent, its `validUntil` passed) or accepted.",
    security: signedIn,
    request: { query: quoteTableQuerySchema },
    responses: {
      200: answer(
        "One page of quotes",
        z.object({
          quotes: z.array(Quote),
          page: z.number().int(),
          pageCount: z.number().int(),
          total: z.number().int(),
        }),
      ),
      400: invalid,
      401: unauthenticated,
    },
  },
  {
    method: "get",
    path: "/api/quotes/{id}",
    tags: ["Quotes"],
    summary: "One quote (its customer, or an admin)",
    security: signedIn,
    request: { params: idParam("quote") },
    responses: { 200: answer("The quote", Quote), 401: unauthenticated, 404: notYours },
  },
  {
    method: "put",
    path: "/api/quotes/{id}",
    tags: ["Quotes"],
    summary: "Price a quote and send it to its customer (admins)",
    description:
      "A unit `price` in dollars (more than 0) for every line, each named once by its `toolId`; `validUntil` is the last day it can be accepted (today to a year ahead); `reply` is told to the customer. The customer is mailed. A sent quote may be sent again to revise it; an accepted one answers 409.",
    security: signedIn,
    request: { params: idParam("quote"), body: json(quoteSendSchema) },
    responses: {
      200: answer("The quote, sent", Quote),
      400: error(`${quoteTexts.priceEveryLine}, or an invalid body (\`fieldErrors\`)`),
      401: unauthenticated,
      403: adminsOnly,
      404: error(quoteTexts.noSuchQuote),
      409: error(quoteTexts.alreadyAccepted),
    },
  },
  {
    method: "post",
    path: "/api/quotes/{id}/accept",
    tags: ["Quotes"],
    summary: "Accept one's sent quote into an unpaid order at the quoted prices",
    description:
      "The checkout's body and `Idempotency-Key`: the quote's lines at their quoted prices, shipping by the method, sales tax by the address's state, every line's stock reserved or none; paid as any order (`POST /api/create-payment-intent`). Only by its `validUntil`, and once: accepting an accepted quote answers its order (201). The same `Idempotency-Key` with another body (or a key the checkout used) is 422.",
    security: signedIn,
    request: {
      params: idParam("quote"),
      headers: z.object({ "Idempotency-Key": idempotencyKeySchema.optional() }),
      body: json(checkoutSchema),
    },
    responses: {
      201: answer("The order, unpaid, its stock held", Order),
      400: invalid,
      401: unauthenticated,
      404: notYours,
      409: answer(
        `${quoteTexts.notSentYet}; ${quoteTexts.expired("{validUntil}")}; a line cannot be had (\`line\` names it); or "${checkoutPageTexts.pricesChanged}" (today's totals), as at checkout`,
        checkoutRefusalJsonSchema,
      ),
      422: keyReused("Idempotency-Key"),
    },
  },
);

// What the server answers any write before its route runs (server/guards.ts, the rate limit).
const writeGuards: Record<number, ResponseConfig> = {
  403: error("A write carrying the session cookie that did not come from the shop's own pages"),
  411: error("A body without a Content-Length"),
  413: error("A body over this route's limit (64 KB of JSON; 6 MB with a picture)"),
  415: error("A body that is not JSON (Content-Type: application/json)"),
  429: tooMany,
};

// Bulk import and export of tools as CSV (issue 39).
operations.push(
  {
    method: "get",
    path: "/api/tools/export",
    tags: ["Catalogue"],
    summary: "Every tool on sale as CSV (admins)",
    description: `The columns ${TOOL_CSV_COLUMNS.join(", ")}, then one per specification (its key); \`POST /api/tools/import\` reads the same file back unchanged. Streamed, newest first.`,
    security: signedIn,
    responses: {
      200: {
        description: "CSV with a header line",
        content: { "text/csv": { schema: z.string() } },
      },
      401: unauthenticated,
      403: adminsOnly,
    },
  },
  {
    method: "post",
    path: "/api/tools/import",
    tags: ["Catalogue"],
    summary: "Add and update tools from CSV (admins)",
    description: `The columns of \`GET /api/tools/export\` (\`${REQUIRED_TOOL_CSV_COLUMNS.join(", ")}\` required): a line with an \`id\` updates that tool, one without adds a tool. Pictures are the shop's own (/images/… or /uploads/…, further ones \`|\`-separated). At most ${MAX_IMPORT_LINES} lines. The whole file is checked first; nothing is written unless every line is right, then all of it in one transaction. \`available_qyt\` is the count a tool should have now (a repeated count leaves the stock alone). \`?dryRun=1\` only checks.`,
    security: signedIn,
    request: {
      query: z.object({
        dryRun: z
          .enum(["1", "true"])
          .optional()
          .openapi({ description: "Only check; write nothing" }),
      }),
      body: { content: { "text/csv": { schema: z.string() } } },
    },
    responses: {
      200: answer("The file was imported (or, on a dry run, would be)", toolImportJsonSchema),
      401: unauthenticated,
      403: adminsOnly,
      413: error("A body over 64 MB"),
      415: error("A body not labelled text/csv (with the session cookie)"),
      422: answer("Lines are wrong: nothing was written", toolImportJsonSchema),
    },
  },
);

// ---- Price groups (issue 40) ----
operations.push({
  method: "get",
  path: "/api/price-groups",
  tags: ["Accounts"],
  summary: "The customer price groups, with their discounts and members (admins)",
  description:
    "A member pays the group's price on the catalogue, the product page, the cart, checkout and the API: a category's own discount (a subcategory's, else its top category's), else the group's, unless a volume break is lower. Put a customer in a group with `PUT /api/users/{email}` `{priceGroup}`.",
  security: signedIn,
  responses: {
    200: answer("Every group, by name", z.array(priceGroupJsonSchema)),
    401: unauthenticated,
    403: adminsOnly,
  },
});

for (const operation of operations) {
  const responses =
    operation.method === "get" ? operation.responses : { ...writeGuards, ...operation.responses };
  registry.registerPath({ ...operation, responses });
}

/** The OpenAPI 3.1 document of the JSON API, generated once per process. */
export const openApiDocument = singleton("openApiDocument", () =>
  new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Forgeline Tools storefront API",
      version: "1",
      description:
        "JSON objects use `_id` for the id and the spec's field names; money is in US dollars. Errors are `{error, fieldErrors?}`. Writes from a browser need the session cookie; API clients send `Authorization: Bearer <accessToken>` from `POST /api/login`. Any other `/api/...` path answers 404.",
    },
    tags: [
      { name: "Accounts" },
      { name: "Catalogue" },
      { name: "Reviews" },
      { name: "Orders" },
      { name: "Payments" },
      { name: "Cart" },
      { name: "Returns" },
      { name: "Quotes" },
      { name: "Reference" },
    ],
  }),
);
