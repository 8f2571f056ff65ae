import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~db/connection";
import { migrateToLatest } from "~db/migrate";
import * as initial from "../../migrations/0001_initial";

let dir: string | undefined;
let database: Database | undefined;
afterEach(async () => {
  await database?.destroy();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("0003_reviews_one_per_user", () => {
  it("keeps only the newest review of a customer who has several, then allows one", async () => {
    dir = mkdtempSync(join(tmpdir(), "storefront-migration-"));
    database = openDatabase(join(dir, "old.db"));
    const db = database;
    await new Migrator({
      db,
      provider: { getMigrations: async () => ({ "0001_initial": initial }) },
    }).migrateToLatest();

    await db
      .insertInto("users")
      .values({ id: "u1", email: "u1@shop.example", displayName: "U1", createdAt: "2026-01-01" })
      .execute();
    const review = (id: string, userId: string | null, createdAt: string) => ({
      id,
      userId,
      name: "U1",
      company: "Co",
      rating: 4,
      description: id,
      img: null,
      createdAt,
    });
    await db
      .insertInto("reviews")
      .values([
        review("old", "u1", "2026-01-02"),
        review("newest", "u1", "2026-01-04"),
        review("middle", "u1", "2026-01-03"),
        review("seed-a", null, "2026-01-01"),
        review("seed-b", null, "2026-01-01"),
      ])
      .execute();

    await migrateToLatest(db);
    const left = await db.selectFrom("reviews").select("id").orderBy("id").execute();
    expect(left.map((row) => row.id)).toEqual(["newest", "seed-a", "seed-b"]);
    await expect(
      db
        .insertInto("reviews")
        .values(review("another", "u1", "2026-01-05"))
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
  });
});
