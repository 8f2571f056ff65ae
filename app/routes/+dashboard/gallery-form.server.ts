import { catalogueExtrasTexts as texts } from "#app/messages.ts";
import { addPicture, isGalleryPicture } from "#app/models/tool-gallery.server.ts";
import { MAX_PICTURES, type AddPictureForm } from "#app/schemas/tool-extras.ts";
import { releaseStoredImage, storedImageExists } from "#app/services/images.server.ts";

/** A picture of this shop: an image it stored, or one some tool's gallery already shows. */
async function isShopPicture(url: string): Promise<boolean> {
  return (await storedImageExists(url)) || (await isGalleryPicture(url));
}

/**
 * The pictures PUT /api/tools/{id} names that are not this shop's (issue 50), as field errors by
 * place (`pictures.2.url`); none when all are.
 */
export async function foreignPictures(pictures: { url: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const [index, picture] of pictures.entries())
    if (!(await isShopPicture(picture.url)))
      errors[`pictures.${index}.url`] = [texts.notShopPicture];
  return errors;
}

export type PictureAdded =
  { status: "added" | "missing" } | { status: "refused"; field: "img" | "url"; message: string };

/**
 * Adds the picture a valid form named: the file it uploaded (`stored`, already checked and
 * stored) or the address it gave, which must be a picture of this shop. A refused upload goes
 * again, unless something shows it.
 */
export async function addSubmittedPicture(
  toolId: string,
  form: AddPictureForm,
  stored: string | null,
): Promise<PictureAdded> {
  const url = stored ?? form.url ?? "";
  if (!stored && !(await isShopPicture(url)))
    return { status: "refused", field: "url", message: texts.notShopPicture };
  const outcome = await addPicture(toolId, { url, alt: form.alt });
  if (outcome !== "changed" && stored) await releaseStoredImage(stored);
  if (outcome === "full")
    return { status: "refused", field: "img", message: texts.galleryFull(MAX_PICTURES) };
  return { status: outcome === "changed" ? "added" : "missing" };
}
