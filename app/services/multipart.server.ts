import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { MAX_IMAGE_BYTES } from "~/schemas/fields";

const UNREADABLE = "The form could not be read. Please send it again.";

/**
 * Reads a multipart form, holding no part larger than an image may be. A part over the limit
 * stops the read and is reported against its field, so the form can say so. A form posted
 * without a file (url-encoded) is read as it is; a body that is no form at all is a 400.
 */
export async function readMultipartForm(
  request: Request,
): Promise<{ formData: FormData; tooLarge: null } | { formData: null; tooLarge: string }> {
  const multipart = request.headers.get("Content-Type")?.startsWith("multipart/form-data");
  try {
    const formData = multipart
      ? await unstable_parseMultipartFormData(
          request,
          unstable_createMemoryUploadHandler({ maxPartSize: MAX_IMAGE_BYTES }),
        )
      : await request.formData();
    return { formData, tooLarge: null };
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { formData: null, tooLarge: error.field };
    throw new Response(UNREADABLE, { status: 400 });
  }
}
