import { z } from "zod";
import { promotionTexts } from "#app/messages.ts";
import { REQUIRED, typedText, wholeNumberField } from "./fields";
import { OVER_STOCK } from "./order-quantity";
import { MAX_STOCK } from "./tool";

// The cart's forms and API bodies. A quantity's limits are the tool's own (its minimum and
// today's stock): the cart model judges them, with the spec's messages. These schemas only keep
// out what no tool could take.

const toolIdField = typedText(z.string({ required_error: REQUIRED }).min(1, REQUIRED).max(64));

/** A line's quantity: 0 removes it; more than any stock can hold is over stock. */
const cartQuantityField = wholeNumberField({
  min: [0, "Enter 0 or more"],
  max: [MAX_STOCK, OVER_STOCK],
});

/** A discount code as typed (issue 49): letters, digits, dashes and underscores. */
export const discountCodeField = typedText(
  z
    .string({ required_error: promotionTexts.codeFormat })
    .trim()
    .min(1, promotionTexts.codeFormat)
    .max(40, promotionTexts.codeFormat)
    .regex(/^[A-Za-z0-9_-]+$/, promotionTexts.codeFormat),
);

/** What a cart form asks for (the name of its submit button's field). */
export const CART_INTENT = "intent";

/** The three forms that post to /cart, by intent. */
export const cartFormSchemas = {
  /** "Add to cart" on a tool's card, page or order form: this many more, then back to `redirectTo`. */
  add: z.object({
    toolId: toolIdField,
    qyt: cartQuantityField,
    redirectTo: z.string().max(2000).optional(),
  }),
  /** A line's new quantity, on the cart page. */
  update: z.object({ toolId: toolIdField, qyt: cartQuantityField }),
  /** Takes a line out, on the cart page. */
  remove: z.object({ toolId: toolIdField }),
  /** A discount code entered, on the cart page or the checkout. */
  code: z.object({ code: discountCodeField, redirectTo: z.string().max(2000).optional() }),
  /** Takes the discount code off. */
  uncode: z.object({ redirectTo: z.string().max(2000).optional() }),
};
export type CartIntent = keyof typeof cartFormSchemas;

export const isCartIntent = (value: unknown): value is CartIntent =>
  typeof value === "string" && Object.hasOwn(cartFormSchemas, value);

/** PUT /api/cart/code: the discount code to apply. */
export const cartCodeRequestSchema = z.object({ code: discountCodeField });

/** PUT /api/cart/lines/{toolId}: the line's quantity; 0 removes the line. */
export const cartLineRequestSchema = z.object({ qyt: cartQuantityField });
