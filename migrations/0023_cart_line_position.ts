import { sql, type Kysely } from "kysely";
import { engineOf } from "#db/engine.ts";

// Issue 46: a cart listed its lines by `addedAt`, then by tool, and lines put in within one
// millisecond came back in the tools' order rather than the customer's. Each line now has its
// place in its cart, `position` (0, 1, 2, ...): a new line takes the cart's highest plus one, in
// the statement that inserts it (app/models/cart.server.ts). Lines from before are numbered per
// cart in the order the cart listed them (addedAt, then tool).
//
// SQLite adds a NOT NULL column only with a default, and a default would let an insert that
// forgets the position pass with a wrong one. So the table is made again, on both engines alike
// (nothing refers to cart_lines): its lines set aside, the table made with `position`, the lines
// put back numbered. `addedAt` stays: it is when the line was put in.

/** The columns a line had before: copied as they are. */
const LINE_COLUMNS = ["cartId", "toolId", "qyt", "seenPrice", "addedAt"];

async function createCartLines(db: Kysely<unknown>, withPosition: boolean) {
  // Cents are bigint on PostgreSQL since 0019; SQLite's INTEGER already holds 8 bytes.
  const money = engineOf(db) === "postgres" ? "bigint" : "integer";
  let table = db.schema
    .createTable("cart_lines")
    .addColumn("cartId", "text", (c) => c.notNull().references("carts.id").onDelete("cascade"))
    .addColumn("toolId", "text", (c) => c.notNull().references("tools.id").onDelete("cascade"))
    .addColumn("qyt", "integer", (c) => c.notNull().check(sql`qyt >= 1`))
    .addColumn("seenPrice", money, (c) => c.notNull().check(sql`"seenPrice" >= 0`))
    .addColumn("addedAt", "text", (c) => c.notNull());
  if (withPosition)
    table = table.addColumn("position", "integer", (c) => c.notNull().check(sql`position >= 0`));
  await table.addPrimaryKeyConstraint("cart_lines_key", ["cartId", "toolId"]).execute();
  // One line per place in a cart; also the index a cart's lines are read in order by.
  if (withPosition)
    await db.schema
      .createIndex("cart_lines_position")
      .on("cart_lines")
      .columns(["cartId", "position"])
      .unique()
      .execute();
}

/** Makes cart_lines again, with or without `position`, its lines kept (numbered, going up). */
async function remakeCartLines(db: Kysely<unknown>, withPosition: boolean) {
  const columns = sql.join(LINE_COLUMNS.map((column) => sql.ref(column)));
  await sql`create table cart_lines_kept as select ${columns} from cart_lines`.execute(db);
  await db.schema.dropTable("cart_lines").execute();
  await createCartLines(db, withPosition);
  await (
    withPosition
      ? sql`insert into cart_lines (${columns}, position)
          select ${columns},
            row_number() over (partition by "cartId" order by "addedAt", "toolId") - 1
          from cart_lines_kept`
      : sql`insert into cart_lines (${columns}) select ${columns} from cart_lines_kept`
  ).execute(db);
  await db.schema.dropTable("cart_lines_kept").execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await remakeCartLines(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await remakeCartLines(db, false);
}
