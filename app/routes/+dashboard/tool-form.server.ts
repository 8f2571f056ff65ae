import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { skuTexts } from "#app/messages.ts";
import { createTool, SkuTakenError, type ToolInput } from "#app/models/tool.server.ts";
import type { ToolSpecs } from "#app/schemas/tool-specs.ts";
import { dollarsToCents } from "#app/utils/money.ts";
import { receiveImageForm } from "./image-form.server";
import { CATALOGUE_IMAGE, releaseStoredImage } from "#app/services/images.server.ts";

type ToolFormSchema = z.ZodType<
  Omit<ToolInput, "img"> & { img?: File | string },
  z.ZodTypeDef,
  unknown
>;

/**
 * A product form as posted (multipart, with the picture in `img`): its fields and picture as
 * `receiveImageForm` takes them, the picture carried across a refused post. Nothing is written
 * to the catalogue unless every field is valid and the picture is a real image; `img` is null
 * when the form carried no picture (an edit keeps the old one). `input` is what the model stores.
 */
export async function receiveToolForm<Schema extends ToolFormSchema>(
  request: Request,
  schema: Schema,
) {
  const submission = await receiveImageForm(request, schema, {
    name: "img",
    shape: CATALOGUE_IMAGE,
    carried: true,
  });
  return submission.ok ? { ...submission, input: toolInput(submission.value) } : submission;
}

/** The validated fields as the model stores them: the price from dollars to cents. */
export function toolInput(value: Omit<ToolInput, "img">): Omit<ToolInput, "img"> {
  return {
    name: value.name,
    price: dollarsToCents(value.price),
    description: value.description,
    minimum_qyt: value.minimum_qyt,
    available_qyt: value.available_qyt,
  };
}

/**
 * Add Product's write: the tool with the picture just stored (which goes again if the write
 * fails), and its category and values when the form has them. A part number another tool has
 * (the unique index decides, also between two admins) is the form's error on `sku`, the picture
 * carried in the reply for the next post.
 */
export async function createSubmittedTool({
  input,
  img,
  value,
  rejectWith,
}: {
  input: Omit<ToolInput, "img">;
  img: string | null;
  value: { sku?: string; specs?: ToolSpecs };
  rejectWith: (fieldErrors: Record<string, string[]>) => SubmissionResult<string[]>;
}) {
  if (!img) throw new Error("A new product is saved with its picture (the schema requires one)");
  try {
    const tool = await createTool({ ...input, img }, value.sku, value.specs);
    return { status: "created" as const, tool };
  } catch (error) {
    if (error instanceof SkuTakenError) {
      const reply = rejectWith({ sku: [skuTexts.taken] });
      const initialValue = { ...reply.initialValue, keptImg: img };
      return { status: "sku-taken" as const, img, reply: { ...reply, initialValue } };
    }
    // A kept picture named by the form could be another tool's: that one stays.
    await releaseStoredImage(img);
    throw error;
  }
}
