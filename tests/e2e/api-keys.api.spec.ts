// API keys (issue 50) across the whole API: every call of app/utils/api-scopes.ts (the table the
// shop enforces, which must name every API route module) with a key that lacks its scope (403
// naming it) and one that holds only it (past the guard: whatever the call itself answers, but
// never a refusal of the key); calls for a person refused to every key; public calls open to any
// key. A revoked key is refused at once; a key opens no page; its last use is written.
import { expect, test } from "@playwright/test";
import { apiKeyTexts } from "#app/messages.ts";
import { API_ROUTE_ACCESS, API_SCOPES, accessOf, type ApiScope } from "#app/utils/api-scopes.ts";
import { insertApiKey } from "#tests/fixtures/api-keys.ts";
import { demoAdmin } from "./support/demo";
import { rawRequest } from "./support/raw-http";
import { routeModules } from "./support/route-modules";
import { startScratchShop, type ScratchShop } from "./support/scratch-shop";

test.describe.configure({ mode: "serial" });

let scratch: ScratchShop;
let adminId: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  scratch = await startScratchShop();
  adminId = (
    await scratch.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", demoAdmin.email)
      .executeTakeFirstOrThrow()
  ).id;
});
test.afterAll(async () => scratch?.dispose());

const keyWith = (scopes: ApiScope[]) => insertApiKey(scratch.db, { createdBy: adminId, scopes });

/** A made-up value for each `{name}`: the guard answers before any record is looked up. */
const concrete = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === "key" ? "nobody%40customers.example" : `no-such-${name}`,
  );

async function call(method: string, path: string, bearer: string) {
  const response = await fetch(`${scratch.shop.baseUrl}${path}`, {
    method,
    headers: {
      Authorization: bearer,
      ...(method === "GET" ? {} : { "Content-Type": "application/json" }),
    },
    body: method === "GET" ? undefined : "{}",
    redirect: "manual",
  });
  let error: string | undefined;
  try {
    error = ((await response.json()) as { error?: string }).error;
  } catch {
    error = undefined;
  }
  return { status: response.status, error };
}

const refusals = new Set<string | undefined>([
  apiKeyTexts.notForKeys,
  ...API_SCOPES.map((scope) => apiKeyTexts.missingScope(scope)),
]);

test("every API route module's calls are in the scope table, and the table names no other", () => {
  const apiModules = routeModules().filter(
    (module) => module.file.startsWith("api.") && module.path !== "/api/*",
  );
  const patterns = new Set(
    API_ROUTE_ACCESS.map((row) => row.path.replace(/\{(\w+)\}/g, ":$1").toLowerCase()),
  );
  const missing = apiModules
    .map((module) => module.path.toLowerCase())
    .filter((path) => !patterns.has(path));
  expect(missing, "API routes without a row").toEqual([]);
  const known = new Set(apiModules.map((module) => module.path.toLowerCase()));
  expect(
    [...patterns].filter((pattern) => !known.has(pattern)),
    "rows of no route",
  ).toEqual([]);
  // A fixed segment wins over a `{name}` beside it.
  expect(accessOf("GET", "/api/tools/export")).toBe("catalog:read");
  expect(accessOf("GET", "/API/Tools/abc")).toBe("public");
});

test("each scope opens the calls it covers and no other; a person's calls open to no key", async () => {
  test.setTimeout(240_000);
  const all = await keyWith([...API_SCOPES]);
  const only = new Map<ApiScope, string>();
  const allBut = new Map<ApiScope, string>();
  for (const scope of API_SCOPES) {
    only.set(scope, (await keyWith([scope])).bearer);
    allBut.set(scope, (await keyWith(API_SCOPES.filter((other) => other !== scope))).bearer);
  }
  const wrong: string[] = [];
  for (const row of API_ROUTE_ACCESS) {
    const path = concrete(row.path);
    const where = `${row.method} ${row.path} (${row.access})`;
    if (row.access === "people") {
      const got = await call(row.method, path, all.bearer);
      // Logging out ends an access token's session: a key is none, so there is nothing to end.
      const expected = row.path === "/api/logout" ? 401 : 403;
      if (got.status !== expected || (expected === 403 && got.error !== apiKeyTexts.notForKeys))
        wrong.push(`${where} with every scope: ${got.status} ${got.error}`);
      continue;
    }
    if (row.access === "public") {
      const got = await call(row.method, path, only.get("customers:read")!);
      if (got.status === 401 || refusals.has(got.error))
        wrong.push(`${where} with an unrelated scope: ${got.status} ${got.error}`);
      continue;
    }
    const refused = await call(row.method, path, allBut.get(row.access)!);
    if (refused.status !== 403 || refused.error !== apiKeyTexts.missingScope(row.access))
      wrong.push(`${where} without its scope: ${refused.status} ${refused.error}`);
    const allowed = await call(row.method, path, only.get(row.access)!);
    if (allowed.status === 401 || refusals.has(allowed.error))
      wrong.push(`${where} with only its scope: ${allowed.status} ${allowed.error}`);
  }
  expect(wrong).toEqual([]);
});

test("a revoked key is refused at once; a key opens no page; its last use is kept", async () => {
  const { id, bearer } = await keyWith(["orders:read"]);
  const before = await call("GET", "/api/allorders", bearer);
  expect(before.status).toBe(200);
  const used = await scratch.db
    .selectFrom("api_keys")
    .select("lastUsedAt")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  expect(used.lastUsedAt).not.toBeNull();

  const page = await rawRequest(`${scratch.shop.baseUrl}/dashboard/manageorders`, {
    method: "GET",
    headers: { Authorization: bearer },
  });
  expect(page.status, "a key is no session on the pages").toBe(302);
  expect(page.headers.location).toMatch(/^\/login\?/);

  // Revoked straight in the database, as another instance's page would: no cache keeps it open.
  await scratch.db
    .updateTable("api_keys")
    .set({ revokedAt: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
  const after = await call("GET", "/api/allorders", bearer);
  expect(after.status).toBe(401);
  const unknown = await call("GET", "/api/allorders", "Bearer flk_made-up");
  expect(unknown.status).toBe(401);
});
