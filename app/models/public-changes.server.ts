import { dataVersionOf } from "~db/connection";
import { db } from "~/services/db.server";
import { singleton } from "~/utils/singleton.server";

/**
 * What the shop's public pages show: the catalogue (tools and their stock) and the reviews.
 * Models announce a change right after it is committed; the page cache listens and drops what
 * showed the old data. One process today; with several instances a PostgreSQL LISTEN/NOTIFY
 * relay would call `announcePublicChange` on the others, and nothing else has to move.
 */
export type PublicData = "catalogue" | "reviews";

type Listener = (what: PublicData) => void;

// One set for the process: the Express server (where the page cache listens) and the Remix
// build (where the models announce) each carry their own copy of this module.
const listeners = singleton("publicChangeListeners", () => new Set<Listener>());

export function onPublicChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announcePublicChange(what: PublicData): void {
  for (const listener of listeners) listener(what);
}

/**
 * SQLite's `data_version`: it moves when another connection (a seed run, an admin script, a
 * test) commits to the same file, which no announcement reaches.
 */
export function outsideWriteVersion(): number {
  return dataVersionOf(db);
}
