import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { isAdmin } from "#app/models/user.server.ts";
import { IMAGE_TOO_LARGE } from "#app/schemas/fields.ts";
import { getOptionalUser } from "#app/services/auth.server.ts";
import {
  CATALOGUE_IMAGE,
  ImageRejectedError,
  NOT_AN_IMAGE,
  storeImage,
} from "#app/services/images.server.ts";
import { readMultipartForm } from "#app/services/multipart.server.ts";
import { byMethod } from "#app/utils/api.server.ts";
import { type ServerHandle, UPLOAD_BODY_LIMIT } from "#app/utils/route-handle.ts";
import { imageUploadJsonSchema, imageFailureJsonSchema } from "#app/schemas/api/images.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

/** The answers of the spec's image host: `{success, data: {url}}`, or `{success: false, error}`. */
const failure = (status: number, error: string) =>
  Response.json({ success: false, error }, { status });

export const handle: ServerHandle = { outsideRemix: true, bodyLimit: UPLOAD_BODY_LIMIT };

// POST /api/images (admins): multipart with the picture in `image`; it is checked, resized for
// the catalogue and stored, and its url is what POST /api/tools takes as `img`.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const user = await getOptionalUser(request);
      if (!user) return failure(401, "Sign in first: send a bearer access token");
      if (!isAdmin(user)) return failure(403, "Only an admin may upload images");
      const upload = await readMultipartForm(request).catch((thrown: unknown) => {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      });
      if (upload instanceof Response) {
        const reason =
          upload.status === 413 ? await upload.text() : "Send the image as multipart/form-data";
        return failure(upload.status, reason);
      }
      if (!upload.formData) return failure(413, IMAGE_TOO_LARGE);
      const image = upload.formData.get("image");
      if (!(image instanceof File) || image.size === 0) {
        return failure(400, `Send the picture in the "image" field. ${NOT_AN_IMAGE}.`);
      }
      try {
        const url = await storeImage(image, CATALOGUE_IMAGE);
        return Response.json({ success: true, data: { url } });
      } catch (error) {
        if (error instanceof ImageRejectedError) return failure(400, error.message);
        throw error;
      }
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "post",
      path: "/api/images",
      tags: ["Catalogue"],
      summary: "Upload a tool's picture (admins), answered like the spec's image host",
      security: api.security.signedIn,
      request: {
        body: {
          content: {
            "multipart/form-data": {
              schema: z.object({
                image: z.string().openapi({ format: "binary", description: "JPEG, PNG or WebP" }),
              }),
            },
          },
        },
      },
      responses: {
        200: api.answer("Stored, resized for the catalogue", imageUploadJsonSchema),
        400: api.answer("Not an image, or no `image` field", imageFailureJsonSchema),
        401: api.answer("Not signed in", imageFailureJsonSchema),
        403: api.answer("Not an admin", imageFailureJsonSchema),
        413: api.answer("Over 5 MB", imageFailureJsonSchema),
        429: api.tooMany,
      },
    },
  ];
}
