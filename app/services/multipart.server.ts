import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { MAX_IMAGE_BYTES } from "~/schemas/fields";

/**
 * Reads a multipart form, holding no part larger than an image may be. A part over the limit
 * stops the read and is reported against its field, so the form can say so.
 */
export async function readMultipartForm(
  request: Request,
): Promise<{ formData: FormData; tooLarge: null } | { formData: null; tooLarge: string }> {
  try {
    const formData = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: MAX_IMAGE_BYTES }),
    );
    return { formData, tooLarge: null };
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { formData: null, tooLarge: error.field };
    throw error;
  }
}
