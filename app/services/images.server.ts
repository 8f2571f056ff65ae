import { newId } from "#db/id.ts";
import { imagesInUse, isImageInUse } from "#app/models/image.server.ts";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from "#app/schemas/fields.ts";
import { imageStore } from "./image-store.server";

export const NOT_AN_IMAGE = "Choose a JPEG, PNG or WebP image";
export const UPLOADS_URL = "/uploads";

export class ImageRejectedError extends Error {}

type ImageType = "jpeg" | "png" | "webp";

/** The type from the file's first bytes, never from its name or the browser's claim. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (signature: number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

export interface ImageShape {
  width: number;
  height: number;
  fit: "cover" | "inside";
}

export const AVATAR: ImageShape = { width: 256, height: 256, fit: "cover" };
export const CATALOGUE_IMAGE: ImageShape = { width: 800, height: 600, fit: "inside" };

/**
 * Checks, resizes and stores an uploaded image; answers its public URL. Files are named by a
 * random id and never change, so they are served with year-long caching.
 */
export async function storeImage(file: File, shape: ImageShape): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw new ImageRejectedError(IMAGE_TOO_LARGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffImageType(bytes)) throw new ImageRejectedError(NOT_AN_IMAGE);
  // Loaded at the first upload: libvips is 20 MB of memory that browsing never needs.
  const { default: sharp } = await import("sharp");
  let output: Buffer;
  try {
    output = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate() // honour the camera's orientation before the metadata is dropped
      .resize({
        width: shape.width,
        height: shape.height,
        fit: shape.fit,
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new ImageRejectedError(NOT_AN_IMAGE);
  }
  const name = `${newId()}.webp`;
  await imageStore.save(name, output);
  return `${UPLOADS_URL}/${name}`;
}

/** The stored name behind a URL of an image this app stored, or null for any other URL. */
function storedImageName(url: string | null): string | null {
  const prefix = `${UPLOADS_URL}/`;
  if (!url?.startsWith(prefix)) return null;
  const name = url.slice(prefix.length);
  return /^[0-9a-f]{24}\.webp$/.test(name) ? name : null;
}

/** Whether a URL names an image this app stored and still has (one sent by an API client). */
export async function storedImageExists(url: string): Promise<boolean> {
  const name = storedImageName(url);
  return name !== null && (await imageStore.has(name));
}

/** Deletes an image this app stored (one a failed write just saved); anything else is left alone. */
export async function removeStoredImage(url: string | null) {
  const name = storedImageName(url);
  if (name) await imageStore.remove(name);
}

/**
 * Deletes a replaced image this app stored, once nothing shows it any more: the API lets a tool
 * name any stored upload, and a review keeps the photo its author had when writing it.
 */
export async function releaseStoredImage(url: string | null) {
  if (!url || !storedImageName(url) || (await isImageInUse(url))) return;
  await removeStoredImage(url);
}

/**
 * Marks a stored image as just used (a refused product form carries it to the next post), so the
 * sweep below, which goes by when an image was stored or last used, leaves it alone while a
 * form still holds it.
 */
export async function touchStoredImage(url: string) {
  const name = storedImageName(url);
  if (name) await imageStore.touch(name);
}

export const UNUSED_IMAGE_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the stored images that nothing shows and that nothing has used for `olderThanMs`: a
 * picture kept for a product form that was then abandoned, an upload an API client never named.
 * Answers their URLs. Only images of ours (random names) are looked at, and each one is checked
 * against every table that can show an image right before it goes.
 */
export async function sweepUnusedImages(
  olderThanMs = UNUSED_IMAGE_AGE_MS,
  now = Date.now(),
): Promise<string[]> {
  const names = await imageStore.usedBefore(now - olderThanMs);
  const stale = names
    .map((name) => `${UPLOADS_URL}/${name}`)
    .filter((url) => storedImageName(url) !== null);
  const inUse = await imagesInUse(stale);
  const removed = stale.filter((url) => !inUse.has(url));
  for (const url of removed) await removeStoredImage(url);
  return removed;
}

/** The URLs among `urls` that name images this app stored and still has (a bulk import's pictures). */
export async function storedImagesAmong(urls: string[]): Promise<Set<string>> {
  const stored = new Set<string>();
  // A few at a time: the database store asks a query per name.
  for (let start = 0; start < urls.length; start += 50) {
    const batch = urls.slice(start, start + 50);
    const found = await Promise.all(batch.map((url) => storedImageExists(url)));
    batch.forEach((url, index) => found[index] && stored.add(url));
  }
  return stored;
}
