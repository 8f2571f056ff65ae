// Text that nobody types: a NUL or another control character in any text the shop takes (a
// form, a JSON body, a search) is refused with a 400 and a message, the same on SQLite and on
// PostgreSQL (which cannot store a NUL at all, and once answered 500), and nothing is written.
import { expect, test } from "@playwright/test";
import { createCustomer, type Account } from "./support/accounts";
import { demoAdmin } from "./support/demo";
import { ENGINES, startScratchShop, type ScratchShop } from "./support/scratch-shop";
import { signInCookie } from "#tests/fixtures/over-http.ts";
import { insertTool } from "#tests/fixtures/catalogue.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";

const CONTROL_MESSAGE = "Remove the control characters (such as NUL) from this text";
const ONE_LINE_MESSAGE = "Write this on one line, without tabs or line breaks";

interface Probe {
  what: string;
  method: "GET" | "POST" | "PUT";
  path: string;
  as: "anonymous" | "customer" | "admin";
  form?: Record<string, string>;
  json?: Record<string, unknown>;
  message?: string;
}

function probes(toolId: string, customer: Account): Probe[] {
  const profile = {
    displayName: "Casey Control",
    education: "Trade school",
    personalPhone: "+1 555 010 2030",
    personalAddress: "214 Foundry Lane, OH",
    businessName: "Casey Carpentry",
    businessAddress: "9 Mill Road, OH",
    businessPhone: "+1 555 010 2031",
    linkedin: "casey-control",
    details: "Cabinets and stairs.",
  };
  const order = { date: deliveryDate(), qyt: "5", phone: "+1 555 010 2030" };
  const enquiry = {
    name: "Ana Lopez",
    email: "ana@trade.example",
    company: "Lopez Builders",
    message: "We would like distributor prices for drills.",
  };
  return [
    {
      what: "sign-up name",
      method: "POST",
      path: "/signup",
      as: "anonymous",
      form: {
        name: "Ana\u0000Lopez",
        email: `nul-${toolId}@customers.example`,
        password: "hammer-1",
        confirmPassword: "hammer-1",
      },
    },
    ...(["company", "message"] as const).map((field): Probe => ({
      what: `enquiry ${field}`,
      method: "POST",
      path: "/?index",
      as: "anonymous",
      form: { ...enquiry, [field]: `${enquiry[field]}\u0000` },
    })),
    {
      what: "order address",
      method: "POST",
      path: `/purchase/${toolId}`,
      as: "customer",
      form: { ...order, address: "214 Foundry\u0000 Lane, OH" },
    },
    {
      what: "order address over the API",
      method: "POST",
      path: "/api/orders",
      as: "customer",
      json: { toolId, ...order, qyt: 5, address: "214 Foundry\u0000 Lane, OH" },
    },
    {
      what: "review",
      method: "POST",
      path: "/dashboard/addreview",
      as: "customer",
      form: { company: "Casey\u0007Carpentry", rating: "5", description: "Sturdy tools." },
    },
    {
      what: "review over the API",
      method: "POST",
      path: "/api/reviews",
      as: "customer",
      json: { company: "Casey Carpentry", rating: 5, description: "Sturdy\u0000 tools." },
    },
    {
      what: "profile",
      method: "POST",
      path: "/dashboard/myprofile/updateprofile",
      as: "customer",
      form: { ...profile, education: "Trade\u0000 school" },
    },
    {
      what: "profile over the API",
      method: "PUT",
      path: `/api/users/${encodeURIComponent(customer.email)}`,
      as: "customer",
      json: { displayName: "Casey\u0000" },
    },
    {
      what: "a tab in a one-line field",
      method: "POST",
      path: "/dashboard/myprofile/updateprofile",
      as: "customer",
      form: { ...profile, businessName: "Casey\tCarpentry" },
      message: ONE_LINE_MESSAGE,
    },
    { what: "catalogue search", method: "GET", path: "/tools?q=drill%00", as: "anonymous" },
    { what: "API search", method: "GET", path: "/api/tools?q=drill%00", as: "anonymous" },
    {
      what: "manage orders search",
      method: "GET",
      path: "/dashboard/manageorders?q=a%00",
      as: "admin",
    },
    { what: "orders CSV search", method: "GET", path: "/dashboard/orders.csv?q=a%00", as: "admin" },
    {
      what: "manage users search",
      method: "GET",
      path: "/dashboard/manageusers?q=a%00",
      as: "admin",
    },
    {
      what: "manage products search",
      method: "GET",
      path: "/dashboard/manageproducts?q=a%00",
      as: "admin",
    },
    {
      what: "enquiries search",
      method: "GET",
      path: "/dashboard/enquiries?q=a%00",
      as: "admin",
    },
    { what: "orders by email", method: "GET", path: "/api/orders?email=a%00", as: "admin" },
    // The order history's searches (issue 47): the page says it beside its form.
    { what: "my orders search", method: "GET", path: "/dashboard/myorders?q=a%00", as: "customer" },
    { what: "API order search", method: "GET", path: "/api/orders?q=a%00", as: "customer" },
    { what: "returns search", method: "GET", path: "/dashboard/returns?q=a%00", as: "admin" },
    { what: "quotes search", method: "GET", path: "/dashboard/quotes?q=a%00", as: "admin" },
  ];
}

for (const engine of ENGINES) {
  test.describe(`on ${engine}`, () => {
    test.describe.configure({ mode: "serial" });
    let scratch: ScratchShop;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      scratch = await startScratchShop({}, engine);
    });
    test.afterAll(async () => scratch?.dispose());

    test(`a control character in any text is a 400 with a message on ${engine}`, async () => {
      test.setTimeout(120_000);
      const { shop, db } = scratch;
      const customer = await createCustomer(test.info(), null, db);
      const tool = await insertTool(db);
      const cookies = {
        anonymous: undefined,
        customer: await signInCookie(shop.baseUrl, customer),
        admin: await signInCookie(shop.baseUrl, demoAdmin),
      };
      const counts = async () => ({
        users: (await db.selectFrom("users").select("id").execute()).length,
        orders: (await db.selectFrom("orders").select("id").execute()).length,
        reviews: (await db.selectFrom("reviews").select("id").execute()).length,
        enquiries: (await db.selectFrom("enquiries").select("id").execute()).length,
      });
      const before = await counts();

      const wrong: string[] = [];
      for (const probe of probes(tool.id, customer)) {
        const headers: Record<string, string> = { Origin: shop.baseUrl };
        const cookie = cookies[probe.as];
        if (cookie) headers.Cookie = cookie;
        let body: string | URLSearchParams | undefined;
        if (probe.form) body = new URLSearchParams(probe.form);
        if (probe.json) {
          body = JSON.stringify(probe.json);
          headers["Content-Type"] = "application/json";
        }
        const response = await fetch(`${shop.baseUrl}${probe.path}`, {
          method: probe.method,
          headers,
          body,
          redirect: "manual",
        });
        const text = await response.text();
        const message = probe.message ?? CONTROL_MESSAGE;
        if (response.status !== 400 || !text.includes(message))
          wrong.push(`${probe.what}: ${response.status} ${text.slice(0, 160)}`);
      }
      expect(wrong).toEqual([]);
      expect(await counts(), "nothing written").toEqual(before);
      const profile = await db
        .selectFrom("users")
        .select(["displayName", "education"])
        .where("id", "=", customer.id)
        .executeTakeFirstOrThrow();
      expect(profile.displayName).toBe(customer.displayName);
    });
  });
}
