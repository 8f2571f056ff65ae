// Thousands of malformed requests at every write endpoint and page action, anonymous and signed
// in: the shop answers each with a 4xx (never a 5xx), sends no one off-site, stays up within a
// memory bound, and every table holds exactly what it held before.
import { insertPromotion } from "#tests/fixtures/promotions.ts";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { SLOW } from "./support/test";
import { createCustomer } from "./support/accounts";
import { demoAdmin } from "./support/demo";
import {
  generateMalformedRequests,
  type Caller,
  type MalformedRequest,
} from "./support/malformed-requests";
import { mulberry32 } from "./support/prng";
import { rawRequest } from "./support/raw-http";
import { routeModules } from "./support/route-modules";
import { insertApiKey } from "#tests/fixtures/api-keys.ts";
import { insertWebhookEndpoint } from "#tests/fixtures/webhooks.ts";
import { ENGINES, startScratchShop, type ScratchShop } from "./support/scratch-shop";
import { tableChecksums } from "./support/table-checksum";
import { bearerToken, signInCookie } from "#tests/fixtures/over-http.ts";
import { insertAddress } from "#tests/fixtures/addresses.ts";
import { insertOrder } from "#tests/fixtures/orders.ts";
import { insertQuote } from "#tests/fixtures/quotes.ts";
import { insertReturn, markShipped, insertRefund } from "#tests/fixtures/after-sale.ts";
import { insertCompany, insertTaxExemption } from "#tests/fixtures/companies.ts";

const SEED = 0x5eed_0008;
const REQUEST_COUNT = 3_200;
const CONCURRENCY = 8;
const MEMORY_BOUND_MB = 400;
// Sign-in bookkeeping (a request that signs in may touch it) and, on PostgreSQL, the shared
// rate-limit counters (every write counts); everything else must not change.
const UNCHECKED_TABLES = ["sessions", "rate_limit_hits"];
// A shop may answer a body this large before reading it all and close the connection: the
// client then sees a reset instead of the answer, which is no fault.
const EARLY_CLOSE_OK_BYTES = 64 * 1024;

function residentMegabytes(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
  return { now: kilobytes("VmRSS") / 1024, peak: kilobytes("VmHWM") / 1024 };
}

const REDIRECT_PROBES = [
  "/%09/evil.example",
  "/%0d%0a/evil.example",
  "/%5C/evil.example",
  "%2F%2Fevil.example",
];

function probe(
  id: number,
  method: string,
  target: string,
  headers: Record<string, string>,
  body?: string,
): MalformedRequest {
  const module = target.startsWith("/login") ? "login.tsx" : "signup.tsx";
  return { id, module, method, target, headers, body, chunked: false, mustBeRefused: false };
}

interface Failure {
  statuses: Set<string>;
  count: number;
  example: string;
}

for (const engine of ENGINES) {
  test.describe(`on ${engine}`, SLOW, () => {
    let scratch: ScratchShop;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      scratch = await startScratchShop({}, engine);
    });
    test.afterAll(async () => scratch?.dispose());

    test(`3,200 malformed requests on ${engine}: no 5xx, no off-site redirect, bounded memory, unchanged data`, async () => {
      const testInfo = test.info();
      test.setTimeout(180_000);
      const { shop, db } = scratch;
      const origin = shop.baseUrl;

      // Real ids for the paths: a tool, the customer's own orders (unpaid and paid), the demo
      // customer's order, and users (the customer, another one, the admin himself).
      const customer = await createCustomer(testInfo, null, db);
      const other = await createCustomer(testInfo, null, db);
      const tool = await db
        .selectFrom("tools")
        .selectAll()
        .orderBy("createdAt", "desc")
        .executeTakeFirstOrThrow();
      const unpaid = await insertOrder(db, customer, tool);
      const paid = await insertOrder(db, customer, tool, { state: "paid" });
      const returned = await insertOrder(db, customer, tool, { state: "paid" });
      await markShipped(db, returned.id);
      const demoOrder = await db
        .selectFrom("orders")
        .select("id")
        .where("userId", "!=", customer.id)
        .executeTakeFirstOrThrow();
      const admin = await db
        .selectFrom("users")
        .select("id")
        .where("email", "=", demoAdmin.email)
        .executeTakeFirstOrThrow();

      const signedIn = (name: string, headers: Record<string, string>): Caller => ({
        name,
        headers,
        cookie: "Cookie" in headers,
        signedIn: true,
      });
      const callers: Caller[] = [
        { name: "anonymous", headers: {}, cookie: false, signedIn: false },
        signedIn("customer", { Cookie: await signInCookie(origin, customer) }),
        signedIn("admin", { Cookie: await signInCookie(origin, demoAdmin) }),
        signedIn("customer token", { Authorization: await bearerToken(origin, customer) }),
        signedIn("admin token", { Authorization: await bearerToken(origin, demoAdmin) }),
      ];
      const requests = generateMalformedRequests(mulberry32(SEED), REQUEST_COUNT, {
        modules: routeModules(),
        callers,
        origin,
        ids: {
          tools: [tool.id],
          orders: [unpaid.id, paid.id, demoOrder.id],
          users: [customer.id, other.id, admin.id],
          emails: [customer.email, other.email, demoAdmin.email],
          addresses: [(await insertAddress(db, customer.id)).id],
          shippingMethods: (await db.selectFrom("shipping_methods").select("id").execute()).map(
            (method) => method.id,
          ),
          taxStates: ["OH", "CA"],
          returns: [(await insertReturn(db, returned)).id],
          quotes: [await insertQuote(db, customer.id, tool)],
          refunds: [(await insertRefund(db, paid.id, { amount: 100 })).id],
          companies: [(await insertCompany(db)).id],
          categories: (await db.selectFrom("categories").select("id").limit(3).execute()).map(
            (category) => category.id,
          ),
          attributes: (await db.selectFrom("attributes").select("id").limit(3).execute()).map(
            (attribute) => attribute.id,
          ),
          priceGroups: (await db.selectFrom("price_groups").select("id").execute()).map(
            (group) => group.id,
          ),
          promotions: [(await insertPromotion(db, { active: 0 })).id],
          certificates: [
            (await insertTaxExemption(db, await insertCompany(db), { status: "pending" })).id,
          ],
          apiKeys: [(await insertApiKey(db, { createdBy: admin.id, scopes: ["orders:read"] })).id],
          webhooks: [
            (
              await insertWebhookEndpoint(db, {
                url: "https://93.184.216.34/forgeline",
                events: ["order.placed"],
              })
            ).id,
          ],
        },
      });
      // The audit's open-redirect probes, signed in (the pages send such a visitor on at once) and
      // at sign-in itself, with and without JavaScript's `.data` address. They go first: a later
      // request that wrongly deletes the customer would make them test nothing.
      const probes: MalformedRequest[] = [];
      for (const redirectTo of REDIRECT_PROBES) {
        const query = `redirectTo=${redirectTo}`;
        const signIn = `email=${encodeURIComponent(customer.email)}&password=${customer.password}&${query}`;
        const form = { "Content-Type": "application/x-www-form-urlencoded", Origin: origin };
        const add = (
          method: string,
          target: string,
          headers: Record<string, string>,
          body?: string,
        ) => probes.push(probe(REQUEST_COUNT + probes.length, method, target, headers, body));
        add("GET", `/login?${query}`, callers[1]!.headers);
        add("GET", `/signup?${query}`, callers[1]!.headers);
        add("POST", "/login", form, signIn);
        add("POST", "/login.data", form, signIn);
      }
      requests.unshift(...probes);
      const before = await tableChecksums(db, UNCHECKED_TABLES);

      const serverErrors = new Map<string, Failure>();
      const offSite = new Map<string, Failure>();
      const wentThrough = new Map<string, Failure>();
      const noAnswer = new Map<string, Failure>();
      const note = (into: Map<string, Failure>, request: MalformedRequest, what: string) => {
        const key = `${request.method} ${request.module}`;
        const failure = into.get(key) ?? { statuses: new Set(), count: 0, example: "" };
        failure.statuses.add(what);
        failure.count++;
        failure.example ||= `#${request.id} ${request.method} ${request.target.slice(0, 120)} (${request.headers["Content-Type"] ?? "no body type"})`;
        into.set(key, failure);
      };

      const started = Date.now();
      let next = 0;
      async function worker() {
        while (next < requests.length) {
          const request = requests[next++]!;
          try {
            const response = await rawRequest(`${origin}${request.target}`, request);
            if (response.status >= 500) note(serverErrors, request, String(response.status));
            const location = response.headers.location;
            // Resolved as a browser does (it drops tabs and newlines): it must stay on the shop.
            if (location && new URL(location, origin).origin !== origin)
              note(offSite, request, location);
            // A sign-in page for someone signed out along the way is a refusal too.
            if (request.mustBeRefused && response.status < 400 && !location?.startsWith("/login?"))
              note(wentThrough, request, String(response.status));
          } catch (error) {
            const size = request.body?.length ?? 0;
            if (size < EARLY_CLOSE_OK_BYTES) note(noAnswer, request, (error as Error).message);
          }
        }
      }
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));

      const report = (failures: Map<string, Failure>) =>
        [...failures]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(
            ([route, failure]) =>
              `${route}: ${failure.count}x ${[...failure.statuses].join(", ")}; e.g. ${failure.example}`,
          );
      const memory = residentMegabytes(shop.pid);
      console.log(
        `${requests.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; server RSS ${memory.now.toFixed(0)} MB, peak ${memory.peak.toFixed(0)} MB`,
      );

      expect.soft(report(serverErrors), "routes that answered 5xx").toEqual([]);
      expect.soft(report(offSite), "redirects off the shop").toEqual([]);
      expect.soft(report(wentThrough), "flawed writes that acted on a real id").toEqual([]);
      expect.soft(report(noAnswer), "requests without an answer").toEqual([]);
      expect.soft((await fetch(`${origin}/healthz`)).status, "/healthz afterwards").toBe(200);
      expect.soft(memory.peak, "peak RSS in MB").toBeLessThan(MEMORY_BOUND_MB);
      expect(await tableChecksums(db, UNCHECKED_TABLES), "every table as before").toEqual(before);
    });
  });
}
