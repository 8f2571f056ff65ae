import { z } from "zod";
import { loginSchema } from "./auth";
import { REQUIRED, typedText } from "./fields";
import { ORDER_STATES } from "#app/utils/order-state.ts";
import { CARRIERS } from "#app/utils/tracking.ts";
import { RETURN_REASONS, RETURN_STATUSES } from "#app/utils/returns.ts";
import { QUOTE_STATES, QUOTE_STATUSES } from "#app/utils/quotes.ts";
import { trackingFields, withTrackingRules } from "./shipment";
import { importErrorSchema } from "./tool-import";

// The JSON API's own request bodies (forms' schemas live beside their forms) and the shapes of
// its answers. The OpenAPI document at /api/openapi.json is generated from these same schemas.

/** POST /api/login: the form's email and password, without its redirect. */
export const apiLoginSchema = loginSchema.pick({ email: true, password: true });

/**
 * POST /api/orders: the tool to order; the other fields are the order form's. The spec's other
 * fields (name, customer, email, price, amount) are accepted and ignored: the database and the
 * caller decide them.
 */
export const orderRequestSchema = z
  .object({ toolId: typedText(z.string({ required_error: REQUIRED }).min(1, REQUIRED)) })
  .passthrough();

/** PATCH /api/orders/:id: the spec's body after a card payment; the status is the shop's to set. */
export const paidClaimSchema = z.object({
  paymentId: typedText(z.string().min(1)).describe("The provider's id of a payment for this order"),
  status: z.literal("Pending").optional(),
});

/**
 * PUT /api/manageorders/:id: shipping is the only change an admin makes to an order, with the
 * ship page's optional carrier and tracking number (issue 38).
 */
export const shipRequestSchema = withTrackingRules(
  z.object({
    status: z.literal("Shipped", { errorMap: () => ({ message: "status must be Shipped" }) }),
    ...trackingFields,
  }),
);

/** POST /api/create-payment-intent: the order to pay; its amount is the database's. */
export const paymentIntentRequestSchema = z.object({
  orderId: typedText(z.string({ required_error: REQUIRED }).min(1, REQUIRED)),
});

// ---- Answers ----

export const apiErrorSchema = z.object({
  error: z.string().describe("What went wrong, in words a person can read"),
  fieldErrors: z
    .record(z.array(z.string()))
    .optional()
    .describe("Messages per field of the request, when the body or query was invalid"),
});

const id = z.string().describe("24 hexadecimal characters");
const timestamp = z.string().describe("ISO 8601 date and time, UTC");
const dollars = z.number().describe("US dollars, with cents as decimals");

export const toolJsonSchema = z.object({
  _id: id,
  name: z.string(),
  img: z.string().describe("Path of the tool's picture on this shop"),
  description: z.string(),
  price: dollars,
  minimum_qyt: z.number().int(),
  available_qyt: z.number().int(),
  sku: z.string().nullable().describe("The tool's part number, upper case (issue 39)"),
  listPrice: dollars
    .optional()
    .describe(
      "Only in a price group member's own answer, when `price` is their group's: the list price everyone else pays (issue 40)",
    ),
});

// GET /api/tools/{id} also names the tool's variants (issue 39): the tools of its family.
export const variantJsonSchema = z.object({
  _id: id,
  name: z.string(),
  attributes: z
    .record(z.string())
    .describe(
      "The variant's values of the attributes that differ across its family, by attribute key (`voltage`: `36 V`, `battery-included`: `yes`)",
    ),
});

const toolWithVariantsJsonSchema = toolJsonSchema.extend({
  variants: z
    .array(variantJsonSchema)
    .describe(
      "Every tool of its family on sale, this one included, cheapest first; empty when the tool is in no family",
    ),
});

export const toolPageJsonSchema = z.object({
  tools: z.array(toolJsonSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});

export const reviewJsonSchema = z.object({
  _id: id,
  name: z.string(),
  company: z.string(),
  rating: z.number().int().min(1).max(5),
  description: z.string(),
  img: z.string().nullable(),
  createdAt: timestamp,
});

export const orderLineJsonSchema = z.object({
  toolId: id,
  name: z.string().describe("The tool's name when ordered"),
  qyt: z.number().int(),
  price: dollars.describe("Price per piece when ordered, US dollars"),
  amount: dollars.describe("price × qyt, US dollars"),
  sku: z.string().nullable().describe("The part number the line was ordered by"),
});

export const orderJsonSchema = z.object({
  _id: id,
  toolId: id,
  date: z.string().describe("Delivery date, YYYY-MM-DD"),
  name: z.string().describe("The tool's name when ordered"),
  qyt: z.number().int(),
  customer: z.string(),
  email: z.string(),
  address: z.string(),
  phone: z.string(),
  price: dollars.describe(
    "Price per piece when ordered, US dollars (of the first line, for an order of several)",
  ),
  amount: dollars.describe("What the customer pays: subtotal + shipping + tax, US dollars"),
  paid: z.boolean(),
  paymentId: z.string().nullable(),
  status: z.enum(["Pending", "Shipped"]).or(z.null()).describe("null until paid"),
  closed: z
    .enum(["cancelled", "expired"])
    .or(z.null())
    .describe(
      "An unpaid order that ended: cancelled, or expired after ORDER_HOLD_HOURS; else null",
    ),
  createdAt: timestamp,
  state: z
    .enum(ORDER_STATES)
    .describe(
      "The order's state in one word, from paid, status, closed and refunded: unpaid, paid (status Pending), shipped (status Shipped, shown Completed), partly_refunded, refunded, cancelled or expired",
    ),
  lines: z
    .array(orderLineJsonSchema)
    .describe("What was ordered: one line for an order of one tool"),
  subtotal: dollars.describe("The lines' amounts together, US dollars"),
  shipping: dollars.describe("US dollars; 0 for an order placed without a shipping method"),
  tax: dollars.describe("Sales tax, computed once on the order and rounded half up to the cent"),
  shippingMethod: z.string().nullable().describe("The shipping method's name when ordered"),
  purchaseOrder: z.string().nullable().describe("A trade buyer's purchase-order reference"),
  // `.or(z.null())` as for status: the document's enum then admits null (`.nullable()` did not).
  carrier: z
    .enum(CARRIERS)
    .or(z.null())
    .describe("Who carries the parcel, once shipped; else null"),
  trackingNumber: z.string().nullable().describe("The carrier's tracking number, once shipped"),
  trackingUrl: z
    .string()
    .nullable()
    .describe("The carrier's page that follows the parcel (UPS, FedEx and USPS); else null"),
  invoiceNumber: z
    .string()
    .nullable()
    .describe("Given when the order is paid, from a gap-free yearly sequence: INV-2026-000042"),
  refunded: dollars.describe("What has been given back so far, US dollars"),
});

// ---- The address book (issue 37) ----
export const addressJsonSchema = z.object({
  _id: id,
  name: z.string().describe("Who receives the delivery"),
  company: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  state: z.string().describe("Two-letter US state code, like OH"),
  zip: z.string().describe("5 digits, or 5 and 4 (45402-1234)"),
  phone: z.string(),
});
export type AddressJson = z.infer<typeof addressJsonSchema>;

const profileText = z.string().nullable();
// ---- The cart (issue 37) ----

export const cartJsonSchema = z.object({
  lines: z.array(
    z.object({
      toolId: id,
      name: z.string().describe("The tool's name today"),
      sku: z.string().nullable().describe("The tool's part number"),
      qyt: z.number().int(),
      price: dollars.describe("Today's price per piece, US dollars"),
      amount: dollars.describe("price × qyt, US dollars"),
      minimum_qyt: z.number().int().describe("The tool's minimum order today"),
      available_qyt: z.number().int().describe("The tool's stock today"),
      removed: z.boolean().describe("The tool left the catalogue: the line cannot be ordered"),
      problem: z
        .string()
        .nullable()
        .describe("What stands in the line's way (the spec's quantity messages), or null"),
      priceWas: dollars
        .nullable()
        .describe("The price per piece when the line was put in, when today's differs; else null"),
      // Trade prices (issue 40).
      priceSource: z
        .enum(["list", "break", "group"])
        .describe(
          "Where `price` comes from: the list price, a volume break, or the owner's price group",
        ),
      listPrice: dollars.describe("The catalogue's price per piece today, US dollars"),
    }),
  ),
  subtotal: dollars.describe("The lines that can be ordered, at today's prices, US dollars"),
});

export const userJsonSchema = z.object({
  _id: id,
  email: z.string(),
  displayName: z.string(),
  // `.or(z.null())`, not `.nullable()`: the generated JSON Schema then lists null as allowed.
  role: z.literal("admin").or(z.null()).describe('"admin", or null for a customer'),
  photoURL: profileText,
  education: profileText,
  personalPhone: profileText,
  personalAddress: profileText,
  businessName: profileText,
  businessAddress: profileText,
  businessPhone: profileText,
  linkedin: profileText,
  details: profileText,
  priceGroup: z
    .string()
    .or(z.null())
    .describe("The customer's price group by name, or null: list prices (issue 40)"),
});

export const accessTokenJsonSchema = z.object({
  accessToken: z
    .string()
    .describe("Send it as `Authorization: Bearer <accessToken>`; lasts 12 hours"),
});

export const userUpdateJsonSchema = z.object({
  accessToken: z.string().optional().describe("A fresh token, when one updated oneself"),
  user: userJsonSchema,
});

export const paymentIntentJsonSchema = z.object({
  clientSecret: z.string(),
  provider: z
    .enum(["stripe", "sandbox"])
    .describe("stripe: confirm with Stripe.js; sandbox: POST /api/sandbox/confirm-payment"),
});

export const sandboxPaymentJsonSchema = z.object({
  status: z.literal("succeeded"),
  paymentId: z.string(),
  order: orderJsonSchema,
});

export const imageUploadJsonSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string().describe("What POST /api/tools takes as `img`") }),
});

export const imageFailureJsonSchema = z.object({
  success: z.literal(false),
  error: z.string(),
});

export const webhookJsonSchema = z.object({
  received: z.literal(true),
  result: z.string().describe("What the event did to its order (fulfilled, ignored, ...)"),
});

export type ToolJson = z.infer<typeof toolJsonSchema>;
export type VariantJson = z.infer<typeof variantJsonSchema>;
export type ReviewJson = z.infer<typeof reviewJsonSchema>;
export type OrderJson = z.infer<typeof orderJsonSchema>;

/** `?email=` of GET /api/users and GET /api/orders (emails are kept in lower case). */
export const emailQuerySchema = z.object({
  email: typedText(z.string().trim().toLowerCase()).optional(),
});

// ---- Checkout (issue 37) ----

/** `?addressId=` of GET /api/shipping-methods: one of the caller's addresses, if given. */
export const shippingMethodsQuerySchema = z.object({
  addressId: typedText(z.string().max(64)).optional(),
});

/** The `Idempotency-Key` header of POST /api/checkout: the same key twice is one order. */
export const idempotencyKeySchema = typedText(
  z.string().min(1).max(64, "An Idempotency-Key has at most 64 characters"),
);

export const pricedShippingMethodJsonSchema = z.object({
  _id: id,
  name: z.string(),
  price: dollars.describe("For the caller's cart as it is now: 0 when free above its threshold"),
});

/** 409 of POST /api/checkout: the line of the cart that cannot be had, named. */
export const checkoutRefusalJsonSchema = apiErrorSchema.extend({
  line: z
    .object({ toolId: id, name: z.string(), message: z.string() })
    .optional()
    .describe("The cart's line that stopped the checkout (short of stock, no longer sold, ...)"),
});

// ---- Returns (issue 38) ----
export const returnJsonSchema = z.object({
  _id: id,
  orderId: id,
  status: z
    .enum(RETURN_STATUSES)
    .describe(
      "requested, then approved (the customer is mailed where to send the goods) or rejected; an approved one becomes received, which refunds its lines",
    ),
  reason: z
    .enum(RETURN_REASONS)
    .describe("defective (not put back on sale), wrong_item or not_needed"),
  comment: z.string().describe("The customer's words; may be empty"),
  note: z.string().nullable().describe("The admin's note (why, for a rejection)"),
  lines: z.array(
    z.object({
      toolId: id,
      name: z.string().describe("The tool's name when ordered"),
      qyt: z.number().int().describe("Pieces coming back"),
    }),
  ),
  refundId: id.nullable().describe("The refund made when the goods were received"),
  createdAt: timestamp,
  decidedAt: timestamp.nullable().describe("When it was approved or rejected"),
  receivedAt: timestamp.nullable(),
});
export type ReturnJson = z.infer<typeof returnJsonSchema>;

export const returnCreatedJsonSchema = z.object({
  _id: id,
  status: z.literal("requested"),
});

// ---- Refunds (issue 38) ----

/** 201 of POST /api/orders/:id/refunds: the refund made (or the earlier one of the same key). */
export const refundJsonSchema = z.object({
  _id: id,
  amount: dollars.describe("What was given back, US dollars"),
  creditNoteNumber: z.string().describe("The credit note's number, like CN-2026-000007"),
});
export type RefundJson = z.infer<typeof refundJsonSchema>;

// GET /api/search (issue 39): a page of a filtered search and its facets.
const facetValueJsonSchema = z.object({
  value: z
    .string()
    .describe(
      "A category's slug, a specification value as stored, or a number attribute's range (`1.5..2`, `..1.5`, `2..`: from the first number, included, up to the second, left out), each usable as its filter",
    ),
  count: z.number().int().describe("Tools it would show, the other filters kept"),
});

export const searchJsonSchema = toolPageJsonSchema.extend({
  facets: z
    .object({ category: z.array(facetValueJsonSchema) })
    .catchall(z.array(facetValueJsonSchema))
    .describe(
      "`category`: without a category, the top categories; with a top category, its subcategories; with a subcategory, it and its siblings. Then one list per attribute of the category, by its key (its query parameter); each value's count ignores that attribute's own filter.",
    ),
});

export type SearchJson = z.infer<typeof searchJsonSchema>;

// ---- Categories and specifications (issue 39) ----

/**
 * GET /api/tools/{id} and PUT's answer: the spec's tool with its category, values and variants.
 */
export const toolDetailJsonSchema = toolWithVariantsJsonSchema.extend({
  category: z.string().nullable().describe("The slug of the tool's category, or null"),
  attributes: z
    .record(z.string())
    .describe(
      'The tool\'s specification values by attribute key: a choice\'s option, a number as decimal text ("1.5"), "yes" or "no"',
    ),
  // Trade prices (issue 40): priced for the caller.
  price: dollars.describe(
    "What one piece costs the caller, US dollars: the list price, or a price group member's own",
  ),
  listPrice: dollars.describe("The catalogue's price per piece, US dollars"),
  priceBreaks: z
    .array(
      z.object({
        minQyt: z.number().int().describe("From this many pieces up (to the next rung)"),
        price: dollars.describe("The unit price, US dollars"),
      }),
    )
    .describe(
      "The caller's volume prices above one piece, ascending: the tool's breaks, or for a price group member the lower of each break and their group price",
    ),
  priceGroup: z.string().nullable().describe("The caller's price group, or null"),
});

// ---- Bulk import of tools (issue 39) ----

/** 200 and 422 of POST /api/tools/import: what the file does (or would do), or why not. */
export const toolImportJsonSchema = z.object({
  created: z.number().int().describe("Tools added (0 when any line is wrong)"),
  updated: z.number().int().describe("Tools the file changes"),
  unchanged: z.number().int().describe("Lines naming a tool that is already as they say"),
  stockChanged: z.number().int().describe("Updated tools whose stock the file sets"),
  errors: z
    .array(importErrorSchema)
    .describe("Every wrong cell: the line as a spreadsheet shows it (the header is 1), its column"),
  errorCount: z.number().int().describe("All errors, when more than the 10,000 listed"),
  dryRun: z.boolean().describe("Only checked: nothing was written"),
});

// ---- Price groups (issue 40) ----

const discountPercentJson = z
  .number()
  .describe("Percent off the list price, up to two decimals (15 is 15%)");

/** GET /api/price-groups: a group, its own discounts per category, and how many customers. */
export const priceGroupJsonSchema = z.object({
  _id: id,
  name: z.string().describe("What PUT /api/users/{email} takes as `priceGroup`, as does `_id`"),
  discount: discountPercentJson,
  categories: z
    .array(
      z.object({
        category: z.string().describe("The category's slug"),
        discount: discountPercentJson,
      }),
    )
    .describe(
      "The group's own discount on a category, over its `discount`; a subcategory's wins over its top category's",
    ),
  members: z.number().int().describe("Customers in the group"),
});

export type PriceGroupJson = z.infer<typeof priceGroupJsonSchema>;

// ---- Quotes (issue 40) ----

/** A quote as the API gives it: its lines, the prices asked at and quoted, its state now. */
export const quoteJsonSchema = z.object({
  _id: id,
  status: z
    .enum(QUOTE_STATUSES)
    .describe("requested (waiting for the shop's prices), sent (priced), accepted (an order)"),
  state: z
    .enum(QUOTE_STATES)
    .describe("The status, or expired for a sent quote whose validUntil has passed"),
  note: z.string().describe("The customer's words when asking"),
  reply: z.string().nullable().describe("The shop's words sent with the prices"),
  validUntil: z
    .string()
    .nullable()
    .describe("The last day (YYYY-MM-DD) it can be accepted; null until sent"),
  customer: z.string(),
  email: z.string(),
  lines: z.array(
    z.object({
      toolId: id,
      name: z.string().describe("The tool's name when asked for"),
      sku: z.string().nullable(),
      qyt: z.number().int(),
      listPrice: dollars.describe("The customer's own unit price when they asked"),
      price: dollars.nullable().describe("The quoted unit price; null until sent"),
      amount: dollars.describe("qyt times the quoted price (the price asked at until sent)"),
    }),
  ),
  total: dollars.describe("The lines' amounts: goods only, before shipping and tax"),
  orderId: id.nullable().describe("The order it was accepted into"),
  createdAt: timestamp,
  sentAt: timestamp.nullable(),
  acceptedAt: timestamp.nullable(),
});
export type QuoteJson = z.infer<typeof quoteJsonSchema>;
