// Checkouts of three-line carts through the JSON API (POST /api/checkout) at 64 connections.
// A checkout empties its cart, so each one needs a customer whose cart is full: before each run
// the bench writes enough customers straight into the shop's database file, each with an Ohio
// address and a cart of one piece of each of three tools, signs each in through POST /api/login
// for a bearer token, and wrk's Lua script gives every request the next customer of its thread.
// Filling a cart through the API is measured on its own (PUT /api/cart/lines at 64 connections).
import { execFile } from "node:child_process";
import { randomBytes, scryptSync } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { newId } from "#db/id.ts";
import { CONNECTIONS } from "./load";

const PASSWORD = "bench-checkout-1";
/** wrk's threads: each takes its own half of the customers. */
const THREADS = 2;
/** Customers written per second of a run: above the fastest rate seen, so none runs short. */
const CUSTOMERS_PER_SECOND = 1_500;
const SIGN_INS_AT_ONCE = 16;

/**
 * The bench customers' password hash: the shop's own scheme (`scrypt$N$r$p$salt$key`, read back
 * with the parameters it names) at N = 1024 rather than the shop's 32768, so signing thousands of
 * them in costs seconds, not minutes. Only these throwaway accounts have it.
 */
function quickHash(password: string) {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 1024, r: 8, p: 1 });
  return ["scrypt", 1024, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
}

interface Customer {
  token: string;
  addressId: string;
}

/**
 * Puts a line in a cart, at its place in the cart where the schema has one: `cart_lines.position`
 * came with migration 0023, and `npm run bench -- --against` writes customers into the database
 * of a revision from before it too.
 */
function cartLineInsert(db: SQLite.Database) {
  const columns = db.prepare(`select name from pragma_table_info('cart_lines')`).all() as {
    name: string;
  }[];
  const positioned = columns.some((column) => column.name === "position");
  const insert = db.prepare(
    positioned
      ? `insert into cart_lines ("cartId", "toolId", qyt, "seenPrice", "addedAt", position) values (?, ?, 1, ?, ?, ?)`
      : `insert into cart_lines ("cartId", "toolId", qyt, "seenPrice", "addedAt") values (?, ?, 1, ?, ?)`,
  );
  return (cartId: string, toolId: string, price: number, now: string, position: number) =>
    positioned
      ? insert.run(cartId, toolId, price, now, position)
      : insert.run(cartId, toolId, price, now);
}

/** `count` customers, each with an Ohio address and a cart holding one of each of `toolIds`. */
function insertCustomers(file: string, count: number, toolIds: string[]) {
  const hash = quickHash(PASSWORD);
  const db = new SQLite(file);
  const now = new Date().toISOString();
  const batch = newId().slice(-8);
  const rows = Array.from({ length: count }, (_, index) => ({
    id: newId(),
    addressId: newId(),
    cartId: newId(),
    email: `bench-${batch}-${index}@forgeline.example`,
  }));
  const price = db.prepare(`select price from tools where id = ?`);
  const prices = toolIds.map((toolId) => (price.get(toolId) as { price: number }).price);
  const user = db.prepare(
    `insert into users (id, email, "displayName", "createdAt", "emailVerifiedAt") values (?, ?, 'Bench Buyer', ?, ?)`,
  );
  const password = db.prepare(`insert into passwords ("userId", hash) values (?, ?)`);
  const address = db.prepare(
    `insert into addresses (id, "userId", name, street, city, state, zip, phone, "createdAt")
     values (?, ?, 'Bench Buyer', '1 Bench Street', 'Dayton', 'OH', '45402', '+1 937 555 0142', ?)`,
  );
  const cart = db.prepare(`insert into carts (id, "userId", "updatedAt") values (?, ?, ?)`);
  const line = cartLineInsert(db);
  db.transaction(() => {
    for (const row of rows) {
      user.run(row.id, row.email, now, now);
      password.run(row.id, hash);
      address.run(row.addressId, row.id, now);
      cart.run(row.cartId, row.id, now);
      toolIds.forEach((toolId, index) => line(row.cartId, toolId, prices[index]!, now, index));
    }
  })();
  const method = db.prepare(`select id from shipping_methods order by position limit 1`).get() as {
    id: string;
  };
  db.close();
  return { rows, shippingMethodId: method.id };
}

async function tokenOf(base: string, email: string) {
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`bench customer ${email}: sign-in answered ${login.status}`);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

async function signIn(base: string, rows: { email: string; addressId: string }[]) {
  const customers: Customer[] = new Array(rows.length);
  let next = 0;
  const worker = async () => {
    for (let at = next++; at < rows.length; at = next++)
      customers[at] = {
        token: await tokenOf(base, rows[at]!.email),
        addressId: rows[at]!.addressId,
      };
  };
  await Promise.all(Array.from({ length: SIGN_INS_AT_ONCE }, worker));
  return customers;
}

/** The wrk script: each request is the checkout of its thread's next customer. */
function checkoutScript(
  dir: string,
  base: string,
  customers: Customer[],
  shippingMethodId: string,
) {
  const script = join(dir, `checkout-${new URL(base).port}.lua`);
  const share = Math.ceil(customers.length / THREADS);
  const slices = Array.from({ length: THREADS }, (_, thread) =>
    customers
      .slice(thread * share, (thread + 1) * share)
      .map((each) => `{ "${each.token}", "${each.addressId}" }`)
      .join(",\n    "),
  );
  // A month ahead: past any method's earliest delivery (its days in transit, issue 47, which
  // refuses an earlier date) and inside the year ahead that every revision accepts.
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  writeFileSync(
    script,
    `local slices = {\n  {\n    ${slices.join("\n  },\n  {\n    ")}\n  }\n}
local threads = {}
function setup(thread)
  table.insert(threads, thread)
  thread:set("slice", #threads)
end
function init(args)
  customers = slices[slice]
  next = 0
  placed = 0
  refused = 0
end
function request()
  next = next + 1
  local me = customers[next] or customers[#customers]
  return wrk.format("POST", "/api/checkout", {
    ["Content-Type"] = "application/json",
    ["Authorization"] = "Bearer " .. me[1],
    ["Origin"] = "${base}",
  }, '{"addressId":"' .. me[2] .. '","shippingMethodId":"${shippingMethodId}","date":"${date}"}')
end
function response(status, headers, body)
  if status == 201 then placed = placed + 1 else refused = refused + 1 end
end
function done(summary, latency, requests)
  local all, failed = 0, 0
  for _, thread in ipairs(threads) do
    all = all + thread:get("placed")
    failed = failed + thread:get("refused")
  end
  io.write(string.format("CHECKOUTS %d REFUSED %d P99 %d\\n", all, failed, latency:percentile(99) / 1000))
end
`,
  );
  return script;
}

export interface Checkouts {
  perSecond: number;
  /** Checkouts placed (201) and refused over the run. */
  placed: number;
  refused: number;
  p99: number;
}

/**
 * The customers for a run of `seconds` of checkouts of carts made of `toolIds` on the shop at
 * `base` (database `file`), written and signed in: answers the wrk script that checks them out.
 * Signing them in costs the shop CPU time, so it comes before the run, never in it.
 */
export async function prepareCheckouts(
  dir: string,
  base: string,
  file: string,
  toolIds: string[],
  seconds: number,
): Promise<string> {
  const { rows, shippingMethodId } = insertCustomers(file, CUSTOMERS_PER_SECOND * seconds, toolIds);
  return checkoutScript(dir, base, await signIn(base, rows), shippingMethodId);
}

/** One run of `seconds` of the checkouts `script` (from prepareCheckouts) prepared. */
export async function checkoutLoad(
  base: string,
  script: string,
  seconds: number,
): Promise<Checkouts> {
  const args = [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, "--timeout", "10s"];
  const { stdout } = await promisify(execFile)("wrk", [...args, "-s", script, base], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const [, placed, refused, p99] = stdout.match(/CHECKOUTS (\d+) REFUSED (\d+) P99 (\d+)/)!;
  return {
    perSecond: Math.round(Number(placed) / seconds),
    placed: Number(placed),
    refused: Number(refused),
    p99: Number(p99),
  };
}

/**
 * One run of `seconds` of checkouts of carts made of `toolIds` on the shop at `base` (database
 * `file`), with customers prepared for it.
 */
export async function checkoutRun(
  dir: string,
  base: string,
  file: string,
  toolIds: string[],
  seconds: number,
): Promise<Checkouts> {
  return checkoutLoad(base, await prepareCheckouts(dir, base, file, toolIds, seconds), seconds);
}
