// Rows a spec needs in its own shop, straight into the database: the flows that create them
// through the site have their own tests.
import { newId } from "#db/id.ts";
import { insertLineOf } from "#tests/support/order-lines.ts";
import type { Database } from "#db/connection.ts";
import { seedAddress } from "#db/seed-data.ts";
import type { Account } from "./accounts";

/** A date the order form accepts: 30 days from today. */
export const deliveryDate = () =>
  new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** An order of `qyt` pieces of the tool by the customer, unpaid or paid (and not yet shipped). */
export async function insertOrder(
  db: Database,
  customer: Pick<Account, "id" | "email" | "displayName">,
  tool: { id: string; name: string; price: number },
  { qyt = 5, paid = false }: { qyt?: number; paid?: boolean } = {},
) {
  const createdAt = new Date().toISOString();
  const order = {
    id: newId(),
    toolId: tool.id,
    userId: customer.id,
    date: deliveryDate(),
    name: tool.name,
    qyt,
    customer: customer.displayName,
    email: customer.email,
    address: "214 Foundry Lane, OH",
    phone: "+1 555 010 2030",
    price: tool.price,
    amount: tool.price * qyt,
    subtotal: tool.price * qyt,
    createdAt,
    statusChangedAt: createdAt,
    ...(paid ? { paid: 1, paymentId: `sandbox_${newId()}`, status: "Pending" } : {}),
  };
  await db.insertInto("orders").values(order).execute();
  await insertLineOf(db, order);
  return order;
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

/**
 * A customer's cart of these tools and quantities, straight into the database (the cart page and
 * its API have their own tests). Lines are added a millisecond apart, so they keep this order.
 */
export async function insertCart(
  db: Database,
  userId: string,
  lines: [{ id: string }, number][],
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
