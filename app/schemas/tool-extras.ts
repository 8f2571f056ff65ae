import { z } from "zod";
import { catalogueExtrasTexts as texts } from "#app/messages.ts";
import { MOVES } from "#app/utils/reorder.ts";
import { imageFile, requiredText, typedText } from "./fields";
import { MAX_TOOL_NAME } from "./field-hints";

// The admin forms of a tool's pictures, family and accessories (issue 39).

/** A tool's pictures are at most this many: a product page, not a photo album. */
export const MAX_PICTURES = 12;
/** A tool lists at most this many accessories: what goes with it, not the catalogue. */
export const MAX_ACCESSORIES = 24;
export const MAX_ALT = 250;
export const MAX_PICTURE_ADDRESS = 300;
export const MAX_SKU = 64;

/** What a picture shows, for those who cannot see it: always given. */
const alt = requiredText(MAX_ALT);

/** A row of an admin's list (a picture, an accessory): an id of ours. */
const rowId = z.string().trim().min(1).max(64);

/** A part number as typed: one line, trimmed; the model matches it without regard to case. */
export const skuField = requiredText(MAX_SKU);

/**
 * The pictures page's forms: add a picture (a file, or the address of a picture this shop
 * already has, with its alt text) or move one up or down.
 */
export const picturesFormSchema = z
  .discriminatedUnion("intent", [
    z.object({
      intent: z.literal("add"),
      alt,
      img: imageFile.optional(),
      url: typedText(z.string().trim().max(MAX_PICTURE_ADDRESS)).optional(),
    }),
    z.object({ intent: z.literal("move"), pictureId: rowId, move: z.enum(MOVES) }),
  ])
  .superRefine((form, context) => {
    if (form.intent !== "add" || Boolean(form.img) !== Boolean(form.url)) return;
    context.addIssue({
      code: "custom",
      path: ["img"],
      message: form.img ? texts.notBoth : texts.pictureOrAddress,
    });
  });

export type AddPictureForm = Extract<z.output<typeof picturesFormSchema>, { intent: "add" }>;

/** A picture's alt text, edited. */
export const pictureAltSchema = z.object({ alt });

/** The family page: join the family of another tool, start one, or leave. */
export const familyFormSchema = z.discriminatedUnion("to", [
  z.object({ to: z.literal("join"), sku: skuField }),
  z.object({ to: z.literal("new"), name: requiredText(MAX_TOOL_NAME) }),
  z.object({ to: z.literal("none") }),
]);

/** The accessories page: add one by part number, move one, or take one off. */
export const accessoriesFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), sku: skuField }),
  z.object({ intent: z.literal("move"), accessoryId: rowId, move: z.enum(MOVES) }),
  z.object({ intent: z.literal("remove"), accessoryId: rowId }),
]);
