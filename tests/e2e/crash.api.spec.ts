// Orders placed over HTTP while the server is killed with SIGKILL (no graceful shutdown) and
// restarted on the same database, three times: an order the shop acknowledged is never lost, and
// the stock and the orders still add up to what the shop started with.
import { expect, test } from "@playwright/test";
import { createCustomer } from "./support/accounts";
import { startScratchShop, type ScratchShop } from "./support/scratch-shop";
import { bearerToken } from "#tests/fixtures/over-http.ts";
import { insertTool } from "#tests/fixtures/catalogue.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";

const KILLS = 3;
const PLACERS = 6;
const INITIAL_STOCK = 100_000;

let scratch: ScratchShop;
test.beforeAll(async () => {
  scratch = await startScratchShop();
});
test.afterAll(async () => scratch?.dispose());

test("every acknowledged order survives kill -9 and stock + sold = the initial stock", async () => {
  const testInfo = test.info();
  test.setTimeout(180_000);
  const { shop, db } = scratch;
  const tool = await insertTool(db, { available_qyt: INITIAL_STOCK, minimum_qyt: 5 });
  const customer = await createCustomer(testInfo, null, db);
  const authorization = await bearerToken(shop.baseUrl, customer);
  const order = {
    toolId: tool.id,
    qyt: tool.minimum_qyt,
    date: deliveryDate(),
    address: "214 Foundry Lane, OH",
    phone: "+1 555 010 2030",
  };

  // Acknowledged order ids, per life of the server (0 before the first kill).
  const acknowledged: string[][] = [[]];
  const otherAnswers = new Map<number, number>();
  let placing = true;
  async function placeOrders() {
    while (placing) {
      const life = acknowledged.length - 1;
      try {
        const response = await fetch(`${shop.baseUrl}/api/orders`, {
          method: "POST",
          headers: { Authorization: authorization, "Content-Type": "application/json" },
          body: JSON.stringify(order),
        });
        if (response.status === 201) {
          acknowledged[life]!.push(((await response.json()) as { _id: string })._id);
        } else {
          otherAnswers.set(response.status, (otherAnswers.get(response.status) ?? 0) + 1);
        }
      } catch {
        // The server died before it answered: this order was never acknowledged. A short pause
        // before the next try while it restarts (the test polls for what it waits on, below).
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }
  const placers = Array.from({ length: PLACERS }, placeOrders);

  const acknowledgedIn = async (life: number, count: number) =>
    expect
      .poll(() => acknowledged[life]!.length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(count);
  for (let kill = 0; kill < KILLS; kill++) {
    await acknowledgedIn(kill, 20);
    await shop.kill();
    acknowledged.push([]);
    await shop.restart();
  }
  await acknowledgedIn(KILLS, 20);
  placing = false;
  await Promise.all(placers);

  const ids = acknowledged.flat();
  const stored = await db
    .selectFrom("orders")
    .select(["id", "qyt"])
    .where("toolId", "=", tool.id)
    .execute();
  const storedIds = new Set(stored.map((row) => row.id));
  expect(
    ids.filter((id) => !storedIds.has(id)),
    "acknowledged orders missing",
  ).toEqual([]);

  const { available_qyt } = await db
    .selectFrom("tools")
    .select("available_qyt")
    .where("id", "=", tool.id)
    .executeTakeFirstOrThrow();
  const sold = stored.reduce((sum, row) => sum + row.qyt, 0);
  expect(available_qyt + sold).toBe(INITIAL_STOCK);
  // Every answer the server gave was an acknowledgement: no refusal, no error.
  expect(Object.fromEntries(otherAnswers)).toEqual({});
});
