import { z } from "zod";
import { REQUIRED, typedText } from "../fields";
import { trackingFields, withTrackingRules } from "../shipment";
import { API_ORDER_STATES } from "#app/utils/order-state.ts";
import { CARRIERS } from "#app/utils/tracking.ts";
import {
  dollarsJson,
  idJson,
  promotionsJsonSchema,
  recordNumberJson,
  timestampJson,
} from "./common";

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

export const orderLineJsonSchema = z.object({
  toolId: idJson,
  name: z.string().describe("The tool's name when ordered"),
  qyt: z.number().int(),
  price: dollarsJson.describe("Price per piece when ordered, US dollars"),
  amount: dollarsJson.describe("price × qyt, US dollars"),
  sku: z.string().nullable().describe("The part number the line was ordered by"),
  discount: dollarsJson.describe(
    "The promotions' share of the line, US dollars: it was paid amount - discount",
  ),
});

export const orderJsonSchema = z.object({
  _id: idJson,
  number: recordNumberJson("FL-100042", "The order"),
  toolId: idJson,
  date: z.string().describe("Delivery date, YYYY-MM-DD"),
  name: z.string().describe("The tool's name when ordered"),
  qyt: z.number().int(),
  customer: z.string(),
  email: z.string(),
  address: z.string(),
  phone: z.string(),
  price: dollarsJson.describe(
    "Price per piece when ordered, US dollars (of the first line, for an order of several)",
  ),
  amount: dollarsJson.describe(
    "What the customer pays: subtotal - discount + shipping + tax, US dollars",
  ),
  paid: z.boolean(),
  paymentId: z.string().nullable(),
  status: z.enum(["Pending", "Shipped"]).or(z.null()).describe("null until paid"),
  closed: z
    .enum(["cancelled", "expired", "declined"])
    .or(z.null())
    .describe(
      "An unpaid order that ended: cancelled, expired after ORDER_HOLD_HOURS, or declined by its company; else null",
    ),
  createdAt: timestampJson,
  state: z
    .enum(API_ORDER_STATES)
    .describe(
      "The order's state in one word, from paid, status, closed, refunded and approval: unpaid, paid (status Pending), shipped (status Shipped, shown Completed), partly_refunded, refunded, cancelled, expired or declined; an order above its buyer's spending limit waits as \"Awaiting approval\" (issue 48's words) until an admin of the company approves it (then unpaid) or declines it",
    ),
  approval: z
    .object({
      status: z.enum(["awaiting", "approved", "declined"]),
      note: z.string().nullable().describe("Why it was declined, as the buyer is mailed"),
      decidedAt: timestampJson.nullable(),
    })
    .nullable()
    .describe("For an order that needed its company's approval: where that stands; else null"),
  lines: z
    .array(orderLineJsonSchema)
    .describe("What was ordered: one line for an order of one tool"),
  subtotal: dollarsJson.describe("The lines' amounts together, US dollars"),
  discount: dollarsJson.describe(
    "What promotions took off the goods and the shipping together, US dollars",
  ),
  code: z.string().nullable().describe("The discount code the order was placed with, or null"),
  promotions: promotionsJsonSchema,
  shipping: dollarsJson.describe("US dollars; 0 for an order placed without a shipping method"),
  tax: dollarsJson.describe(
    "Sales tax, computed once on the order and rounded half up to the cent",
  ),
  taxExemption: z
    .object({
      number: z.string().describe("The resale certificate's number"),
      state: z.string().describe("The state it is for: the state the order shipped to"),
    })
    .nullable()
    .describe(
      "The company's verified resale certificate that made this order's tax 0 (issue 48), as kept when it was placed; else null",
    ),
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
  refunded: dollarsJson.describe("What has been given back so far, US dollars"),
});
export type OrderJson = z.infer<typeof orderJsonSchema>;
