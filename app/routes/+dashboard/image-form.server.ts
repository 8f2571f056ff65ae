import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { sharedTexts } from "#app/messages.ts";
import { IMAGE_TOO_LARGE } from "#app/schemas/fields.ts";
import { parseSubmission } from "#app/utils/form.server.ts";
import {
  ImageRejectedError,
  releaseStoredImage,
  storedImageExists,
  storeImage,
  touchStoredImage,
  type ImageShape,
} from "#app/services/images.server.ts";
import { readMultipartForm } from "#app/services/multipart.server.ts";

/** The file input of a form with a picture, and what the stored picture becomes. */
export interface PictureField {
  name: string;
  shape: ImageShape;
  /**
   * Whether the form carries a stored picture across a refused post, in a hidden `keptImg` field
   * (the product forms). Then the picture is checked and stored whatever the other fields say, so
   * a non-image is flagged with every other error at once and a good one need not be chosen
   * again. Without (the profile), the picture is stored only once every other field is valid.
   */
  carried?: boolean;
}

export type ImageFormSubmission<Value> =
  | {
      ok: true;
      value: Value;
      /** The picture's URL: newly stored or kept; null when the form carried none. */
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

/** A picture kept from a refused post, if the form carries one: only an image this shop stored. */
async function keptPicture(formData: FormData) {
  const kept = formData.get("keptImg");
  if (typeof kept !== "string" || !kept) return { img: null, error: null };
  if (!(await storedImageExists(kept))) return { img: null, error: sharedTexts.chooseImageAgain };
  // In use again: the sweep of unused images counts its age from now.
  await touchStoredImage(kept);
  return { img: kept, error: null };
}

/**
 * The form's picture: a newly chosen file is checked, resized and stored, and replaces a picture
 * kept from a refused post (which goes, unless something shows it); without one, the kept
 * picture is used. A refused file leaves the kept picture carried.
 */
async function receivePicture(formData: FormData, picture: PictureField) {
  const file = formData.get(picture.name);
  const kept = picture.carried ? await keptPicture(formData) : { img: null, error: null };
  if (!(file instanceof File && file.size > 0)) return { ...kept, stored: false };
  try {
    const img = await storeImage(file, picture.shape);
    if (kept.img) await releaseStoredImage(kept.img);
    return { img, stored: true, error: null };
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    return { img: kept.img, stored: false, error: error.message };
  }
}

/**
 * A form with a picture as posted (multipart; url-encoded without a file): validated with its
 * schema, and the picture checked, resized and stored. A part over an image's size is a 413
 * against its field; invalid fields or a file that is no image, a 400. Errors come back as a
 * Conform reply, for the page or the JSON API to show; a carried picture's URL comes back in the
 * reply's `keptImg`, so the form sends it with the next post.
 */
export async function receiveImageForm<Schema extends z.ZodTypeAny>(
  request: Request,
  schema: Schema,
  picture: PictureField,
): Promise<ImageFormSubmission<z.output<Schema>>> {
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
  if (submission.status !== "success" && !picture.carried) {
    return { ok: false, status: 400, reply: submission.reply(), storedImg: null };
  }
  const received = await receivePicture(upload.formData, picture);
  if (submission.status !== "success" || received.error) {
    const reply = submission.reply(
      received.error ? { fieldErrors: { [picture.name]: [received.error] } } : {},
    );
    return {
      ok: false,
      status: 400,
      reply: picture.carried
        ? { ...reply, initialValue: { ...reply.initialValue, keptImg: received.img ?? "" } }
        : reply,
      storedImg: received.stored ? received.img : null,
    };
  }
  return {
    ok: true,
    value: submission.value as z.output<Schema>,
    img: received.img,
    rejectWith: (fieldErrors) => submission.reply({ fieldErrors }),
  };
}
