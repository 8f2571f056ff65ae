import { sql, type Kysely } from "kysely";
import { engineOf } from "#db/engine.ts";

// A catalogue for trade buyers (issue 39): categories in two levels, typed specifications,
// families of variants, galleries, accessories and part numbers. Portable SQL only: the same
// statements run on SQLite and PostgreSQL.

const ATTRIBUTE_TYPES = sql`type in ('choice', 'number', 'boolean')`;

/**
 * The new tables public pages show. On PostgreSQL, a write to one notifies the other instances
 * as a write to tools does (0008), so their kept pages and catalogue index follow.
 */
const PUBLIC_TABLES = [
  "categories",
  "attributes",
  "attribute_options",
  "category_attributes",
  "tool_families",
  "tool_attributes",
  "tool_images",
  "tool_accessories",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Two levels: a top category (no parent) and its subcategories. A category's slug is its
  // name in URLs (/tools?category=drills-drivers); `updatedAt` moves with any change to it or
  // to the attributes it names, so an instance's catalogue index knows to read them again.
  await db.schema
    .createTable("categories")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("parentId", "text", (c) => c.references("categories.id").onDelete("restrict"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("categories_parent")
    .on("categories")
    .columns(["parentId", "position"])
    .execute();

  // What a specification is: its key is its query parameter (`voltage=18 V`), one meaning
  // across the catalogue, so drills and batteries filter by the same voltage.
  await db.schema
    .createTable("attributes")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull().check(ATTRIBUTE_TYPES))
    // A number's unit (kg, Nm, Ah); choices and yes/no have none.
    .addColumn("unit", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .execute();
  // A choice's values, in the order filters and forms list them.
  await db.schema
    .createTable("attribute_options")
    .addColumn("attributeId", "text", (c) =>
      c.notNull().references("attributes.id").onDelete("cascade"),
    )
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("attribute_options_pk", ["attributeId", "value"])
    .execute();
  // The attributes a category names, in its order. A tool has those of its category and of
  // the category's parent.
  await db.schema
    .createTable("category_attributes")
    .addColumn("categoryId", "text", (c) =>
      c.notNull().references("categories.id").onDelete("cascade"),
    )
    .addColumn("attributeId", "text", (c) =>
      c.notNull().references("attributes.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("category_attributes_pk", ["categoryId", "attributeId"])
    .execute();
  await db.schema
    .createIndex("category_attributes_attribute")
    .on("category_attributes")
    .column("attributeId")
    .execute();

  // Tools that are one product in several forms (bare tool, kit, 36 V): each stays a tool.
  await db.schema
    .createTable("tool_families")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable("tools")
    .addColumn("categoryId", "text", (c) => c.references("categories.id").onDelete("restrict"))
    .execute();
  await db.schema
    .alterTable("tools")
    .addColumn("familyId", "text", (c) => c.references("tool_families.id").onDelete("set null"))
    .execute();
  // The part number. Tools from before have none to keep: theirs is made from their id.
  await db.schema.alterTable("tools").addColumn("sku", "text").execute();
  await sql`update tools set sku = 'FL-' || upper(id)`.execute(db);
  await db.schema.createIndex("tools_sku").on("tools").column("sku").unique().execute();
  await db.schema.createIndex("tools_category").on("tools").column("categoryId").execute();
  await db.schema.createIndex("tools_family").on("tools").column("familyId").execute();
  // What changed since an instance last read the catalogue (every catalogue write sets it).
  await sql`update tools set "updatedAt" = "createdAt" where "updatedAt" is null`.execute(db);
  await db.schema.createIndex("tools_updated").on("tools").column("updatedAt").execute();
  // The few tools on sale that cannot be bought at their minimum: "in stock" is everything
  // else, read through this small index whatever the catalogue's size.
  await sql`create index tools_short on tools (id)
    where "deletedAt" is null and available_qyt < minimum_qyt`.execute(db);

  // A tool's specification values. A choice's value is one of its options; a number's is its
  // decimal text ("1.5"); yes/no is "yes" or "no".
  await db.schema
    .createTable("tool_attributes")
    .addColumn("toolId", "text", (c) => c.notNull().references("tools.id").onDelete("cascade"))
    .addColumn("attributeId", "text", (c) =>
      c.notNull().references("attributes.id").onDelete("cascade"),
    )
    .addColumn("value", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("tool_attributes_pk", ["toolId", "attributeId"])
    .execute();
  await db.schema
    .createIndex("tool_attributes_value")
    .on("tool_attributes")
    .columns(["attributeId", "value"])
    .execute();

  // A tool's pictures in order; the first is also the tool's `img` (the spec's field).
  await db.schema
    .createTable("tool_images")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("toolId", "text", (c) => c.notNull().references("tools.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("alt", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("tool_images_tool")
    .on("tool_images")
    .columns(["toolId", "position"])
    .execute();
  // Each tool's picture so far becomes its gallery's first; the row takes the tool's id (as
  // 0013's lines took their order's: SQL has no portable way to draw a random one).
  await sql`insert into tool_images (id, "toolId", url, alt, position)
    select id, id, img, name, 0 from tools`.execute(db);

  // What goes with a tool (batteries, chargers, bits), in the order an admin set.
  await db.schema
    .createTable("tool_accessories")
    .addColumn("toolId", "text", (c) => c.notNull().references("tools.id").onDelete("cascade"))
    .addColumn("accessoryId", "text", (c) => c.notNull().references("tools.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("tool_accessories_pk", ["toolId", "accessoryId"])
    .addCheckConstraint("tool_accessories_other", sql`"toolId" <> "accessoryId"`)
    .execute();
  await db.schema
    .createIndex("tool_accessories_accessory")
    .on("tool_accessories")
    .column("accessoryId")
    .execute();

  if (engineOf(db) === "postgres")
    for (const table of PUBLIC_TABLES)
      await sql`
        create trigger ${sql.id(`${table}_public_change`)}
        after insert or update or delete on ${sql.table(table)}
        for each statement execute function forgeline_public_change()
      `.execute(db);

  // An order line keeps the part number it was ordered by, as it keeps the name.
  await db.schema.alterTable("order_lines").addColumn("sku", "text").execute();
  await sql`update order_lines set sku = (select sku from tools where tools.id = order_lines."toolId")`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("order_lines").dropColumn("sku").execute();
  // Dropping a table drops its triggers.
  for (const table of [
    "tool_accessories",
    "tool_images",
    "tool_attributes",
    "category_attributes",
    "attribute_options",
    "attributes",
  ])
    await db.schema.dropTable(table).execute();
  for (const index of [
    "tools_short",
    "tools_updated",
    "tools_family",
    "tools_category",
    "tools_sku",
  ])
    await db.schema.dropIndex(index).execute();
  for (const column of ["sku", "familyId", "categoryId"])
    await db.schema.alterTable("tools").dropColumn(column).execute();
  await db.schema.dropTable("tool_families").execute();
  await db.schema.dropTable("categories").execute();
}
