import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#db/connection.ts";
import { migrateToLatest } from "#db/migrate.ts";
import * as initial from "#migrations/0001_initial.ts";
import { MONEY_COLUMNS } from "#migrations/0019_money_in_bigint.ts";
import { migrations } from "#migrations/index.ts";
import { engineOf } from "#db/engine.ts";
import { newId } from "#db/id.ts";
import { db as appDb } from "#app/db.server.ts";
import { readCart, setCartLine } from "#app/models/cart.server.ts";
import { nextRecordNumber } from "#app/models/document-number.server.ts";
import { listTools } from "#app/models/tool.server.ts";
import { insertTool, userWithToken } from "#tests/fixtures/in-process.ts";

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

describe("0006_orders_status_changed_at", () => {
  it("starts the status time of existing orders at the time they were placed", async () => {
    dir = mkdtempSync(join(tmpdir(), "storefront-migration-"));
    database = openDatabase(join(dir, "old.db"));
    const db = database;
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0006"));
    await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
    await sql`insert into tools (id, name, img, description, price, minimum_qyt, available_qyt, "createdAt")
      values ('t1', 'Saw', '/tools/saw.svg', 'A saw', 1000, 1, 5, '2026-01-01')`.execute(db);
    await sql`insert into orders (id, "toolId", date, name, qyt, customer, email, address, phone, price, amount, "createdAt")
      values ('o1', 't1', '2026-02-01', 'Saw', 1, 'U1', 'u1@shop.example', '1 Test Street', '555-0100', 1000, 1000, '2026-01-05T10:00:00.000Z')`.execute(
      db,
    );

    await migrateToLatest(db);
    const order = await db
      .selectFrom("orders")
      .select("statusChangedAt")
      .where("id", "=", "o1")
      .executeTakeFirstOrThrow();
    expect(order.statusChangedAt).toBe("2026-01-05T10:00:00.000Z");
  });
});

describe("0010_search_sort_keys", () => {
  it("gives each entry of the search index its sort keys, in the index's order, and can be undone", async () => {
    dir = mkdtempSync(join(tmpdir(), "storefront-migration-"));
    database = openDatabase(join(dir, "old.db"));
    const db = database;
    const upTo = (last: string) =>
      Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= last));
    const migrateTo = (last: string) =>
      new Migrator({ db, provider: { getMigrations: async () => upTo(last) } }).migrateToLatest();
    await migrateTo("0009_tools_updated_at");
    const tool = (id: string, name: string, price: number, deletedAt: string | null = null) =>
      sql`insert into tools (id, name, img, description, price, minimum_qyt, available_qyt, "createdAt", "deletedAt")
        values (${id}, ${name}, '/tools/saw.svg', 'A saw', ${price}, 1, 5, '2026-01-01', ${deletedAt})`.execute(
        db,
      );
    await tool("t1", "Tenon saw", 300);
    await tool("t2", "Coping saw", 100);
    await tool("t3", "Retired saw", 50, "2026-01-02");
    await tool("t4", "Fret saw", 200);
    // Renamed under 0005's triggers: its entry went to the end of the index.
    await sql`update tools set name = 'Dovetail saw' where id = 't1'`.execute(db);
    const entries = async () =>
      (
        await sql<{ tool_id: string; sorted: string | null }>`
          select tools_search.tool_id, tools_search_sort.tool_id as sorted
          from tools_search left join tools_search_sort on tools_search_sort.entry = tools_search.rowid
          order by tools_search.rowid`.execute(db)
      ).rows;

    await migrateTo("0010_search_sort_keys");
    // FTS5 checks its index against its rows, and throws when they differ.
    await sql`insert into tools_search (tools_search) values ('integrity-check')`.execute(db);
    expect(await entries()).toEqual([
      { tool_id: "t2", sorted: "t2" },
      { tool_id: "t4", sorted: "t4" },
      { tool_id: "t1", sorted: "t1" },
    ]);
    const byPrice = await sql<{ tool_id: string; price: number; name: string }>`
      select tool_id, price, name from tools_search_sort order by price`.execute(db);
    expect(byPrice.rows).toEqual([
      { tool_id: "t2", price: 100, name: "Coping saw" },
      { tool_id: "t4", price: 200, name: "Fret saw" },
      { tool_id: "t1", price: 300, name: "Dovetail saw" },
    ]);

    await new Migrator({
      db,
      provider: { getMigrations: async () => upTo("0010_search_sort_keys") },
    }).migrateDown();
    await sql`update tools set name = 'Bow saw' where id = 't2'`.execute(db);
    const found = await sql<{ tool_id: string }>`
      select tool_id from tools_search where tools_search match 'bow'`.execute(db);
    expect(found.rows).toEqual([{ tool_id: "t2" }]);
    const tables = await sql<{ name: string }>`
      select name from sqlite_master where name = 'tools_search_sort'`.execute(db);
    expect(tables.rows).toEqual([]);
  });
});

describe("0011_stored_search_document", () => {
  it("is undone and done again, and the search still finds the names", async () => {
    // The run's own database: on PostgreSQL the column and its index go and come back.
    await insertTool({ name: "Coping saw" });
    // Every later migration is undone first, then 0011 itself.
    const undone = await new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    }).migrateTo("0010_search_sort_keys");
    expect(undone.error).toBeUndefined();
    expect(undone.results?.at(-1)?.migrationName).toBe("0011_stored_search_document");
    await migrateToLatest(appDb);
    expect((await listTools({ search: "coping" })).total).toBe(1);
  });
});

describe("0013_cart_checkout", () => {
  it("gives every order placed before lines its one line, and its amount as subtotal", async () => {
    // The run's own database, on either engine: undo 0013, place orders the old way, redo it.
    const migrator = new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    });
    const undone = await migrator.migrateTo("0012_user_tokens_by_address");
    expect(undone.results?.map((result) => result.migrationName)).toEqual([
      "0036_promotions",
      "0035_webhooks",
      "0034_integrations",
      "0033_tax_exemptions",
      "0032_on_account",
      "0031_order_approvals",
      "0030_company_addresses_invitations",
      "0029_companies",
      "0028_billing_and_company",
      "0027_quote_rounds",
      "0026_shipping_days_in_transit",
      "0025_lean_order_indexes",
      "0024_order_quote_return_numbers",
      "0023_cart_line_position",
      "0022_quote_line_asked_price",
      "0021_request_digests",
      "0020_line_price_ladders",
      "0019_money_in_bigint",
      "0018_trade_prices",
      "0017_pending_imports",
      "0016_catalogue_index",
      "0015_catalogue",
      "0014_after_the_sale",
      "0013_cart_checkout",
    ]);
    // Before 0015 a tool has no part number (an undefined column is left out of the insert).
    const tool = await insertTool({ name: "Old saw", price: 1250, sku: undefined });
    const order = (id: string, qyt: number) =>
      sql`insert into orders (id, "toolId", date, name, qyt, customer, email, address, phone, price, amount, "createdAt")
        values (${id}, ${tool.id}, '2026-02-01', 'Old saw', ${qyt}, 'U1', 'u1@shop.example', '1 Test Street', '555-0100', 1250, ${1250 * qyt}, '2026-01-05T10:00:00.000Z')`.execute(
        appDb,
      );
    await order("old-1", 2);
    await order("old-2", 5);

    await migrateToLatest(appDb);
    const orders = await appDb
      .selectFrom("orders")
      .select(["id", "amount", "subtotal", "shipping", "tax"])
      .where("id", "in", ["old-1", "old-2"])
      .orderBy("id")
      .execute();
    expect(orders).toEqual([
      { id: "old-1", amount: 2500, subtotal: 2500, shipping: 0, tax: 0 },
      { id: "old-2", amount: 6250, subtotal: 6250, shipping: 0, tax: 0 },
    ]);
    const lines = await appDb
      .selectFrom("order_lines")
      .select(["orderId", "toolId", "name", "qyt", "price", "amount", "position"])
      .where("orderId", "in", ["old-1", "old-2"])
      .orderBy("orderId")
      .execute();
    expect(lines).toEqual([
      {
        orderId: "old-1",
        toolId: tool.id,
        name: "Old saw",
        qyt: 2,
        price: 1250,
        amount: 2500,
        position: 0,
      },
      {
        orderId: "old-2",
        toolId: tool.id,
        name: "Old saw",
        qyt: 5,
        price: 1250,
        amount: 6250,
        position: 0,
      },
    ]);
    // The total must add up from now on.
    await expect(
      appDb.updateTable("orders").set({ tax: 1 }).where("id", "=", "old-1").execute(),
    ).rejects.toThrow(/check constraint/i);
  });
});

describe("0014_after_the_sale", () => {
  it("numbers the orders paid before it in the order they were paid, per year, and dates shipping", async () => {
    const migrator = new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    });
    const undone = await migrator.migrateTo("0013_cart_checkout");
    expect(undone.results?.map((result) => result.migrationName)).toEqual([
      "0036_promotions",
      "0035_webhooks",
      "0034_integrations",
      "0033_tax_exemptions",
      "0032_on_account",
      "0031_order_approvals",
      "0030_company_addresses_invitations",
      "0029_companies",
      "0028_billing_and_company",
      "0027_quote_rounds",
      "0026_shipping_days_in_transit",
      "0025_lean_order_indexes",
      "0024_order_quote_return_numbers",
      "0023_cart_line_position",
      "0022_quote_line_asked_price",
      "0021_request_digests",
      "0020_line_price_ladders",
      "0019_money_in_bigint",
      "0018_trade_prices",
      "0017_pending_imports",
      "0016_catalogue_index",
      "0015_catalogue",
      "0014_after_the_sale",
    ]);
    const tool = await insertTool({ name: "Paid saw", price: 1000, sku: undefined });
    const order = async (id: string, status: string | null, changedAt: string) => {
      const paid = status ? 1 : 0;
      await sql`insert into orders (id, "toolId", date, name, qyt, customer, email, address, phone,
          price, amount, subtotal, paid, "paymentId", status, "createdAt", "statusChangedAt")
        values (${id}, ${tool.id}, '2026-02-01', 'Paid saw', 1, 'U1', 'u1@shop.example',
          '1 Test Street', '555-0100', 1000, 1000, 1000, ${paid}, ${paid ? `pi_${id}` : null},
          ${status}, '2025-12-30T10:00:00.000Z', ${changedAt})`.execute(appDb);
      await sql`insert into order_lines (id, "orderId", "toolId", name, qyt, price, amount, position)
        values (${id}, ${id}, ${tool.id}, 'Paid saw', 1, 1000, 1000, 0)`.execute(appDb);
    };
    await order("paid-b", "Pending", "2026-01-03T09:00:00.000Z");
    await order("paid-a", "Pending", "2026-01-02T09:00:00.000Z");
    await order("shipped", "Shipped", "2026-01-04T09:00:00.000Z");
    await order("unpaid", null, "2025-12-30T10:00:00.000Z");

    await migrateToLatest(appDb);
    const rows = await appDb
      .selectFrom("orders")
      .select(["id", "invoiceNumber", "paidAt", "shippedAt", "refunded"])
      .where("id", "in", ["paid-a", "paid-b", "shipped", "unpaid"])
      .orderBy("id")
      .execute();
    // The shipped order's payment moment is not kept: it counts as paid when placed, in 2025.
    expect(rows).toEqual([
      {
        id: "paid-a",
        invoiceNumber: "INV-2026-000001",
        paidAt: "2026-01-02T09:00:00.000Z",
        shippedAt: null,
        refunded: 0,
      },
      {
        id: "paid-b",
        invoiceNumber: "INV-2026-000002",
        paidAt: "2026-01-03T09:00:00.000Z",
        shippedAt: null,
        refunded: 0,
      },
      {
        id: "shipped",
        invoiceNumber: "INV-2025-000001",
        paidAt: "2025-12-30T10:00:00.000Z",
        shippedAt: "2026-01-04T09:00:00.000Z",
        refunded: 0,
      },
      { id: "unpaid", invoiceNumber: null, paidAt: null, shippedAt: null, refunded: 0 },
    ]);
    const sequences = await appDb
      .selectFrom("document_sequences")
      .selectAll()
      .where("kind", "=", "invoice")
      .where("year", "in", [2025, 2026])
      .orderBy("year")
      .execute();
    expect(sequences).toEqual([
      { kind: "invoice", year: 2025, last: 1 },
      { kind: "invoice", year: 2026, last: 2 },
    ]);
  });
});

describe("0015_catalogue", () => {
  it("gives every tool from before a part number and its picture as its gallery's first, and can be undone", async () => {
    const migrator = new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    });
    const undone = await migrator.migrateTo("0014_after_the_sale");
    expect(undone.results?.map((result) => result.migrationName)).toEqual([
      "0036_promotions",
      "0035_webhooks",
      "0034_integrations",
      "0033_tax_exemptions",
      "0032_on_account",
      "0031_order_approvals",
      "0030_company_addresses_invitations",
      "0029_companies",
      "0028_billing_and_company",
      "0027_quote_rounds",
      "0026_shipping_days_in_transit",
      "0025_lean_order_indexes",
      "0024_order_quote_return_numbers",
      "0023_cart_line_position",
      "0022_quote_line_asked_price",
      "0021_request_digests",
      "0020_line_price_ladders",
      "0019_money_in_bigint",
      "0018_trade_prices",
      "0017_pending_imports",
      "0016_catalogue_index",
      "0015_catalogue",
    ]);
    const id = "0123456789abcdef01234567";
    await sql`insert into tools (id, name, img, description, price, minimum_qyt, available_qyt,
        "createdAt") values (${id}, 'Old saw', '/images/tools/jigsaw.svg', 'A saw.', 1000, 1, 5,
        '2026-01-01T00:00:00.000Z')`.execute(appDb);

    await migrateToLatest(appDb);
    const tool = await appDb
      .selectFrom("tools")
      .select(["sku", "categoryId", "familyId", "updatedAt"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(tool).toEqual({
      sku: "FL-0123456789ABCDEF01234567",
      categoryId: null,
      familyId: null,
      updatedAt: "2026-01-01T00:00:00.000Z",
    });
    const pictures = await appDb
      .selectFrom("tool_images")
      .select(["url", "alt", "position"])
      .where("toolId", "=", id)
      .execute();
    expect(pictures).toEqual([{ url: "/images/tools/jigsaw.svg", alt: "Old saw", position: 0 }]);
    // Two tools never share a part number.
    await expect(
      sql`update tools set sku = ${tool.sku} where id <> ${id}`.execute(appDb),
    ).rejects.toThrow(/unique/i);
  });
});

describe("0016_catalogue_index", () => {
  it("drops the engines' name searches, keeps counting the tools on sale, and can be undone", async () => {
    const migrator = new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    });
    const onSale = async () =>
      (
        await sql<{ count: number }>`select tools_on_sale as count from catalogue_counts`.execute(
          appDb,
        )
      ).rows[0]!.count;
    const undone = await migrator.migrateTo("0015_catalogue");
    expect(undone.results?.map((result) => result.migrationName)).toEqual([
      "0036_promotions",
      "0035_webhooks",
      "0034_integrations",
      "0033_tax_exemptions",
      "0032_on_account",
      "0031_order_approvals",
      "0030_company_addresses_invitations",
      "0029_companies",
      "0028_billing_and_company",
      "0027_quote_rounds",
      "0026_shipping_days_in_transit",
      "0025_lean_order_indexes",
      "0024_order_quote_return_numbers",
      "0023_cart_line_position",
      "0022_quote_line_asked_price",
      "0021_request_digests",
      "0020_line_price_ladders",
      "0019_money_in_bigint",
      "0018_trade_prices",
      "0017_pending_imports",
      "0016_catalogue_index",
    ]);
    const before = await insertTool({ name: "Keyhole saw" });
    // Undone, the name search is back and finds it.
    const found =
      engineOf(appDb) === "postgres"
        ? sql`select id from tools where search_document @@ to_tsquery('simple', 'keyhole')`
        : sql`select tool_id as id from tools_search where tools_search match 'keyhole'`;
    expect((await found.execute(appDb)).rows).toEqual([{ id: before.id }]);

    await migrateToLatest(appDb);
    const count = Number(await onSale());
    const tool = await insertTool({ name: "Pad saw" });
    await insertTool({ name: "Retired saw", deletedAt: "2026-01-02T00:00:00.000Z" });
    expect(Number(await onSale())).toBe(count + 1);
    await sql`update tools set "deletedAt" = '2026-01-03T00:00:00.000Z' where id = ${tool.id}`.execute(
      appDb,
    );
    expect(Number(await onSale())).toBe(count);
    await sql`delete from tools where id = ${before.id}`.execute(appDb);
    expect(Number(await onSale())).toBe(count - 1);
    const leftovers =
      engineOf(appDb) === "postgres"
        ? sql`select column_name as name from information_schema.columns
            where table_name = 'tools' and column_name = 'search_document'`
        : sql`select name from sqlite_master where name like 'tools_search%'`;
    expect((await leftovers.execute(appDb)).rows).toEqual([]);
  });
});

describe("0019_money_in_bigint", () => {
  /** The type of every cents column, as PostgreSQL has it (SQLite's INTEGER holds 8 bytes). */
  const moneyTypes = async () => {
    const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = current_schema()`.execute(appDb);
    return Object.entries(MONEY_COLUMNS).flatMap(([table, columns]) =>
      columns.map((column) => {
        const row = rows.find((r) => r.table_name === table && r.column_name === column);
        return `${table}.${column} ${row?.data_type}`;
      }),
    );
  };
  const typed = (type: string) =>
    Object.entries(MONEY_COLUMNS).flatMap(([table, columns]) =>
      columns.map((column) => `${table}.${column} ${type}`),
    );
  const priceOf = async (id: string) =>
    (await appDb.selectFrom("tools").select("price").where("id", "=", id).executeTakeFirstOrThrow())
      .price;

  it("keeps every amount, holds cents past 2^31 as exact numbers, and can be undone", async () => {
    const postgres = engineOf(appDb) === "postgres";
    const migrator = new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    });
    const undone = await migrator.migrateTo("0018_trade_prices");
    expect(undone.results?.map((result) => result.migrationName)).toEqual([
      "0036_promotions",
      "0035_webhooks",
      "0034_integrations",
      "0033_tax_exemptions",
      "0032_on_account",
      "0031_order_approvals",
      "0030_company_addresses_invitations",
      "0029_companies",
      "0028_billing_and_company",
      "0027_quote_rounds",
      "0026_shipping_days_in_transit",
      "0025_lean_order_indexes",
      "0024_order_quote_return_numbers",
      "0023_cart_line_position",
      "0022_quote_line_asked_price",
      "0021_request_digests",
      "0020_line_price_ladders",
      "0019_money_in_bigint",
    ]);
    if (postgres) expect(await moneyTypes()).toEqual(typed("integer"));
    const tool = await insertTool({ name: "Old press", price: 2_147_483_647 });

    // Read as 0019 leaves them: 0022 renames one of its columns (quote_lines.listPrice).
    expect((await migrator.migrateTo("0019_money_in_bigint")).error).toBeUndefined();
    if (postgres) expect(await moneyTypes()).toEqual(typed("bigint"));
    expect(await priceOf(tool.id)).toBe(2_147_483_647);
    // $21,500,000.00 was "out of range for type integer" on PostgreSQL.
    await appDb
      .updateTable("tools")
      .set({ price: 2_150_000_000 })
      .where("id", "=", tool.id)
      .execute();
    expect(await priceOf(tool.id)).toBe(2_150_000_000);

    if (postgres) {
      // Past what a number holds exactly: an error, never a rounded amount.
      await sql`update tools set price = 9007199254740993 where id = ${tool.id}`.execute(appDb);
      await expect(priceOf(tool.id)).rejects.toThrow(/exactly/);
      // Undone while a value needs 8 bytes: refused, nothing changed.
      const refused = await migrator.migrateTo("0018_trade_prices");
      expect(String(refused.error)).toMatch(/out of range/);
      expect(await moneyTypes()).toEqual(typed("bigint"));
    }
    // Back within 4 bytes, the undo goes through and keeps the amount.
    await appDb.updateTable("tools").set({ price: 1250 }).where("id", "=", tool.id).execute();
    expect((await migrator.migrateTo("0018_trade_prices")).error).toBeUndefined();
    expect(await priceOf(tool.id)).toBe(1250);
    await migrateToLatest(appDb);
  });
});

describe("0020_line_price_ladders", () => {
  it("leaves lines and refund lines from before without a ladder (never re-priced), and can be undone", async () => {
    const migrator = new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    });
    const undone = await migrator.migrateTo("0019_money_in_bigint");
    expect(undone.results?.map((result) => result.migrationName)).toEqual([
      "0036_promotions",
      "0035_webhooks",
      "0034_integrations",
      "0033_tax_exemptions",
      "0032_on_account",
      "0031_order_approvals",
      "0030_company_addresses_invitations",
      "0029_companies",
      "0028_billing_and_company",
      "0027_quote_rounds",
      "0026_shipping_days_in_transit",
      "0025_lean_order_indexes",
      "0024_order_quote_return_numbers",
      "0023_cart_line_position",
      "0022_quote_line_asked_price",
      "0021_request_digests",
      "0020_line_price_ladders",
    ]);
    const tool = await insertTool({ name: "Old clamp", price: 1000 });
    await sql`insert into orders (id, "toolId", date, name, qyt, customer, email, address, phone,
        price, amount, subtotal, paid, "paymentId", status, "createdAt", "statusChangedAt", refunded)
      values ('ladderless', ${tool.id}, '2026-02-01', 'Old clamp', 50, 'U1', 'u1@shop.example',
        '1 Test Street', '555-0100', 1000, 50000, 50000, 1, 'pi_ladderless', 'Pending',
        '2026-01-05T10:00:00.000Z', '2026-01-05T10:00:00.000Z', 4000)`.execute(appDb);
    await sql`insert into order_lines (id, "orderId", "toolId", name, qyt, price, amount, position)
      values ('ladderless', 'ladderless', ${tool.id}, 'Old clamp', 50, 1000, 50000, 0)`.execute(
      appDb,
    );
    await sql`insert into refunds (id, "orderId", amount, reason, restock, source, status, "createdAt")
      values ('ladderless', 'ladderless', 4000, 'Old', 0, 'admin', 'pending', '2026-01-06T10:00:00.000Z')`.execute(
      appDb,
    );
    await sql`insert into refund_lines ("refundId", "toolId", qyt, amount)
      values ('ladderless', ${tool.id}, 4, 4000)`.execute(appDb);

    await migrateToLatest(appDb);
    const line = await appDb
      .selectFrom("order_lines")
      .select(["priceSteps"])
      .where("id", "=", "ladderless")
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ priceSteps: null });
    const given = await appDb
      .selectFrom("refund_lines")
      .select(["price", "keptQyt", "keptPrice"])
      .where("refundId", "=", "ladderless")
      .executeTakeFirstOrThrow();
    expect(given).toEqual({ price: null, keptQyt: null, keptPrice: null });
  });
});

describe("0022_quote_line_asked_price", () => {
  it("names a quote line's price when asked askedPrice, keeping every price, and can be undone", async () => {
    const migrator = new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    });
    const undone = await migrator.migrateTo("0021_request_digests");
    expect(undone.results?.map((result) => result.migrationName)).toEqual([
      "0036_promotions",
      "0035_webhooks",
      "0034_integrations",
      "0033_tax_exemptions",
      "0032_on_account",
      "0031_order_approvals",
      "0030_company_addresses_invitations",
      "0029_companies",
      "0028_billing_and_company",
      "0027_quote_rounds",
      "0026_shipping_days_in_transit",
      "0025_lean_order_indexes",
      "0024_order_quote_return_numbers",
      "0023_cart_line_position",
      "0022_quote_line_asked_price",
    ]);
    const { user } = await userWithToken();
    const tool = await insertTool({ name: "Quoted press" });
    const quoteId = newId();
    // As the table stood then: no number yet (0024).
    await sql`insert into quotes (id, "userId", status, note, "createdAt")
      values (${quoteId}, ${user.id}, 'requested', 'Before the rename', '2020-01-01T00:00:00.000Z')`.execute(
      appDb,
    );
    // Past PostgreSQL's 4-byte integers: the column keeps 0019's bigint through the rename.
    await sql`insert into quote_lines ("quoteId", position, "toolId", name, qyt, "listPrice")
      values (${quoteId}, 0, ${tool.id}, 'Quoted press', 3, 2150000000)`.execute(appDb);

    await migrateToLatest(appDb);
    const line = await appDb
      .selectFrom("quote_lines")
      .select(["askedPrice", "price"])
      .where("quoteId", "=", quoteId)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ askedPrice: 2_150_000_000, price: null });

    expect((await migrator.migrateTo("0021_request_digests")).error).toBeUndefined();
    const before = await sql<{ listPrice: number }>`
      select "listPrice" from quote_lines where "quoteId" = ${quoteId}`.execute(appDb);
    expect(before.rows.map((row) => Number(row.listPrice))).toEqual([2_150_000_000]);
    await migrateToLatest(appDb);
  });
});

describe("0023_cart_line_position", () => {
  it("numbers each cart's lines from before in the order it listed them, and can be undone", async () => {
    const migrator = new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    });
    const undone = await migrator.migrateTo("0022_quote_line_asked_price");
    expect(undone.results?.map((result) => result.migrationName)).toEqual([
      "0036_promotions",
      "0035_webhooks",
      "0034_integrations",
      "0033_tax_exemptions",
      "0032_on_account",
      "0031_order_approvals",
      "0030_company_addresses_invitations",
      "0029_companies",
      "0028_billing_and_company",
      "0027_quote_rounds",
      "0026_shipping_days_in_transit",
      "0025_lean_order_indexes",
      "0024_order_quote_return_numbers",
      "0023_cart_line_position",
    ]);
    const { user } = await userWithToken();
    // Ids that sort as their letters: the tie below goes by tool on either engine.
    const tool = (first: string) => insertTool({ id: `${first}${newId()}`, minimum_qyt: 1 });
    const [a, b, c, d] = [await tool("a"), await tool("b"), await tool("c"), await tool("d")];
    const accountCart = newId();
    const visitorCart = newId();
    await appDb
      .insertInto("carts")
      .values([
        { id: accountCart, userId: user.id, visitorKeyHash: null, updatedAt: "2020-01-01" },
        { id: visitorCart, userId: null, visitorKeyHash: newId(), updatedAt: "2020-01-01" },
      ])
      .execute();
    const oldLine = (cartId: string, toolId: string, addedAt: string) =>
      sql`insert into cart_lines ("cartId", "toolId", qyt, "seenPrice", "addedAt")
        values (${cartId}, ${toolId}, 1, ${a.price}, ${addedAt})`.execute(appDb);
    await oldLine(accountCart, a.id, "2020-01-01T00:00:00.002Z");
    await oldLine(accountCart, c.id, "2020-01-01T00:00:00.001Z");
    await oldLine(accountCart, b.id, "2020-01-01T00:00:00.001Z");
    await oldLine(visitorCart, d.id, "2020-01-01T00:00:00.003Z");
    const positions = (cartId: string) =>
      appDb
        .selectFrom("cart_lines")
        .select(["toolId", "position"])
        .where("cartId", "=", cartId)
        .orderBy("position")
        .execute();
    const numbered = [
      { toolId: b.id, position: 0 },
      { toolId: c.id, position: 1 },
      { toolId: a.id, position: 2 },
    ];

    await migrateToLatest(appDb);
    expect(await positions(accountCart)).toEqual(numbered);
    expect(await positions(visitorCart)).toEqual([{ toolId: d.id, position: 0 }]);
    // A line put in now goes after them; a line without a place, or on a taken one, is refused.
    expect(await setCartLine({ userId: user.id }, d.id, 1)).toEqual({ status: "saved" });
    expect((await readCart({ userId: user.id })).lines.map((line) => line.toolId)).toEqual([
      b.id,
      c.id,
      a.id,
      d.id,
    ]);
    await expect(oldLine(visitorCart, a.id, "2020-01-01T00:00:00.004Z")).rejects.toThrow(
      /not[- ]null/i,
    );
    await expect(
      appDb
        .insertInto("cart_lines")
        .values({
          cartId: visitorCart,
          toolId: a.id,
          qyt: 1,
          seenPrice: a.price,
          addedAt: "2020-01-01T00:00:00.004Z",
          position: 0,
        })
        .execute(),
    ).rejects.toThrow(/unique/i);
    if (engineOf(appDb) === "postgres") {
      const { rows } = await sql<{ data_type: string }>`
        select data_type from information_schema.columns
        where table_schema = current_schema() and table_name = 'cart_lines'
          and column_name = 'seenPrice'`.execute(appDb);
      expect(rows).toEqual([{ data_type: "bigint" }]);
    }

    // Undone, the lines stay without their places; done again, they are numbered as before.
    expect((await migrator.migrateTo("0022_quote_line_asked_price")).error).toBeUndefined();
    const kept = await sql<{ toolId: string }>`
      select "toolId" from cart_lines where "cartId" = ${accountCart}`.execute(appDb);
    expect(kept.rows).toHaveLength(4);
    await expect(sql`select position from cart_lines`.execute(appDb)).rejects.toThrow();
    await migrateToLatest(appDb);
    expect((await positions(accountCart)).map((line) => line.toolId)).toEqual([
      ...numbered.map((line) => line.toolId),
      d.id,
    ]);
  });
});

describe("0024_order_quote_return_numbers", () => {
  it("numbers orders, quotes and returns from before in the order they were placed, goes on from there, and can be undone", async () => {
    const migrator = new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    });
    const undone = await migrator.migrateTo("0023_cart_line_position");
    expect(undone.results?.map((result) => result.migrationName)).toEqual([
      "0036_promotions",
      "0035_webhooks",
      "0034_integrations",
      "0033_tax_exemptions",
      "0032_on_account",
      "0031_order_approvals",
      "0030_company_addresses_invitations",
      "0029_companies",
      "0028_billing_and_company",
      "0027_quote_rounds",
      "0026_shipping_days_in_transit",
      "0025_lean_order_indexes",
      "0024_order_quote_return_numbers",
    ]);
    const tool = await insertTool({ name: "Numbered saw", price: 1000 });
    await sql`insert into users (id, email, "displayName", "createdAt")
      values ('numbered-buyer', 'numbered@shop.example', 'N', '2026-01-01T00:00:00.000Z')`.execute(
      appDb,
    );
    // Written out of order: the numbers follow when each was placed, then the id.
    const placed = [
      ["num-c", "2026-03-02T10:00:00.000Z"],
      ["num-a", "2026-03-01T10:00:00.000Z"],
      ["num-d", "2026-03-02T10:00:00.000Z"],
      ["num-b", "2026-03-01T11:00:00.000Z"],
    ];
    for (const [id, createdAt] of placed) {
      await sql`insert into orders (id, "toolId", "userId", date, name, qyt, customer, email,
          address, phone, price, amount, subtotal, paid, "createdAt", "statusChangedAt")
        values (${id}, ${tool.id}, 'numbered-buyer', '2026-04-01', 'Numbered saw', 1, 'N',
          'numbered@shop.example', '1 Test Street', '555-0100', 1000, 1000, 1000, 0, ${createdAt},
          ${createdAt})`.execute(appDb);
      await sql`insert into order_lines (id, "orderId", "toolId", name, qyt, price, amount, position)
        values (${id}, ${id}, ${tool.id}, 'Numbered saw', 1, 1000, 1000, 0)`.execute(appDb);
    }
    for (const [id, createdAt] of [
      ["quote-late", "2026-03-05T10:00:00.000Z"],
      ["quote-early", "2026-03-04T10:00:00.000Z"],
    ])
      await sql`insert into quotes (id, "userId", status, note, "createdAt")
        values (${id}, 'numbered-buyer', 'requested', 'Price this', ${createdAt})`.execute(appDb);
    await sql`insert into returns (id, "orderId", "userId", status, reason, comment, "createdAt")
      values ('return-1', 'num-a', 'numbered-buyer', 'requested', 'not_needed', '',
        '2026-03-06T10:00:00.000Z')`.execute(appDb);

    await migrateToLatest(appDb);
    // Every order, the file's earlier ones too, numbered from FL-100001 in placed order.
    const orders = await appDb
      .selectFrom("orders")
      .select(["id", "number"])
      .orderBy("createdAt")
      .orderBy("id")
      .execute();
    expect(orders.map((order) => order.number)).toEqual(
      orders.map((_, index) => `FL-${100_001 + index}`),
    );
    const mine = orders.filter((order) => order.id.startsWith("num-")).map((order) => order.id);
    expect(mine).toEqual(["num-a", "num-b", "num-c", "num-d"]);
    const numberOf = (table: "quotes" | "returns", id: string) =>
      appDb
        .selectFrom(table)
        .select("number")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
        .then((row) => row.number);
    // The quotes likewise, those of the file's earlier tests too (placed before 2026).
    const quotes = await appDb
      .selectFrom("quotes")
      .select(["id", "number"])
      .orderBy("createdAt")
      .orderBy("id")
      .execute();
    expect(quotes.map((quote) => quote.number)).toEqual(
      quotes.map((_, index) => `Q-${1_001 + index}`),
    );
    expect(quotes.slice(-2).map((quote) => quote.id)).toEqual(["quote-early", "quote-late"]);
    expect(await numberOf("returns", "return-1")).toBe("R-2001");
    // The sequences go on from how many there were.
    const next = await appDb
      .transaction()
      .execute(async (trx) =>
        Promise.all([
          nextRecordNumber(trx, "order"),
          nextRecordNumber(trx, "quote"),
          nextRecordNumber(trx, "return"),
        ]),
      );
    expect(next).toEqual([`FL-${100_001 + orders.length}`, `Q-${1_001 + quotes.length}`, "R-2002"]);
    // No two share a number; on PostgreSQL none is without one.
    await expect(
      appDb.updateTable("orders").set({ number: "FL-100001" }).where("id", "=", "num-d").execute(),
    ).rejects.toThrow(/unique/i);
    if (engineOf(appDb) === "postgres")
      await expect(
        sql`update quotes set number = null where id = 'quote-late'`.execute(appDb),
      ).rejects.toThrow(/null/i);

    // Undone, the invoices' sequences stay and the others go; done again, it numbers anew.
    expect((await migrator.migrateTo("0023_cart_line_position")).error).toBeUndefined();
    const kinds = await appDb.selectFrom("document_sequences").select("kind").distinct().execute();
    expect(kinds.every((row) => ["invoice", "credit-note"].includes(row.kind))).toBe(true);
    await migrateToLatest(appDb);
    expect(await numberOf("returns", "return-1")).toBe("R-2001");
  });
});

describe("0025_lean_order_indexes", () => {
  /** How the engine has an index of `orders`, or undefined if there is none. */
  async function indexOf(name: string): Promise<string | undefined> {
    const found =
      engineOf(appDb) === "postgres"
        ? await sql<{ text: string }>`select indexdef as text from pg_indexes
            where tablename = 'orders' and indexname = ${name}`.execute(appDb)
        : await sql<{ text: string }>`select sql as text from sqlite_master
            where tbl_name = 'orders' and name = ${name}`.execute(appDb);
    return found.rows[0]?.text;
  }

  it("keeps only the keys that are there, still one of each, and can be undone", async () => {
    const tool = await insertTool({ name: "Keyed saw", price: 1000 });
    await sql`insert into users (id, email, "displayName", "createdAt")
      values ('keyed-buyer', 'keyed@shop.example', 'K', '2026-01-01T00:00:00.000Z')`.execute(appDb);
    const insertOrder = (id: string, requestId: string | null) =>
      sql`insert into orders (id, number, "toolId", "userId", date, name, qyt, customer, email,
          address, phone, price, amount, subtotal, paid, "requestId", "createdAt",
          "statusChangedAt")
        values (${id}, ${`FL-K-${id}`}, ${tool.id}, 'keyed-buyer', '2026-04-01', 'Keyed saw', 1,
          'K', 'keyed@shop.example', '1 Test Street', '555-0100', 1000, 1000, 1000, 0,
          ${requestId}, '2026-03-01T10:00:00.000Z', '2026-03-01T10:00:00.000Z')`.execute(appDb);
    for (const name of ["orders_user_request", "orders_user_checkout", "orders_invoice_number"])
      expect(await indexOf(name)).toMatch(/unique.*where.*is not null/is);
    expect(await indexOf("orders_tool")).toBeUndefined();
    // Orders without a key are any number; a key is still the customer's once.
    await insertOrder("keyless-1", null);
    await insertOrder("keyless-2", null);
    await insertOrder("keyed-1", "request-1");
    await expect(insertOrder("keyed-2", "request-1")).rejects.toThrow(/unique/i);

    const migrator = new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    });
    const undone = await migrator.migrateTo("0024_order_quote_return_numbers");
    expect(undone.results?.map((result) => result.migrationName)).toEqual([
      "0036_promotions",
      "0035_webhooks",
      "0034_integrations",
      "0033_tax_exemptions",
      "0032_on_account",
      "0031_order_approvals",
      "0030_company_addresses_invitations",
      "0029_companies",
      "0028_billing_and_company",
      "0027_quote_rounds",
      "0026_shipping_days_in_transit",
      "0025_lean_order_indexes",
    ]);
    expect(await indexOf("orders_user_request")).not.toMatch(/where/i);
    expect(await indexOf("orders_tool")).toBeDefined();
    await migrateToLatest(appDb);
    expect(await indexOf("orders_user_request")).toMatch(/where/i);
  });
});

describe("0027_quote_rounds", () => {
  it("gives a quote sent before its first round in its thread, and can be undone", async () => {
    const migrator = new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    });
    const undone = await migrator.migrateTo("0026_shipping_days_in_transit");
    expect(undone.results?.map((result) => result.migrationName)).toEqual([
      "0036_promotions",
      "0035_webhooks",
      "0034_integrations",
      "0033_tax_exemptions",
      "0032_on_account",
      "0031_order_approvals",
      "0030_company_addresses_invitations",
      "0029_companies",
      "0028_billing_and_company",
      "0027_quote_rounds",
    ]);
    const { user } = await userWithToken();
    const tool = await insertTool({ name: "Rounded press" });
    const quote = (id: string, status: string, sent: string | null) =>
      sql`insert into quotes (id, number, "userId", status, note, reply, "validUntil",
          "createdAt", "sentAt")
        values (${id}, ${`Q-R-${id}`}, ${user.id}, ${status}, 'Price this', ${sent && "Old pricing"},
          ${sent && "2026-05-31"}, '2026-05-01T10:00:00.000Z', ${sent})`.execute(appDb);
    await quote("rounded-sent", "sent", "2026-05-02T10:00:00.000Z");
    await quote("rounded-asked", "requested", null);
    await sql`insert into quote_lines ("quoteId", position, "toolId", name, qyt, "askedPrice", price)
      values ('rounded-sent', 0, ${tool.id}, 'Rounded press', 3, 2000, 1800)`.execute(appDb);

    await migrateToLatest(appDb);
    const rounds = await appDb
      .selectFrom("quotes")
      .select(["id", "round", "freight"])
      .where("id", "in", ["rounded-sent", "rounded-asked"])
      .orderBy("id")
      .execute();
    expect(rounds).toEqual([
      { id: "rounded-asked", round: 0, freight: null },
      { id: "rounded-sent", round: 1, freight: null },
    ]);
    const thread = await appDb
      .selectFrom("quote_messages")
      .selectAll()
      .where("quoteId", "in", ["rounded-sent", "rounded-asked"])
      .execute();
    expect(thread).toEqual([
      {
        quoteId: "rounded-sent",
        position: 0,
        kind: "send",
        round: 1,
        body: "Old pricing",
        goods: null,
        freight: null,
        validUntil: "2026-05-31",
        changes: null,
        createdAt: "2026-05-02T10:00:00.000Z",
      },
    ]);
    // Freight is never below nothing; a message is a send or an ask.
    await expect(
      appDb.updateTable("quotes").set({ freight: -1 }).where("id", "=", "rounded-sent").execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      appDb
        .updateTable("quote_messages")
        .set({ kind: "note" })
        .where("quoteId", "=", "rounded-sent")
        .execute(),
    ).rejects.toThrow(/check/i);

    // Undone, the quotes stay as they were; done again, the thread is made anew.
    expect((await migrator.migrateTo("0026_shipping_days_in_transit")).error).toBeUndefined();
    await expect(sql`select round from quotes`.execute(appDb)).rejects.toThrow();
    const kept = await sql<{ reply: string }>`
      select reply from quotes where id = 'rounded-sent'`.execute(appDb);
    expect(kept.rows).toEqual([{ reply: "Old pricing" }]);
    await migrateToLatest(appDb);
    expect(
      await appDb
        .selectFrom("quote_messages")
        .select("body")
        .where("quoteId", "=", "rounded-sent")
        .execute(),
    ).toEqual([{ body: "Old pricing" }]);
  });
});

describe("0026_shipping_days_in_transit", () => {
  const methodRow = (id: string) =>
    sql`insert into shipping_methods (id, name, price, "freeAbove", position, "createdAt")
      values (${id}, ${`Method ${id}`}, 1500, null, 9, '2026-01-01T00:00:00.000Z')`;
  const daysOf = (id: string) =>
    appDb
      .selectFrom("shipping_methods")
      .select("daysInTransit")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
      .then((row) => row.daysInTransit);

  it("gives the methods from before five days in transit, holds every method to 0..60, and can be undone", async () => {
    const migrator = new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    });
    const undone = await migrator.migrateTo("0025_lean_order_indexes");
    expect(undone.results?.map((result) => result.migrationName)).toEqual([
      "0036_promotions",
      "0035_webhooks",
      "0034_integrations",
      "0033_tax_exemptions",
      "0032_on_account",
      "0031_order_approvals",
      "0030_company_addresses_invitations",
      "0029_companies",
      "0028_billing_and_company",
      "0027_quote_rounds",
      "0026_shipping_days_in_transit",
    ]);
    await methodRow("before-days").execute(appDb);

    await migrateToLatest(appDb);
    expect(await daysOf("before-days")).toBe(5);
    const setDays = (days: number) =>
      appDb
        .updateTable("shipping_methods")
        .set({ daysInTransit: days })
        .where("id", "=", "before-days")
        .execute();
    await setDays(0);
    await setDays(60);
    expect(await daysOf("before-days")).toBe(60);
    await expect(setDays(-1)).rejects.toThrow(/check/i);
    await expect(setDays(61)).rejects.toThrow(/check/i);
    await expect(
      sql`update shipping_methods set "daysInTransit" = null where id = 'before-days'`.execute(
        appDb,
      ),
    ).rejects.toThrow(/null/i);

    // Undone, the column goes and a method is written as before; done again, it has 5 days.
    expect((await migrator.migrateTo("0025_lean_order_indexes")).error).toBeUndefined();
    await methodRow("between").execute(appDb);
    await migrateToLatest(appDb);
    expect(await daysOf("between")).toBe(5);
    expect(await daysOf("before-days")).toBe(5);
  });
});

describe("0028_billing_and_company", () => {
  it("allows one billing address an account, bounds the company, and can be undone", async () => {
    const { user } = await userWithToken();
    const address = (id: string, billing: number) =>
      sql`insert into addresses (id, "userId", name, street, city, state, zip, phone, "createdAt", billing)
        values (${id}, ${user.id}, 'Dana Whitfield', '214 Foundry Lane', 'Dayton', 'OH', '45402',
          '555-0142', '2026-03-01T10:00:00.000Z', ${billing})`.execute(appDb);
    await address("billed-1", 1);
    await address("shipped-1", 0);
    await address("shipped-2", 0);
    // A second billing address of one account is refused by the engine itself, not only the model.
    await expect(address("billed-2", 1)).rejects.toThrow(/unique/i);
    await expect(address("flag-2", 2)).rejects.toThrow(/check constraint/i);
    const other = await userWithToken();
    await sql`insert into addresses (id, "userId", name, street, city, state, zip, phone, "createdAt", billing)
      values ('other-billed', ${other.user.id}, 'Other', '1 Main St', 'Dayton', 'OH', '45402',
        '555-0142', '2026-03-01T10:00:00.000Z', 1)`.execute(appDb);
    await expect(
      appDb
        .updateTable("users")
        .set({ company: "x".repeat(101) })
        .where("id", "=", user.id)
        .execute(),
    ).rejects.toThrow(/check constraint/i);

    const migrator = new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    });
    const undone = await migrator.migrateTo("0027_quote_rounds");
    expect(undone.results?.map((result) => result.migrationName)).toEqual([
      "0036_promotions",
      "0035_webhooks",
      "0034_integrations",
      "0033_tax_exemptions",
      "0032_on_account",
      "0031_order_approvals",
      "0030_company_addresses_invitations",
      "0029_companies",
      "0028_billing_and_company",
    ]);
    await expect(sql`select billing from addresses`.execute(appDb)).rejects.toThrow();
    await expect(sql`select company from users`.execute(appDb)).rejects.toThrow();
    await expect(sql`select "billToName" from orders`.execute(appDb)).rejects.toThrow();
    // Done again, every address is an ordinary one until its customer marks one.
    await migrateToLatest(appDb);
    const flags = await appDb
      .selectFrom("addresses")
      .select("billing")
      .where("userId", "=", user.id)
      .execute();
    expect(flags.map((row) => row.billing)).toEqual([0, 0, 0]);
  });
});

describe("0029_companies", () => {
  it("bounds a company and its members' roles and limits, and can be undone", async () => {
    const { user } = await userWithToken();
    await sql`insert into companies (id, name, "paymentTerms", "creditLimit", "createdAt")
      values ('harbor', 'Harbor Mill Supply', 'net30', 500000, '2026-03-01T10:00:00.000Z')`.execute(
      appDb,
    );
    await expect(
      sql`insert into companies (id, name, "paymentTerms", "createdAt")
        values ('net90', 'Other', 'net90', '2026-03-01T10:00:00.000Z')`.execute(appDb),
    ).rejects.toThrow(/check constraint/i);
    await expect(
      sql`insert into companies (id, name, "creditLimit", "createdAt")
        values ('minus', 'Other', -1, '2026-03-01T10:00:00.000Z')`.execute(appDb),
    ).rejects.toThrow(/check constraint/i);
    const member = (role: string, limit: number | null) =>
      appDb
        .updateTable("users")
        .set({ companyId: "harbor", companyRole: role, spendingLimit: limit })
        .where("id", "=", user.id)
        .execute();
    await member("buyer", 100_000);
    await expect(member("owner", null)).rejects.toThrow(/check constraint/i);
    await expect(member("buyer", -5)).rejects.toThrow(/check constraint/i);

    const migrator = new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    });
    const undone = await migrator.migrateTo("0028_billing_and_company");
    expect(undone.results?.map((result) => result.migrationName)).toEqual([
      "0036_promotions",
      "0035_webhooks",
      "0034_integrations",
      "0033_tax_exemptions",
      "0032_on_account",
      "0031_order_approvals",
      "0030_company_addresses_invitations",
      "0029_companies",
    ]);
    await expect(sql`select "companyId" from users`.execute(appDb)).rejects.toThrow();
    await expect(sql`select "companyId" from orders`.execute(appDb)).rejects.toThrow();
    await expect(sql`select id from companies`.execute(appDb)).rejects.toThrow();
    // Done again, every customer buys for themself until an admin puts them in a company.
    await migrateToLatest(appDb);
    const row = await appDb
      .selectFrom("users")
      .select(["companyId", "companyRole", "spendingLimit"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ companyId: null, companyRole: null, spendingLimit: null });
  });
});

describe("0031_order_approvals", () => {
  it("keeps an order's approval to its three words and a note's length, and can be undone", async () => {
    const { user } = await userWithToken();
    const tool = await insertTool();
    const number = await appDb.transaction().execute((trx) => nextRecordNumber(trx, "order"));
    const id = newId();
    await appDb
      .insertInto("orders")
      .values({
        id,
        number,
        userId: user.id,
        toolId: tool.id,
        name: tool.name,
        qyt: 1,
        price: tool.price,
        subtotal: tool.price,
        amount: tool.price,
        customer: user.displayName,
        email: user.email,
        date: "2026-12-01",
        address: "1 Test Street",
        phone: "555-0100",
        createdAt: "2026-11-01T10:00:00.000Z",
        approval: "awaiting",
      })
      .execute();
    const approval = (value: string, note: string | null = null) =>
      appDb
        .updateTable("orders")
        .set({ approval: value, approvalNote: note })
        .where("id", "=", id)
        .execute();
    await approval("declined", "Not this month");
    await expect(approval("maybe")).rejects.toThrow(/check constraint/i);
    await expect(approval("declined", "x".repeat(1001))).rejects.toThrow(/check constraint/i);

    const migrator = new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    });
    const undone = await migrator.migrateTo("0029_companies");
    expect(undone.results?.map((result) => result.migrationName)).toEqual([
      "0036_promotions",
      "0035_webhooks",
      "0034_integrations",
      "0033_tax_exemptions",
      "0032_on_account",
      "0031_order_approvals",
      "0030_company_addresses_invitations",
    ]);
    await expect(sql`select approval from orders`.execute(appDb)).rejects.toThrow();
    // Done again, every order is one that needed no approval.
    await migrateToLatest(appDb);
    const row = await appDb
      .selectFrom("orders")
      .select(["approval", "approvalNote", "approvalDecidedBy", "approvalDecidedAt"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      approval: null,
      approvalNote: null,
      approvalDecidedBy: null,
      approvalDecidedAt: null,
    });
  });
});

describe("0034_integrations", () => {
  it("keeps each API key's digest once and each idempotency key once, and can be undone", async () => {
    const { user } = await userWithToken();
    const key = (id: string, digest: string) =>
      sql`insert into api_keys (id, name, "keyDigest", hint, scopes, "createdBy", "createdAt")
        values (${id}, 'Sync', ${digest}, 'abcd', 'orders:read', ${user.id}, '2026-03-01T10:00:00.000Z')`.execute(
        appDb,
      );
    await key("first", "digest-1");
    await expect(key("second", "digest-1")).rejects.toThrow(/unique/i);
    const request = () =>
      sql`insert into idempotent_requests (key, "requestDigest", "createdAt")
        values ('u:k', 'd', '2026-03-01T10:00:00.000Z')`.execute(appDb);
    await request();
    await expect(request()).rejects.toThrow(/unique|duplicate/i);

    const migrator = new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    });
    const undone = await migrator.migrateTo("0033_tax_exemptions");
    expect(undone.results?.map((result) => result.migrationName)).toEqual([
      "0036_promotions",
      "0035_webhooks",
      "0034_integrations",
    ]);
    await expect(sql`select id from api_keys`.execute(appDb)).rejects.toThrow();
    await expect(sql`select key from idempotent_requests`.execute(appDb)).rejects.toThrow();
    await migrateToLatest(appDb);
    const rows = await appDb.selectFrom("api_keys").select("id").execute();
    expect(rows).toEqual([]);
  });
});

describe("0030_company_addresses_invitations", () => {
  it("gives an address one owner, a customer or a company, and can be undone", async () => {
    const { user } = await userWithToken();
    await sql`insert into companies (id, name, "createdAt")
      values ('anvil', 'Anvil Works', '2026-03-01T10:00:00.000Z')`.execute(appDb);
    const entry = (id: string, owners: { userId?: string; companyId?: string }, billing = 0) =>
      appDb
        .insertInto("addresses")
        .values({
          id,
          userId: owners.userId ?? null,
          companyId: owners.companyId ?? null,
          name: "Dock 4",
          street: "1 Canal St",
          city: "Dayton",
          state: "OH",
          zip: "45402",
          phone: "+1 555 010 2030",
          billing,
          createdAt: "2026-03-01T10:00:00.000Z",
        })
        .execute();
    await entry("own", { userId: user.id });
    await entry("dock", { companyId: "anvil" });
    await expect(entry("both", { userId: user.id, companyId: "anvil" })).rejects.toThrow(
      /check constraint/i,
    );
    await expect(entry("none", {})).rejects.toThrow(/check constraint/i);
    await expect(entry("billed", { companyId: "anvil" }, 1)).rejects.toThrow(/check constraint/i);
    await expect(
      sql`insert into company_invitations (id, "companyId", email, role, "createdAt", "expiresAt")
        values ('i1', 'anvil', 'x@y.example', 'owner', '2026-03-01', '2026-03-08')`.execute(appDb),
    ).rejects.toThrow(/check constraint/i);

    const migrator = new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    });
    const undone = await migrator.migrateTo("0029_companies");
    expect(undone.results?.map((result) => result.migrationName)).toEqual([
      "0036_promotions",
      "0035_webhooks",
      "0034_integrations",
      "0033_tax_exemptions",
      "0032_on_account",
      "0031_order_approvals",
      "0030_company_addresses_invitations",
    ]);
    // The customer's entry stays theirs; the company's has nobody to go back to.
    const left = await appDb
      .selectFrom("addresses")
      .select(["id", "userId"])
      .where("id", "in", ["own", "dock"])
      .execute();
    expect(left).toEqual([{ id: "own", userId: user.id }]);
    await expect(sql`select id from company_invitations`.execute(appDb)).rejects.toThrow();
    await migrateToLatest(appDb);
    const again = await appDb
      .selectFrom("addresses")
      .select(["id", "companyId"])
      .where("id", "in", ["own", "dock"])
      .execute();
    expect(again).toEqual([{ id: "own", companyId: null }]);
  });
});

describe("0033_tax_exemptions", () => {
  it("bounds a certificate's status and file type, keeps an order's exemption, and can be undone", async () => {
    const { user } = await userWithToken();
    await sql`insert into companies (id, name, "createdAt")
      values ('exempt-co', 'Exempt Co', '2026-03-01T10:00:00.000Z')`.execute(appDb);
    const certificate = (id: string, status: string, fileType: string) =>
      appDb
        .insertInto("tax_exemptions")
        .values({
          id,
          companyId: "exempt-co",
          state: "OH",
          number: "OH-1",
          expires: "2027-12-31",
          status,
          fileName: "c.pdf",
          fileType,
          fileBytes: Buffer.from("%PDF-1.4 %%EOF"),
          uploadedBy: user.id,
          createdAt: "2026-03-01T10:00:00.000Z",
        })
        .execute();
    await certificate("ok", "pending", "application/pdf");
    await expect(certificate("odd", "approved", "application/pdf")).rejects.toThrow(
      /check constraint/i,
    );
    await expect(certificate("exe", "pending", "application/x-msdownload")).rejects.toThrow(
      /check constraint/i,
    );
    const stored = await appDb
      .selectFrom("tax_exemptions")
      .select("fileBytes")
      .where("id", "=", "ok")
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.fileBytes).toString()).toBe("%PDF-1.4 %%EOF");

    const migrator = new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    });
    const undone = await migrator.migrateTo("0029_companies");
    expect(undone.results?.map((result) => result.migrationName)).toEqual([
      "0036_promotions",
      "0035_webhooks",
      "0034_integrations",
      "0033_tax_exemptions",
      "0032_on_account",
      "0031_order_approvals",
      "0030_company_addresses_invitations",
    ]);
    await expect(sql`select "taxExemptNumber" from orders`.execute(appDb)).rejects.toThrow();
    await expect(sql`select id from tax_exemptions`.execute(appDb)).rejects.toThrow();
    // Done again, no order is exempt until a certificate exempts one.
    await migrateToLatest(appDb);
    const exempt = await appDb
      .selectFrom("orders")
      .select("id")
      .where("taxExemptNumber", "is not", null)
      .execute();
    expect(exempt).toEqual([]);
  });
});

describe("0032_on_account", () => {
  it("lets an order on account be paid without a payment id, keeps a card's rule, and can be undone", async () => {
    const { user } = await userWithToken();
    const tool = await insertTool();
    const order = (id: string, method: string, paymentId: string | null) =>
      sql`insert into orders (id, number, "toolId", "userId", date, name, qyt, customer, email,
        address, phone, price, amount, subtotal, paid, "paymentId", status, "paymentMethod",
        "createdAt")
        values (${id}, ${`FL-${id}`}, ${tool.id}, ${user.id}, '2026-12-01', 'Drill', 1, 'A',
        'a@shop.example', '1 Test Street', '555-0100', 100, 100, 100, 1, ${paymentId}, 'Pending',
        ${method}, '2026-11-01T10:00:00.000Z')`.execute(appDb);
    await order("on-account", "account", null);
    await order("card-paid", "card", "pay_1");
    await sql`insert into order_lines (id, "orderId", "toolId", name, qyt, price, amount, position)
      values ('line-1', 'card-paid', ${tool.id}, 'Drill', 1, 100, 100, 0)`.execute(appDb);
    await expect(order("card-unpaid", "card", null)).rejects.toThrow(/constraint/i);
    await expect(order("by-cheque", "cheque", "pay_1")).rejects.toThrow(/constraint/i);
    await sql`insert into companies (id, name, "createdAt") values ('co', 'Co', '2026-11-01')`.execute(
      appDb,
    );
    await expect(
      sql`insert into account_payments (id, "companyId", amount, "receivedOn", reference, "createdAt")
        values ('p0', 'co', 0, '2026-11-02', 'BACS', '2026-11-02')`.execute(appDb),
    ).rejects.toThrow(/constraint/i);
    const reminder = sql`insert into invoice_reminders ("orderId", reminder, "sentAt")
      values ('on-account', 0, '2026-11-02')`;
    await reminder.execute(appDb);
    await expect(reminder.execute(appDb)).rejects.toThrow(/unique|duplicate/i);

    const migrator = new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    });
    // An order on account has no card's shape to go back to: the undo stops on it.
    await sql`delete from invoice_reminders`.execute(appDb);
    await sql`delete from orders where id = 'on-account'`.execute(appDb);
    const undone = await migrator.migrateTo("0031_order_approvals");
    expect(undone.results?.map((result) => result.migrationName)).toEqual([
      "0036_promotions",
      "0035_webhooks",
      "0034_integrations",
      "0033_tax_exemptions",
      "0032_on_account",
    ]);
    await expect(sql`select "paymentMethod" from orders`.execute(appDb)).rejects.toThrow();
    await expect(sql`select id from account_payments`.execute(appDb)).rejects.toThrow();
    await migrateToLatest(appDb);
    // Redone, a card's order keeps its line (the SQLite rebuild kept every row and key).
    const kept = await sql<{ name: string }>`select order_lines.name from order_lines
      join orders on orders.id = order_lines."orderId" where orders.id = 'card-paid'`.execute(
      appDb,
    );
    expect(kept.rows).toEqual([{ name: "Drill" }]);
  });
});

describe("0035_webhooks", () => {
  it("holds each delivery to its event and endpoint and one of its statuses, and can be undone", async () => {
    const at = "2026-03-01T10:00:00.000Z";
    await sql`insert into webhook_endpoints (id, url, events, secret, "createdAt")
      values ('e1', 'https://erp.example/hook', 'order.placed', 'whsec_x', ${at})`.execute(appDb);
    await sql`insert into webhook_events (id, type, body, "createdAt")
      values ('v1', 'order.placed', '{}', ${at})`.execute(appDb);
    const delivery = (id: string, status: string, eventId = "v1") =>
      sql`insert into webhook_deliveries (id, "eventId", "endpointId", status, "nextAttemptAt", "giveUpAt", "createdAt")
        values (${id}, ${eventId}, 'e1', ${status}, ${at}, ${at}, ${at})`.execute(appDb);
    await delivery("d1", "pending");
    await expect(delivery("d2", "sent")).rejects.toThrow(/check/i);
    await expect(delivery("d3", "pending", "nowhere")).rejects.toThrow(/foreign/i);
    await sql`delete from webhook_endpoints where id = 'e1'`.execute(appDb);
    expect(await appDb.selectFrom("webhook_deliveries").select("id").execute()).toEqual([]);

    const migrator = new Migrator({
      db: appDb,
      provider: { getMigrations: async () => migrations },
    });
    const undone = await migrator.migrateTo("0034_integrations");
    expect(undone.results?.map((result) => result.migrationName)).toEqual([
      "0036_promotions",
      "0035_webhooks",
    ]);
    await expect(sql`select id from webhook_events`.execute(appDb)).rejects.toThrow();
    await expect(sql`select "lowStockThreshold" from tools`.execute(appDb)).rejects.toThrow();
    await migrateToLatest(appDb);
    expect(await appDb.selectFrom("webhook_events").select("id").execute()).toEqual([]);
  });
});
