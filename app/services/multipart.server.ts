import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { MAX_IMAGE_BYTES } from "#app/schemas/fields.ts";
import { readForm } from "#app/utils/form.server.ts";
import { sharedTexts } from "#app/messages.ts";

const UNREADABLE = sharedTexts.formUnreadable;

// The largest form with a picture has a dozen fields: more parts than this is no form of ours.
export const MAX_FORM_PARTS = 40;
export const TOO_MANY_PARTS = `A form may have at most ${MAX_FORM_PARTS} fields.`;

class TooManyPartsError extends Error {}

/** Holds each part in memory up to an image's size, and refuses a form of too many parts. */
function boundedUploadHandler(): UploadHandler {
  const inMemory = unstable_createMemoryUploadHandler({ maxPartSize: MAX_IMAGE_BYTES });
  let parts = 0;
  return (part) => {
    parts += 1;
    if (parts > MAX_FORM_PARTS) throw new TooManyPartsError();
    return inMemory(part);
  };
}

/**
 * Reads a multipart form, holding no part larger than an image may be. A part over the limit
 * stops the read and is reported against its field, so the form can say so. A form posted
 * without a file (url-encoded) is read as it is; a body that is no form at all is a 415, a
 * broken one a 400, one of too many parts a 413.
 */
export async function readMultipartForm(
  request: Request,
): Promise<{ formData: FormData; tooLarge: null } | { formData: null; tooLarge: string }> {
  const multipart = request.headers.get("Content-Type")?.startsWith("multipart/form-data");
  if (!multipart) return { formData: await readForm(request), tooLarge: null };
  try {
    const formData = await unstable_parseMultipartFormData(request, boundedUploadHandler());
    return { formData, tooLarge: null };
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { formData: null, tooLarge: error.field };
    if (error instanceof TooManyPartsError) throw new Response(TOO_MANY_PARTS, { status: 413 });
    throw new Response(UNREADABLE, { status: 400 });
  }
}
