import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { createTool, type ToolInput } from "~/models/tool.server";
import { IMAGE_TOO_LARGE } from "~/schemas/fields";
import { dollarsToCents } from "~/utils/money";
import {
  CATALOGUE_IMAGE,
  ImageRejectedError,
  releaseStoredImage,
  storedImageExists,
  storeImage,
  touchStoredImage,
} from "./images.server";
import { readMultipartForm } from "./multipart.server";
import { parseSubmission } from "~/utils/form.server";
import { sharedTexts } from "~/messages";

type ToolFormSchema = z.ZodType<
  Omit<ToolInput, "img"> & { img?: File | string },
  z.ZodTypeDef,
  unknown
>;

export type ToolSubmission<Value> =
  | {
      ok: true;
      value: Value;
      input: Omit<ToolInput, "img">;
      img: string | null;
      /** The form as sent, with errors found later (by the database), for the page to show. */
      rejectWith: (fieldErrors: Record<string, string[]>) => SubmissionResult<string[]>;
    }
  | {
      ok: false;
      status: 400 | 413;
      reply: SubmissionResult<string[]>;
      /** A good picture this post stored although other fields were refused; the reply carries it. */
      storedImg: string | null;
    };

const CHOOSE_AGAIN = sharedTexts.chooseImageAgain;

/** A picture kept from a refused post, if the form carries one: only an image this shop stored. */
async function keptPicture(formData: FormData) {
  const kept = formData.get("keptImg");
  if (typeof kept !== "string" || !kept) return { img: null, error: null };
  if (!(await storedImageExists(kept))) return { img: null, error: CHOOSE_AGAIN };
  // In use again: the sweep of unused images counts its age from now.
  await touchStoredImage(kept);
  return { img: kept, error: null };
}

/**
 * The form's picture, checked whatever the other fields say (so a non-image is flagged with
 * every other error at once): a newly chosen file is checked, resized and stored, and replaces
 * a picture kept from a refused post (which goes, unless something shows it); without one, the
 * kept picture is used. A refused file leaves the kept picture carried.
 */
async function receivePicture(formData: FormData) {
  const file = formData.get("img");
  const kept = await keptPicture(formData);
  if (!(file instanceof File && file.size > 0)) return { ...kept, stored: false };
  try {
    const img = await storeImage(file, CATALOGUE_IMAGE);
    if (kept.img) await releaseStoredImage(kept.img);
    return { img, stored: true, error: null };
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    return { img: kept.img, stored: false, error: error.message };
  }
}

/**
 * A product form as posted (multipart, with the picture in `img`): validated with its schema,
 * and the picture checked, resized and stored. Nothing is written to the catalogue unless every
 * field is valid and the picture is a real image; `img` is null when the form carried no picture
 * (an edit keeps the old one). When other fields are refused, a good picture stays stored and its
 * URL comes back in the reply's `keptImg`, so the form carries it to the next post. Errors come
 * back as a Conform reply, for the page or the JSON API to show.
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
      storedImg: null,
    };
  }
  const submission = parseSubmission(upload.formData, schema);
  const picture = await receivePicture(upload.formData);
  if (submission.status !== "success" || picture.error) {
    const reply = submission.reply(picture.error ? { fieldErrors: { img: [picture.error] } } : {});
    return {
      ok: false,
      status: 400,
      reply: { ...reply, initialValue: { ...reply.initialValue, keptImg: picture.img ?? "" } },
      storedImg: picture.stored ? picture.img : null,
    };
  }
  const value = submission.value as z.output<Schema>;
  return {
    ok: true,
    value,
    input: toolInput(value),
    img: picture.img,
    rejectWith: (fieldErrors: Record<string, string[]>) => submission.reply({ fieldErrors }),
  };
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
    // A kept picture named by the form could be another tool's: that one stays.
    await releaseStoredImage(img);
    throw error;
  }
}
