import { outsideWriteVersion as versionOf } from "#db/connection.ts";
import { db } from "#app/db.server.ts";
import { singleton } from "#app/utils/singleton.server.ts";

/**
 * What the shop's public pages show: the catalogue (tools and their stock) and the reviews, and
 * the top categories every page's footer links (issue 39; their changes are catalogue changes too).
 * Models announce a change right after it is committed; the page cache listens and drops what
 * showed the old data. Writes this process does not see (another instance, a script) reach it
 * through `outsideWriteVersion`.
 */
export type PublicData = "catalogue" | "reviews" | "categories";

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
 * Moves when another connection (another instance, a seed run, an admin script, a test) commits
 * a change, which no announcement reaches: SQLite's `data_version` of the file, or on PostgreSQL
 * the count of notifications from the triggers on tools and reviews (LISTEN/NOTIFY).
 */
export function outsideWriteVersion(): number {
  return versionOf(db);
}
