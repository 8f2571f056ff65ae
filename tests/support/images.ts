import { utimesSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { db } from "#app/db.server.ts";
import { imageStore, uploadsDir } from "#app/services/image-store.server.ts";

/** A real picture, generated: no binary fixtures in the repository. */
export function pngBytes(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#f97316" } })
    .png()
    .toBuffer();
}

export function file(bytes: Uint8Array, name: string, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** Text dressed up as a PNG: the name and the type say image, the bytes do not. */
export const fakePng = () =>
  file(
    Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
    "photo.png",
    "image/png",
  );

/** Just over the 5 MB limit, and a PNG by its first bytes. */
export function oversizedPng(): File {
  const bytes = new Uint8Array(5 * 1024 * 1024 + 1);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return file(bytes, "huge.png", "image/png");
}

/** A multipart POST, as a browser sends a form with a file. */
export function multipartRequest(
  path: string,
  fields: Record<string, string | File>,
  headers: HeadersInit = {},
): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(new URL(path, "http://shop.test"), { method: "POST", body, headers });
}

/** The images the app has stored, to check that a refused upload left nothing behind. */
export function storedFiles(): Promise<string[]> {
  return imageStore.names();
}

/** Makes a stored image look as if it had last been used `ms` ago, in whichever store holds it. */
export async function backdateStoredImage(url: string, ms: number) {
  const name = url.split("/").pop()!;
  const then = new Date(Date.now() - ms);
  const { numUpdatedRows } = await db
    .updateTable("images")
    .set({ createdAt: then.toISOString() })
    .where("id", "=", name)
    .executeTakeFirst();
  if (numUpdatedRows === 0n) utimesSync(join(uploadsDir, name), then, then);
}
