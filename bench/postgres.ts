// npm run bench's PostgreSQL rows: orders/s on an embedded PostgreSQL server with one app
// instance, then with two behind no balancer (each gets half of wrk's connections), with the
// same stock check as on SQLite. Everything on loopback, on the one machine.
import { openDatabase, type Database } from "#db/connection.ts";
import { newId } from "#db/id.ts";
import { startShop, type Shop } from "#tests/e2e/support/shop-server.ts";
import { startPostgres } from "#tests/support/postgres-server.ts";
import { CONNECTIONS, customerToken, orderRuns, orderScript, warmUp, wrk } from "./load";

type Row = (what: string, value: string | number, note?: string) => void;

const PLENTY = 10_000_000;

async function benchTool(db: Database) {
  const id = newId();
  await db
    .insertInto("tools")
    .values({
      ...{ id, name: "Bench Pallet Jack", img: "/images/tools/socket-set.svg" },
      ...{ description: "For the benchmark.", price: 100, minimum_qyt: 1, available_qyt: PLENTY },
      createdAt: "2000-01-01T00:00:00.000Z",
    })
    .execute();
  return id;
}

/** In one statement, so one snapshot: orders still finishing cannot fall between two reads. */
async function stockAddsUp(db: Database, toolId: string) {
  const { stock, pieces } = await db
    .selectFrom("tools")
    .select((eb) => [
      "available_qyt as stock",
      eb
        .selectFrom("orders")
        .select((orders) =>
          orders.fn.coalesce(orders.fn.sum<number>("qyt"), orders.lit(0)).as("sold"),
        )
        .where("toolId", "=", toolId)
        .as("pieces"),
    ])
    .where("id", "=", toolId)
    .executeTakeFirstOrThrow();
  return stock + Number(pieces) === PLENTY;
}

/** wrk against each shop at once, the connections shared out; answers orders/s and the runs. */
async function orderLoad(dir: string, db: Database, shops: Shop[]) {
  const toolId = await benchTool(db);
  const scripts = new Map<Shop, string>();
  for (const shop of shops) {
    const script = orderScript(dir, shop.baseUrl, await customerToken(shop.baseUrl), toolId);
    // Uncounted, as on SQLite; the stock check below counts these orders too.
    await warmUp(`${shop.baseUrl}/api/orders`, {}, script);
    scripts.set(shop, script);
  }
  const placed = await orderRuns(() =>
    Promise.all(
      shops.map((shop) =>
        wrk(
          `${shop.baseUrl}/api/orders`,
          {},
          {
            script: scripts.get(shop)!,
            connections: CONNECTIONS / shops.length,
          },
        ),
      ),
    ),
  );
  const note = `${placed.note}; stock + sold = initial: ${await stockAddsUp(db, toolId)}`;
  return { perSecond: placed.perSecond, note };
}

export async function ordersOnPostgres(dir: string, row: Row) {
  const server = await startPostgres();
  try {
    const url = await server.createDatabase("bench");
    const env = {
      SESSION_SECRET: "the-benchmark-secret-of-32-characters-or-more",
      WRITE_RATE_LIMIT: "100000000",
      AUTH_RATE_LIMIT: "1000000",
    };
    const db = openDatabase(url, { poolSize: 2 });
    const shops = [await startShop(url, env)];
    try {
      const one = await orderLoad(dir, db, shops);
      row(
        `PostgreSQL, 1 instance: POST /api/orders at ${CONNECTIONS} connections, orders/s`,
        one.perSecond,
        one.note,
      );
      shops.push(await startShop(url, env));
      const two = await orderLoad(dir, db, shops);
      row(
        `PostgreSQL, 2 instances: POST /api/orders at ${CONNECTIONS} connections, orders/s`,
        two.perSecond,
        two.note,
      );
    } finally {
      await db.destroy();
      await Promise.all(shops.map((shop) => shop.stop()));
    }
  } finally {
    await server.stop();
  }
}
