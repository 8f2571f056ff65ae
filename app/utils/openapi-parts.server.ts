import { ORDER_TOO_LARGE } from "#app/commerce/index.ts";
import { idempotencyTexts } from "#app/messages.ts";
import {
  extendZodWithOpenApi,
  type OpenAPIRegistry,
  type ResponseConfig,
  type RouteConfig,
} from "@asteasolutions/zod-to-openapi";
import { z, type ZodTypeAny } from "zod";
import { addressJsonSchema } from "#app/schemas/api/addresses.ts";
import { cartJsonSchema } from "#app/schemas/api/cart.ts";
import { apiErrorSchema, idempotencyKeySchema } from "#app/schemas/api/common.ts";
import { orderJsonSchema } from "#app/schemas/api/orders.ts";
import { quoteJsonSchema } from "#app/schemas/api/quotes.ts";
import { returnJsonSchema } from "#app/schemas/api/returns.ts";
import { reviewJsonSchema } from "#app/schemas/api/reviews.ts";
import { searchJsonSchema } from "#app/schemas/api/search.ts";
import { taxExemptionJsonSchema } from "#app/schemas/api/tax-exemptions.ts";
import {
  toolDetailJsonSchema,
  toolJsonSchema,
  toolPageJsonSchema,
} from "#app/schemas/api/tools.ts";
import { userJsonSchema } from "#app/schemas/api/users.ts";

// Adds `.openapi()` to zod's types; the request schemas themselves stay plain zod, shared with
// the forms and the routes that validate with them.
extendZodWithOpenApi(z);

/** One operation of the API: a method on a path, its auth, parameters, body and every answer. */
export type ApiOperation = RouteConfig;

/**
 * An API route's part of the OpenAPI document, exported beside its handler as `openapi`: its
 * operations. A function of the parts the routes share, called only when
 * app/utils/openapi-document.server.ts builds the document: by then zod has `.openapi()`, and the
 * browser's build (which keeps a route module's exports but loader, action and headers) drops a
 * function nothing calls, with the schemas only it imports (see vite.config.ts).
 */
export type ApiDescription = (shared: SharedParts) => ApiOperation[];

export type SharedParts = ReturnType<typeof sharedParts>;

/** Registers what the document names once (auth, the shared shapes) and the answers in common. */
export function sharedParts(registry: OpenAPIRegistry) {
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
    description:
      "The `accessToken` from `POST /api/login` (or `PUT /api/users/{email}`), or an API key (`flk_...`, issue 50) for the calls its scopes cover.",
  });
  const cartCookie = registry.registerComponent("securitySchemes", "cartCookie", {
    type: "apiKey",
    in: "cookie",
    name: "__cart",
    description: "A visitor's cart, before they sign in: set by the shop on their first line.",
  });
  const signedIn = [{ [cookieAuth.name]: [] }, { [bearerAuth.name]: [] }];

  // In the order the document lists them.
  const schemas = {
    Error: registry.register("Error", apiErrorSchema),
    Tool: registry.register("Tool", toolJsonSchema),
    ToolPage: registry.register("ToolPage", toolPageJsonSchema),
    ToolDetail: registry.register("ToolDetail", toolDetailJsonSchema),
    SearchPage: registry.register("SearchPage", searchJsonSchema),
    Review: registry.register("Review", reviewJsonSchema),
    Order: registry.register("Order", orderJsonSchema),
    User: registry.register("User", userJsonSchema),
    Address: registry.register("Address", addressJsonSchema),
    Cart: registry.register("Cart", cartJsonSchema),
    Return: registry.register("Return", returnJsonSchema),
    Quote: registry.register("Quote", quoteJsonSchema),
    TaxExemption: registry.register("TaxExemption", taxExemptionJsonSchema),
  };

  const json = (schema: ZodTypeAny) => ({ content: { "application/json": { schema } } });
  const answer = (description: string, schema: ZodTypeAny): ResponseConfig => ({
    description,
    ...json(schema),
  });
  const error = (description: string) => answer(description, schemas.Error);
  const tooMany = error("Too many writes from this client this minute (`WRITE_RATE_LIMIT`)");

  return {
    schemas,
    json,
    answer,
    error,
    security: {
      signedIn,
      /** Anyone; a signed-in caller is answered as themself. */
      anyone: [...signedIn, {}],
      /** Anyone; the account's cart when signed in, else the visitor cookie's. */
      cartHolder: [...signedIn, { [cartCookie.name]: [] }, {}],
      bearerOnly: [{ [bearerAuth.name]: [] }],
    },
    noContent: { description: "Done; no body" } satisfies ResponseConfig,
    invalid: error("The body or query is invalid: `fieldErrors` says which field and why"),
    /** Places an order: above the largest one (issue 45) is a 400 too. */
    invalidOrTooLarge: error(
      `The body is invalid (\`fieldErrors\`), or the order is above the largest: "${ORDER_TOO_LARGE}"`,
    ),
    unauthenticated: error("No session cookie and no valid bearer token"),
    staleToken: error("A bearer token that is not (or no longer) valid"),
    adminsOnly: error("The caller is signed in but is not an admin"),
    tooMany,
    /** The 422 of a call that takes a key: the same key again answers its first result only for the same body. */
    keyReused: (name: string) =>
      error(
        `\`${idempotencyTexts.keyReused(name, "{key}")}\`: the key came before with another body (or to another call); nothing was done`,
      ),
    /** What the server answers any write before its route runs (server/guards.ts, the rate limit). */
    writeGuards: {
      403: error("A write carrying the session cookie that did not come from the shop's own pages"),
      411: error("A body without a Content-Length"),
      413: error("A body over this route's limit (64 KB of JSON; 6 MB with a picture)"),
      415: error("A body that is not JSON (Content-Type: application/json)"),
      429: tooMany,
    } satisfies Record<number, ResponseConfig>,
    idParam: (what: string) =>
      z.object({ id: z.string().openapi({ description: `The ${what}'s _id` }) }),
    idempotencyKeyHeader: z.object({ "Idempotency-Key": idempotencyKeySchema.optional() }),
    /** An invoice's or credit note's PDF (issue 38). */
    pdfFile: (description: string): ResponseConfig => ({
      description,
      headers: {
        "Content-Disposition": {
          description: "`attachment`, named by the document's number (`INV-2026-000042.pdf`)",
          schema: { type: "string" },
        },
      },
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    }),
  };
}
