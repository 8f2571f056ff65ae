import type { Insertable } from "kysely";
import { newId } from "~db/id";
import type { Reviews, Tools } from "~db/types";
import { db } from "~/services/db.server";

let clock = Date.parse("2026-01-01T00:00:00Z");
/** Strictly increasing timestamps, so "newest first" is deterministic in tests. */
export function nextTimestamp(): string {
  clock += 60_000;
  return new Date(clock).toISOString();
}

export async function insertTool(overrides: Partial<Insertable<Tools>> = {}) {
  const tool = {
    id: newId(),
    name: "Test Hammer",
    img: "/images/tools/claw-hammer.svg",
    description: "A hammer made for tests.",
    price: 1850,
    minimum_qyt: 5,
    available_qyt: 100,
    createdAt: nextTimestamp(),
    ...overrides,
  };
  await db.insertInto("tools").values(tool).execute();
  return tool;
}

export async function insertReview(overrides: Partial<Insertable<Reviews>> = {}) {
  const review = {
    id: newId(),
    name: "Test Reviewer",
    company: "Test Co",
    rating: 4,
    description: "Solid.",
    img: null,
    createdAt: nextTimestamp(),
    ...overrides,
  };
  await db.insertInto("reviews").values(review).execute();
  return review;
}

export async function clearCatalogue() {
  await db.deleteFrom("orders").execute();
  await db.deleteFrom("tools").execute();
  await db.deleteFrom("reviews").execute();
}
