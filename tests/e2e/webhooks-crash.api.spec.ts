// Webhooks (issue 50) across kill -9: orders are placed over HTTP while the shop is killed
// (SIGKILL, no graceful shutdown) and restarted, twice, with a receiver on loopback that answers
// slowly (so kills land in the middle of deliveries) and is down for part of the run. Every order
// the database holds reaches the receiver, signed, once the shop and the receiver are back; no
// event names an order the database does not hold. Copies are allowed (a sender killed after the
// receiver answered), and all carry the event's one id.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { createCustomer } from "./support/accounts";
import { startScratchShop, type ScratchShop } from "./support/scratch-shop";
import { bearerToken } from "#tests/fixtures/over-http.ts";
import { insertTool } from "#tests/fixtures/catalogue.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { insertWebhookEndpoint } from "#tests/fixtures/webhooks.ts";
import { startReceiver, type Receiver } from "#tests/support/webhook-receiver.ts";

const KILLS = 2;

// The shop's clock, moved on once the receiver is back: the retries of the downtime are due then.
const clockFile = join(mkdtempSync(join(tmpdir(), "storefront-webhook-clock-")), "offset-ms");

let scratch: ScratchShop;
let receiver: Receiver;
test.beforeAll(async () => {
  scratch = await startScratchShop({ SHOP_CLOCK_FILE: clockFile });
  receiver = await startReceiver();
});
test.afterAll(async () => {
  await receiver?.stop();
  await scratch?.dispose();
});

test("every order's event reaches the receiver across kill -9 and its downtime", async () => {
  const testInfo = test.info();
  test.setTimeout(180_000);
  const { shop, db } = scratch;
  const endpoint = await insertWebhookEndpoint(db, {
    url: receiver.url,
    events: ["order.placed"],
  });
  receiver.useSecret(endpoint.secret);
  receiver.slowBy(150);
  const tool = await insertTool(db, { available_qyt: 100_000, minimum_qyt: 1 });
  const customer = await createCustomer(testInfo, null, db);
  const authorization = await bearerToken(shop.baseUrl, customer);
  const order = {
    toolId: tool.id,
    qyt: 1,
    date: deliveryDate(),
    address: "214 Foundry Lane, OH",
    phone: "+1 555 010 2030",
  };

  let placing = true;
  let acknowledged = 0;
  async function placeOrders() {
    while (placing) {
      try {
        const response = await fetch(`${shop.baseUrl}/api/orders`, {
          method: "POST",
          headers: { Authorization: authorization, "Content-Type": "application/json" },
          body: JSON.stringify(order),
        });
        if (response.status === 201) acknowledged++;
      } catch {
        // Killed before it answered: a short pause while it restarts.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }
  const placers = Array.from({ length: 3 }, placeOrders);
  const acknowledgedAtLeast = (count: number) =>
    expect.poll(() => acknowledged, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);

  for (let kill = 0; kill < KILLS; kill++) {
    await acknowledgedAtLeast(15 * (kill + 1));
    // The shop dies while deliveries are in flight (the receiver answers slowly).
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await shop.kill();
    if (kill === 0) await receiver.stop(); // down while the shop comes back and orders go on
    await shop.restart();
  }
  await acknowledgedAtLeast(15 * (KILLS + 1));
  placing = false;
  await Promise.all(placers);
  await receiver.restart();

  const stored = await db.selectFrom("orders").select("id").where("toolId", "=", tool.id).execute();
  const storedIds = new Set(stored.map((row) => row.id));
  expect(storedIds.size).toBeGreaterThanOrEqual(15 * (KILLS + 1));
  // Seven hours on: past the longest retry delay (six hours), well within the three days.
  writeFileSync(clockFile, String(7 * 3_600_000));
  const receivedOrders = () => new Set(receiver.received.map((event) => String(event.data._id)));
  await expect
    .poll(() => [...storedIds].filter((id) => !receivedOrders().has(id)).length, {
      timeout: 60_000,
      intervals: [1_000],
    })
    .toBe(0);
  expect([...receivedOrders()].filter((id) => !storedIds.has(id))).toEqual([]);
  expect(receiver.received.every((event) => event.verified)).toBe(true);
  // A copy of an event is the same event: one id per order.
  const idsPerOrder = new Map<string, Set<string>>();
  for (const event of receiver.received)
    idsPerOrder.set(
      String(event.data._id),
      (idsPerOrder.get(String(event.data._id)) ?? new Set()).add(event.id),
    );
  expect([...idsPerOrder.values()].every((ids) => ids.size === 1)).toBe(true);
});
