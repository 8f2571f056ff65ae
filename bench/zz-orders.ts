import { copyFileSync } from "node:fs";
import { startShop } from "#tests/e2e/support/shop-server.ts";
import { customerToken, orderScript, wrk } from "./load";
copyFileSync("/tmp/pf/f1.db", "/tmp/pf/zz.db");
import SQLite from "better-sqlite3";
const db = new SQLite("/tmp/pf/zz.db");
db.prepare(
  `insert into tools (id, name, img, description, price, minimum_qyt, available_qyt, "createdAt") values ('benchbenchbenchbenchbenc', 'Bench Pallet Jack', '/images/tools/socket-set.svg', 'For the benchmark.', 100, 1, 10000000, '2000-01-01T00:00:00.000Z')`,
).run();
db.close();
const shop = await startShop("/tmp/pf/zz.db", {
  WRITE_RATE_LIMIT: "100000000",
  AUTH_RATE_LIMIT: "1000000",
});
const token = await customerToken(shop.baseUrl);
const script = orderScript("/tmp/pf", shop.baseUrl, token, "benchbenchbenchbenchbenc");
for (let i = 0; i < 3; i++) {
  const r = wrk(`${shop.baseUrl}/api/orders`, {}, script);
  console.log(r);
}
await shop.stop();
