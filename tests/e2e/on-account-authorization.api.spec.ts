// Who may read and record what on a company's account (issue 48): each new route as a stranger,
// a buyer of another company, a buyer and a company admin of the company, and a shop admin. The
// general matrix (authorization.api.spec.ts) has their rows for callers outside any company.
import { expect, test } from "@playwright/test";
import { demoAdmin } from "./support/demo";
import { rawRequest } from "./support/raw-http";
import { startScratchShop, type ScratchShop } from "./support/scratch-shop";
import { signInCookie } from "#tests/fixtures/over-http.ts";
import { companyWithMembers } from "#tests/fixtures/companies.ts";

const LOGIN = "login";
type Expected = number | typeof LOGIN;
const WHO = ["stranger", "otherBuyer", "buyer", "companyAdmin", "shopAdmin"] as const;
type Who = (typeof WHO)[number];

/** {company} is the company's id, {otherCompany} another's. */
// prettier-ignore
const ROWS: [method: string, path: string, body: object | null, ...expected: Expected[]][] = [
  //                                                                  stranger otherBuyer buyer companyAdmin shopAdmin
  ["GET",  "/api/company/statement",                    null,        401,   403,   403,   200,   404],
  ["GET",  "/api/company/statement?company={company}",  null,        401,   403,   403,   200,   200],
  ["GET",  "/api/company/statement?company={otherCompany}", null,    401,   403,   403,   404,   200],
  // A valid payment: only the shop admin's is taken; nothing is owed yet, so 409.
  ["POST", "/api/payments",                             { amount: 10, date: "2026-11-29", reference: "Matrix" }, 401, 403, 403, 403, 409],
  ["GET",  "/dashboard/statement",                      null,        LOGIN, 403,   403,   200,   404],
  ["GET",  "/dashboard/statement.pdf?company={company}", null,       LOGIN, 403,   403,   200,   200],
  ["GET",  "/dashboard/receivables",                    null,        LOGIN, 403,   403,   403,   200],
  ["GET",  "/dashboard/receivables/{company}",          null,        LOGIN, 403,   403,   403,   200],
  ["POST", "/dashboard/receivables/{company}",          {},          LOGIN, 403,   403,   403,   400],
];

test.describe.configure({ mode: "serial" });
let scratch: ScratchShop;
const cookies = new Map<Who, string | undefined>();
const ids = { company: "", otherCompany: "" };

test.beforeAll(async () => {
  test.setTimeout(90_000);
  scratch = await startScratchShop();
  const { db, shop } = scratch;
  const ours = await companyWithMembers(db);
  const theirs = await companyWithMembers(db);
  ids.company = ours.company.id;
  ids.otherCompany = theirs.company.id;
  cookies.set("stranger", undefined);
  cookies.set("otherBuyer", await signInCookie(shop.baseUrl, theirs.buyer));
  cookies.set("buyer", await signInCookie(shop.baseUrl, ours.buyer));
  cookies.set("companyAdmin", await signInCookie(shop.baseUrl, ours.admin));
  cookies.set("shopAdmin", await signInCookie(shop.baseUrl, demoAdmin));
});
test.afterAll(async () => scratch?.dispose());

test("each caller gets the status of its cell on the account's routes", async () => {
  const { baseUrl } = scratch.shop;
  const wrong: string[] = [];
  for (const [method, template, body, ...expected] of ROWS) {
    const path = template.replace(/\{(\w+)\}/g, (_, name: keyof typeof ids) => ids[name]);
    for (const [index, who] of WHO.entries()) {
      const cookie = cookies.get(who);
      const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
      let sent: Uint8Array | undefined;
      if (method !== "GET") {
        headers.Origin = baseUrl;
        const encoded = path.startsWith("/api/")
          ? new Response(JSON.stringify({ company: ids.company, ...body }), {
              headers: { "Content-Type": "application/json" },
            })
          : new Response(new URLSearchParams(body as Record<string, string>));
        headers["Content-Type"] = encoded.headers.get("Content-Type")!;
        sent = new Uint8Array(await encoded.arrayBuffer());
      }
      const response = await rawRequest(`${baseUrl}${path}`, { method, headers, body: sent });
      const location = new URL(response.headers.location ?? "/", baseUrl);
      const got =
        response.status === 302 && location.pathname === "/login" ? LOGIN : response.status;
      if (got !== expected[index])
        wrong.push(`${method} ${path} as ${who}: expected ${expected[index]}, got ${got}`);
    }
  }
  expect(wrong).toEqual([]);
});
