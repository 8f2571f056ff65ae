// Rows a spec needs in its own shop, straight into the database: the flows that create them
// through the site have their own tests.
import { newId } from "#db/id.ts";
import { headerOfLines, insertLinesOf } from "#tests/support/order-lines.ts";
import type { Database } from "#db/connection.ts";
import { seedAddress } from "#db/seed-data.ts";
import { nextDocumentNumber } from "#app/models/document-number.server.ts";
import type { Account } from "./accounts";

/** A date the order form accepts: 30 days from today. */
export const deliveryDate = () =>
  new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** An order of `qyt` pieces of the tool by the customer, unpaid or paid (and not yet shipped). */
export async function insertOrder(
  db: Database,
  customer: Pick<Account, "id" | "email" | "displayName">,
  tool: ShopTool,
  { qyt = 5, ...placed }: { qyt?: number } & PlacedAs = {},
) {
  return insertOrderOfLines(db, customer, [{ tool, qyt }], placed);
}

type ShopTool = { id: string; name: string; price: number; sku?: string | null };

interface PlacedAs {
  paid?: boolean;
  shipping?: number;
  tax?: number;
  shippingMethod?: string;
  purchaseOrder?: string;
}

/** An order of these lines (tools at their prices) by the customer, as `insertOrder`. */
export async function insertOrderOfLines(
  db: Database,
  customer: Pick<Account, "id" | "email" | "displayName">,
  lines: { tool: ShopTool; qyt: number }[],
  { paid = false, shipping, tax, shippingMethod, purchaseOrder }: PlacedAs = {},
) {
  const snapshots = lines.map(({ tool, qyt }) => ({
    toolId: tool.id,
    name: tool.name,
    sku: tool.sku ?? null,
    price: tool.price,
    qyt,
  }));
  const createdAt = new Date().toISOString();
  const order = {
    id: newId(),
    userId: customer.id,
    date: deliveryDate(),
    customer: customer.displayName,
    email: customer.email,
    address: "214 Foundry Lane, OH",
    phone: "+1 555 010 2030",
    ...headerOfLines(snapshots, { shipping, tax }),
    shippingMethod: shippingMethod ?? null,
    purchaseOrder: purchaseOrder ?? null,
    createdAt,
    statusChangedAt: createdAt,
    ...(paid
      ? { paid: 1, paymentId: `sandbox_${newId()}`, status: "Pending" }
      : { paymentId: null }),
  };
  // A paid order has its invoice, numbered as the shop numbers them (in the same transaction),
  // and was paid with the sandbox, which keeps the charge: the order can be refunded.
  return db.transaction().execute(async (trx) => {
    const invoiced = paid
      ? {
          paidAt: createdAt,
          invoiceNumber: await nextDocumentNumber(trx, "invoice", new Date(createdAt)),
        }
      : {};
    await trx
      .insertInto("orders")
      .values({ ...order, ...invoiced })
      .execute();
    await insertLinesOf(trx, order.id, snapshots);
    if (order.paymentId)
      await trx
        .insertInto("sandbox_charges")
        .values({
          id: order.paymentId,
          orderId: order.id,
          amount: order.amount,
          currency: "usd",
          status: "succeeded",
          createdAt,
        })
        .execute();
    return { ...order, ...invoiced };
  });
}

/** A customer without a password (nobody signs in as them): someone to promote or delete. */
export async function insertUser(db: Database) {
  const id = newId();
  const user = {
    id,
    email: `user-${id}@customers.example`,
    displayName: `Robin ${id.slice(-4)}`,
    createdAt: new Date().toISOString(),
  };
  await db.insertInto("users").values(user).execute();
  return user;
}

/** A US address in the user's address book. */
export async function insertAddress(
  db: Database,
  userId: string,
  overrides: Partial<{ name: string; street: string; state: string }> = {},
) {
  const address = {
    id: newId(),
    userId,
    name: "Dana Whitfield",
    company: "Whitfield Renovations",
    street: "214 Foundry Lane",
    city: "Dayton",
    state: "OH",
    zip: "45402",
    phone: "+1 937 555 0142",
    createdAt: new Date().toISOString(),
    ...overrides,
  };
  await db.insertInto("addresses").values(address).execute();
  return address;
}

/** A shipping method of its own name, at the end of checkout's list. */
export async function insertShippingMethod(db: Database) {
  const id = newId();
  const method = {
    id,
    // The whole id: hundreds of matrix cells each add one, and six characters could meet.
    name: `Freight ${id}`,
    price: 2500,
    freeAbove: null,
    position: 100,
    createdAt: new Date().toISOString(),
  };
  await db.insertInto("shipping_methods").values(method).execute();
  return method;
}

/**
 * A customer's cart of these tools and quantities, straight into the database (the cart page and
 * its API have their own tests). Lines are added a millisecond apart, so they keep this order.
 */
export async function insertCart(
  db: Database,
  userId: string,
  lines: [{ id: string; price: number }, number][],
): Promise<void> {
  const now = Date.now();
  const cartId = newId();
  await db
    .insertInto("carts")
    .values({ id: cartId, userId, visitorKeyHash: null, updatedAt: new Date(now).toISOString() })
    .execute();
  await db
    .insertInto("cart_lines")
    .values(
      lines.map(([tool, qyt], index) => ({
        cartId,
        toolId: tool.id,
        qyt,
        seenPrice: tool.price,
        addedAt: new Date(now + index).toISOString(),
      })),
    )
    .execute();
}

/** The demo seed's Ohio address in the customer's address book; returns its id. */
export async function insertOhioAddress(db: Database, userId: string): Promise<string> {
  const id = newId();
  await db
    .insertInto("addresses")
    .values({ id, userId, ...seedAddress, createdAt: new Date().toISOString() })
    .execute();
  return id;
}

// ---- Returns (issue 38) ----

/** A paid order marked shipped now, as Ship Order leaves it (the returns' window opens). */
export async function markShipped(db: Database, orderId: string) {
  const now = new Date().toISOString();
  await db
    .updateTable("orders")
    .set({ status: "Shipped", shippedAt: now, statusChangedAt: now })
    .where("id", "=", orderId)
    .where("paid", "=", 1)
    .execute();
}

/** The customer's request to return `qyt` pieces of the order's tool, awaiting a decision. */
export async function insertReturn(
  db: Database,
  order: { id: string; userId: string | null; toolId: string },
  { qyt = 1, reason = "not_needed" }: { qyt?: number; reason?: string } = {},
) {
  const item = {
    id: newId(),
    orderId: order.id,
    userId: order.userId,
    status: "requested",
    reason,
    comment: "Ordered too many.",
    createdAt: new Date().toISOString(),
  };
  await db.insertInto("returns").values(item).execute();
  await db
    .insertInto("return_lines")
    .values({ returnId: item.id, toolId: order.toolId, qyt })
    .execute();
  return item;
}

/** A top category of its own (a slug of its own each time), straight into the database. */
export async function insertCategory(db: Database) {
  const id = newId();
  const at = new Date().toISOString();
  const category = {
    id,
    slug: `matrix-${id.slice(-8)}`,
    name: `Matrix ${id.slice(-6)}`,
    parentId: null,
    position: 100,
    createdAt: at,
    updatedAt: at,
  };
  await db.insertInto("categories").values(category).execute();
  return category;
}

/** A yes/no attribute of its own, straight into the database. */
export async function insertAttribute(db: Database) {
  const id = newId();
  const at = new Date().toISOString();
  const attribute = {
    id,
    key: `matrix-${id.slice(-8)}`,
    name: `Matrix ${id.slice(-6)}`,
    type: "boolean",
    unit: null,
    createdAt: at,
    updatedAt: at,
  };
  await db.insertInto("attributes").values(attribute).execute();
  return attribute;
}

/** A price group of its own (issue 40), 10% off, straight into the database. */
export async function insertPriceGroup(db: Database) {
  const id = newId();
  const at = new Date().toISOString();
  const group = { id, name: `Matrix Group ${id.slice(-6)}`, discountBp: 1000 };
  await db
    .insertInto("price_groups")
    .values({ ...group, createdAt: at, updatedAt: at })
    .execute();
  return group;
}

/** The customer's quote request (issue 40) of `qyt` pieces of a tool at its price, not yet priced. */
export async function insertQuote(
  db: Database,
  userId: string,
  tool: { id: string; name: string; price: number },
  qyt = 5,
) {
  const id = newId();
  await db
    .insertInto("quotes")
    .values({
      id,
      userId,
      status: "requested",
      note: "Price this",
      createdAt: new Date().toISOString(),
    })
    .execute();
  await db
    .insertInto("quote_lines")
    .values({
      quoteId: id,
      position: 0,
      toolId: tool.id,
      name: tool.name,
      qyt,
      listPrice: tool.price,
    })
    .execute();
  return id;
}
