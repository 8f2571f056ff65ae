import type { Transaction } from "kysely";
import { newId } from "#db/id.ts";
import type { DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { MAX_PICTURES } from "#app/schemas/tool-extras.ts";
import { movedInList, type Move } from "#app/utils/reorder.ts";
import { writeToolDetails } from "./catalogue-write.server";

export interface Picture {
  id: string;
  url: string;
  alt: string;
}

/**
 * A tool's pictures in order; the first is its `img`. A tool written before galleries (or by a
 * script) may have no rows: its gallery is then its `img`, described by its name, under the
 * tool's own id (the id the first write gives that picture's row, as migration 0015 did).
 */
export async function toolGallery(tool: { id: string; img: string; name: string }) {
  const pictures = await db
    .selectFrom("tool_images")
    .select(["id", "url", "alt"])
    .where("toolId", "=", tool.id)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return pictures.length ? pictures : [{ id: tool.id, url: tool.img, alt: tool.name }];
}

/** The gallery's rows for a write: a tool without any gets its `img` as its first row. */
async function galleryRows(trx: Transaction<DB>, toolId: string): Promise<Picture[]> {
  const rows = await trx
    .selectFrom("tool_images")
    .select(["id", "url", "alt"])
    .where("toolId", "=", toolId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  if (rows.length) return rows;
  const tool = await trx
    .selectFrom("tools")
    .select(["img", "name"])
    .where("id", "=", toolId)
    .executeTakeFirstOrThrow();
  const first = { id: toolId, url: tool.img, alt: tool.name };
  await trx
    .insertInto("tool_images")
    .values({ ...first, toolId, position: 0 })
    .execute();
  return [first];
}

/** Numbers the pictures 0, 1, 2... in this order, and makes the first the tool's `img`. */
async function writeOrder(trx: Transaction<DB>, toolId: string, pictures: Picture[]) {
  for (const [position, picture] of pictures.entries())
    await trx
      .updateTable("tool_images")
      .set({ position })
      .where("id", "=", picture.id)
      .where("toolId", "=", toolId)
      .execute();
  const first = pictures[0];
  if (first)
    await trx.updateTable("tools").set({ img: first.url }).where("id", "=", toolId).execute();
}

export type GalleryWrite = "changed" | "missing" | "no-picture";

/** Adds a picture at the end of the gallery; "full" at MAX_PICTURES. */
export function addPicture(toolId: string, picture: Omit<Picture, "id">) {
  return writeToolDetails<"full">(toolId, async (trx) => {
    const pictures = await galleryRows(trx, toolId);
    if (pictures.length >= MAX_PICTURES) return "full";
    await trx
      .insertInto("tool_images")
      .values({ id: newId(), toolId, ...picture, position: pictures.length })
      .execute();
    return "changed";
  });
}

/** Describes a picture anew (its alt text). */
export function setPictureAlt(toolId: string, pictureId: string, alt: string) {
  return writeToolDetails<"no-picture">(toolId, async (trx) => {
    await galleryRows(trx, toolId);
    const result = await trx
      .updateTable("tool_images")
      .set({ alt })
      .where("id", "=", pictureId)
      .where("toolId", "=", toolId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n ? "changed" : "no-picture";
  });
}

/** Moves a picture one place up or down; moved first, it becomes the tool's `img`. */
export function movePicture(toolId: string, pictureId: string, move: Move) {
  return writeToolDetails<"no-picture" | "at-end">(toolId, async (trx) => {
    const pictures = await galleryRows(trx, toolId);
    const picture = pictures.find((candidate) => candidate.id === pictureId);
    if (!picture) return "no-picture";
    const moved = movedInList(pictures, picture, move);
    if (!moved) return "at-end";
    await writeOrder(trx, toolId, moved);
    return "changed";
  });
}

/**
 * Removes a picture, never the last one (the spec's `img` is always a picture). Answers the
 * removed picture's URL, for its file to go once nothing shows it.
 */
export async function removePicture(toolId: string, pictureId: string) {
  let removedUrl: string | null = null;
  const outcome = await writeToolDetails<"no-picture" | "last">(toolId, async (trx) => {
    const pictures = await galleryRows(trx, toolId);
    const removed = pictures.find((picture) => picture.id === pictureId);
    if (!removed) return "no-picture";
    if (pictures.length === 1) return "last";
    await trx.deleteFrom("tool_images").where("id", "=", pictureId).execute();
    await writeOrder(
      trx,
      toolId,
      pictures.filter((picture) => picture !== removed),
    );
    removedUrl = removed.url;
    return "changed";
  });
  return { outcome, removedUrl };
}

/**
 * Replaces a tool's pictures with these, in order, inside the caller's transaction (PUT
 * /api/tools/{id} `pictures`, issue 50); the first becomes its `img`. Files no picture shows any
 * more go with the sweep of unused images.
 */
export async function replaceGallery(
  trx: Transaction<DB>,
  toolId: string,
  pictures: Omit<Picture, "id">[],
) {
  await trx.deleteFrom("tool_images").where("toolId", "=", toolId).execute();
  await trx
    .insertInto("tool_images")
    .values(pictures.map((picture, position) => ({ id: newId(), toolId, ...picture, position })))
    .execute();
  await trx.updateTable("tools").set({ img: pictures[0]!.url }).where("id", "=", toolId).execute();
}

/** Whether some tool's gallery already shows this URL (a picture of this shop to reuse). */
export async function isGalleryPicture(url: string): Promise<boolean> {
  const row = await db
    .selectFrom("tool_images")
    .select("id")
    .where("url", "=", url)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
