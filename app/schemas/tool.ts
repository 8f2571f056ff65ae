import { z } from "zod";
import { dollarAmount, imageFile, REQUIRED, requiredText, wholeNumber } from "./fields";
import { MAX_TOOL_NAME } from "./field-hints";
import { sharedTexts } from "#app/messages.ts";
import { optionalSkuField, skuField } from "./sku";

export const MAX_PRICE_DOLLARS = 100_000;
export const MAX_STOCK = 1_000_000;
export const MINIMUM_ABOVE_STOCK = "The minimum order cannot be more than the quantity in stock";
export const UPLOADED_IMAGE_URL = /^\/uploads\/[0-9a-f]{24}\.webp$/;

// Quantities are whole numbers (the spec's rule). The spec's client parsed prices as whole
// dollars too; a real catalogue (and our own demo one) has cents, so a price takes up to two
// decimals and the database keeps integer cents. A product is never free, and its minimum
// order is at least one piece.

export const toolFields = {
  name: requiredText(MAX_TOOL_NAME),
  price: dollarAmount(0.01, MAX_PRICE_DOLLARS),
  description: requiredText(2000, "many"),
  minimum_qyt: wholeNumber(1, MAX_STOCK),
  available_qyt: wholeNumber(1, MAX_STOCK),
};

/** An order of the minimum quantity must be possible from the stock. */
export const minimumWithinStock = (tool: { minimum_qyt: number; available_qyt: number }) =>
  tool.minimum_qyt <= tool.available_qyt;
const minimumAboveStock = { path: ["minimum_qyt"], message: MINIMUM_ABOVE_STOCK };

/**
 * A picture a refused post of the same form already stored (see `receiveToolForm`), carried in a
 * hidden field so that it need not be chosen again. The server checks it is one of ours.
 */
const keptImg = z.string().regex(UPLOADED_IMAGE_URL, sharedTexts.chooseImageAgain).optional();

/** The picture: a newly chosen file, or (when none was chosen) the URL of the kept one. */
const picture = z.union([imageFile, keptImg.unwrap()], {
  errorMap: () => ({ message: REQUIRED }),
});

/**
 * Reads a kept picture as the picture when no file was chosen, before the fields are checked,
 * so that a missing picture is reported with every other error, as a field of its own.
 */
function withKeptPicture<Schema extends z.ZodTypeAny>(schema: Schema) {
  return z.preprocess((raw) => {
    if (typeof raw !== "object" || raw === null) return raw;
    const form = raw as { img?: unknown; keptImg?: unknown };
    // A file input left empty sends an empty file (Conform reads it as no value, later).
    const noFile = form.img === undefined || (form.img instanceof File && form.img.size === 0);
    return noFile && form.keptImg ? { ...form, img: form.keptImg } : raw;
  }, schema) as unknown as z.ZodType<z.output<Schema>, z.ZodTypeDef, z.input<Schema>>;
}

/** Add product: every field and the picture (a new one, or one kept from a refused post). */
export const newToolSchema = withKeptPicture(
  z
    .object({ ...toolFields, sku: optionalSkuField, img: picture, keptImg })
    .refine(minimumWithinStock, minimumAboveStock),
);

/**
 * Edit product: the same fields; a new picture is optional (without one the old stays).
 * `stockSeen` is the stock the form was loaded with: a save never undoes an order placed
 * meanwhile. Orders may have run the stock below the minimum (or to 0); a stock left as it was
 * is accepted, so a sold-out tool can still be corrected before it is restocked.
 */
export const editToolSchema = withKeptPicture(
  z
    .object({
      ...toolFields,
      available_qyt: wholeNumber(0, MAX_STOCK),
      sku: skuField,
      img: picture.optional(),
      keptImg,
      stockSeen: z.number().int().min(0),
      // Issue 50: the stock under which tool.low_stock is announced; empty for none.
      lowStockThreshold: wholeNumber(1, MAX_STOCK).optional(),
    })
    .refine(
      (tool) => tool.available_qyt === tool.stockSeen || minimumWithinStock(tool),
      minimumAboveStock,
    ),
);

/** Restock: a quantity added to what is in stock. */
export const restockSchema = z.object({ quantity: wholeNumber(1, MAX_STOCK) });

/** POST /api/tools as JSON: price in dollars (cents allowed), `img` an image uploaded with POST /api/images. */
export const toolApiSchema = z
  .object({
    ...toolFields,
    sku: optionalSkuField,
    img: z
      .string({ required_error: REQUIRED })
      .regex(UPLOADED_IMAGE_URL, "Upload the image with POST /api/images and send its url"),
  })
  .refine(minimumWithinStock, minimumAboveStock);
