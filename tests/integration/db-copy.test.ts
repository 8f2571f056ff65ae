// db:copy: an existing SQLite shop moved into this run's database (SQLite, or PostgreSQL in the
// "postgres" project), checked by row counts and a sample; the copy serves the same catalogue.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "#db/connection.ts";
import { copyDatabase, CopyRefusedError, importUploads } from "#db/copy.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { seedDemoData } from "#db/seed.ts";
import { listTools } from "#app/models/tool.server.ts";
import { verifyLogin } from "#app/models/user.server.ts";
import { db } from "#app/db.server.ts";

const dir = mkdtempSync(join(tmpdir(), "storefront-copy-"));
const source = openDatabase(join(dir, "old-shop.db"));
afterAll(async () => {
  await source.destroy();
  rmSync(dir, { recursive: true, force: true });
});

it("copies every table, checks it, and the copy serves the same shop", async () => {
  await migrateToLatest(source);
  await seedDemoData(source, { adminEmail: "owner@shop.example", adminPassword: "owner-pass" });
  await source
    .insertInto("images")
    .values({
      ...{ id: "0123456789abcdef01234567.webp", contentType: "image/webp" },
      ...{ bytes: Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 255]), createdAt: "2026-01-01" },
    })
    .execute();
  // Visitors' carts of every tool: more lines than one batch, paged by their two-column key.
  const toolIds = (await source.selectFrom("tools").select("id").execute()).map((tool) => tool.id);
  const cartCount = Math.ceil(600 / toolIds.length);
  const carts = Array.from({ length: cartCount }, (_, index) => ({
    id: `cart-${index}`,
    visitorKeyHash: `visitor-${index}`,
    updatedAt: "2026-01-01",
  }));
  await source.insertInto("carts").values(carts).execute();
  await source
    .insertInto("cart_lines")
    .values(
      carts.flatMap((cart) =>
        toolIds.map((toolId, position) => ({
          cartId: cart.id,
          toolId,
          qyt: 1,
          seenPrice: 100,
          addedAt: "2026-01-01",
          position,
        })),
      ),
    )
    .execute();

  const copied = await copyDatabase(source, db);
  const counts = Object.fromEntries(copied.map(({ table, target }) => [table, target]));
  expect(counts).toMatchObject({
    // The demo's admin, customer and distributor, and the distributor's price group.
    users: 3,
    passwords: 3,
    price_groups: 1,
    orders: 3,
    order_lines: 3,
    shipping_methods: 2,
    addresses: 1,
    cart_lines: cartCount * toolIds.length,
    images: 1,
  });
  for (const table of copied) {
    expect(table.target).toBe(table.source);
    expect(table.sampled > 0).toBe(table.source > 0);
  }
  expect(copied.find((table) => table.table === "tools")!.sampled).toBeGreaterThan(5);

  const [before, after] = await Promise.all(
    [source, db].map(async (each) =>
      (await each.selectFrom("tools").select("name").orderBy("id").execute()).map((t) => t.name),
    ),
  );
  expect(after).toEqual(before);
  // The target's catalogue index and counts were built from the copied rows (names first).
  const found = await listTools({ search: "drill" });
  expect(found.total).toBeGreaterThan(0);
  expect(found.tools[0]!.name).toMatch(/drill/i);
  expect((await listTools({})).total).toBe(before!.length);
  expect(await verifyLogin("owner@shop.example", "owner-pass")).toMatchObject({ role: "admin" });
  const image = await db.selectFrom("images").select("bytes").executeTakeFirstOrThrow();
  expect([...image.bytes]).toEqual([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 255]);
});

it("copies the shop back into a new SQLite file, the count of tools on sale derived there", async () => {
  const back = openDatabase(join(dir, "back.db"));
  try {
    const copied = await copyDatabase(db, back);
    for (const table of copied) expect(table.target).toBe(table.source);
    const counted = await back
      .selectFrom("catalogue_counts")
      .select("tools_on_sale")
      .executeTakeFirstOrThrow();
    const onSale = await db
      .selectFrom("tools")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("deletedAt", "is", null)
      .executeTakeFirstOrThrow();
    expect(Number(counted.tools_on_sale)).toBe(Number(onSale.count));
  } finally {
    await back.destroy();
  }
});

it("refuses a target that already holds data, and a source that is not migrated", async () => {
  await expect(copyDatabase(source, db)).rejects.toThrow(
    new CopyRefusedError(
      "The target already holds data (price_groups): copy into an empty database.",
    ),
  );
  const empty = openDatabase(join(dir, "never-migrated.db"));
  try {
    await expect(copyDatabase(empty, db)).rejects.toThrow(/not at this release's schema/);
  } finally {
    await empty.destroy();
  }
});

it("brings a SQLite shop's uploaded files into the images table, once", async () => {
  const uploads = join(dir, "uploads");
  mkdirSync(uploads);
  const name = "fedcba9876543210fedcba98.webp";
  writeFileSync(join(uploads, name), Buffer.from("RIFF-webp-bytes"));
  writeFileSync(join(uploads, "notes.txt"), "not an upload");
  expect(await importUploads(db, uploads)).toBe(1);
  expect(await importUploads(db, uploads)).toBe(0);
  const row = await db
    .selectFrom("images")
    .select(["contentType", "bytes"])
    .where("id", "=", name)
    .executeTakeFirstOrThrow();
  expect({ ...row, bytes: row.bytes.toString() }).toEqual({
    contentType: "image/webp",
    bytes: "RIFF-webp-bytes",
  });
  expect(await importUploads(db, join(dir, "no-such-folder"))).toBe(0);
});
