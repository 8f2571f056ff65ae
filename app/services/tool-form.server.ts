import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { createTool, type ToolInput } from "~/models/tool.server";
import { IMAGE_TOO_LARGE } from "~/schemas/fields";
import { dollarsToCents } from "~/utils/money";
import {
  CATALOGUE_IMAGE,
  ImageRejectedError,
  removeStoredImage,
  storeImage,
} from "./images.server";
import { readMultipartForm } from "./multipart.server";
import { parseSubmission } from "~/utils/form.server";

type ToolFormSchema = z.ZodType<Omit<ToolInput, "img"> & { img?: File }, z.ZodTypeDef, unknown>;

export type ToolSubmission<Value> =
  | {
      ok: true;
      value: Value;
      input: Omit<ToolInput, "img">;
      img: string | null;
      /** The form as sent, with errors found later (by the database), for the page to show. */
      rejectWith: (fieldErrors: Record<string, string[]>) => SubmissionResult<string[]>;
    }
  | { ok: false; status: 400 | 413; reply: SubmissionResult<string[]> };

/**
 * A product form as posted (multipart, with the picture in `img`): validated with its schema,
 * then the picture checked, resized and stored. Nothing is stored unless every field is valid and
 * the picture is a real image; `img` is null when the form carried no picture (an edit keeps the
 * old one). Errors come back as a Conform reply, for the page or the JSON API to show.
 */
export async function receiveToolForm<Schema extends ToolFormSchema>(
  request: Request,
  schema: Schema,
): Promise<ToolSubmission<z.output<Schema>>> {
  const upload = await readMultipartForm(request);
  if (!upload.formData) {
    return {
      ok: false,
      status: 413,
      reply: { status: "error", error: { [upload.tooLarge]: [IMAGE_TOO_LARGE] } },
    };
  }
  const submission = parseSubmission(upload.formData, schema);
  if (submission.status !== "success") {
    return { ok: false, status: 400, reply: submission.reply() };
  }
  const value = submission.value as z.output<Schema>;
  const accepted = {
    ok: true as const,
    value,
    input: toolInput(value),
    rejectWith: (fieldErrors: Record<string, string[]>) => submission.reply({ fieldErrors }),
  };
  if (!value.img || value.img.size === 0) return { ...accepted, img: null };
  try {
    return { ...accepted, img: await storeImage(value.img, CATALOGUE_IMAGE) };
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    return {
      ok: false,
      status: 400,
      reply: submission.reply({ fieldErrors: { img: [error.message] } }),
    };
  }
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

/** Add Product's write: the tool with the picture just stored, which goes again if the write fails. */
export async function createSubmittedTool({
  input,
  img,
}: {
  input: Omit<ToolInput, "img">;
  img: string | null;
}) {
  if (!img) throw new Error("A new product is saved with its picture (the schema requires one)");
  try {
    return await createTool({ ...input, img });
  } catch (error) {
    await removeStoredImage(img);
    throw error;
  }
}
