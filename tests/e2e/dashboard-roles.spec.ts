import sharp from "sharp";
import { expect, test } from "./support/test";
import { createCustomer, signIn } from "./support/accounts";
import { e2eDatabase } from "./support/database";
import { demoAdmin, demoTool } from "./support/demo";

const ADMIN_PAGES = [
  "/dashboard/addproduct",
  "/dashboard/manageproducts",
  "/dashboard/manageproducts?q=drill&page=2",
  "/dashboard/manageorders",
  "/dashboard/manageorders?state=paid&from=2026-01-01",
  "/dashboard/manageusers",
  "/dashboard/manageusers?q=admin",
  "/dashboard/enquiries",
  "/dashboard/enquiries?q=supply",
  "/dashboard/outbox",
  "/dashboard/outbox?q=order",
  "/dashboard/shipping",
  "/dashboard/tax",
  "/dashboard/tax/OH/delete",
  "/dashboard/returns",
  "/dashboard/returns?status=approved&q=drill",
  "/dashboard/categories",
  "/dashboard/attributes",
  "/dashboard/import",
  "/dashboard/price-groups",
  "/dashboard/tax-exemptions",
];

const EXPORTS = [
  "/dashboard/orders.csv",
  "/dashboard/orders.csv?state=shipped",
  "/dashboard/users.csv",
  "/dashboard/invoices.csv?from=2026-01-01&to=2026-12-31",
  "/dashboard/credit-notes.csv?from=2026-01-01&to=2026-12-31",
  "/api/tools/export",
];

const toolPages = (id: string) =>
  ["edit", "restock", "delete"].map((page) => `/dashboard/manageproducts/${id}/${page}`);

test("a customer's sidebar and an admin's sidebar", async ({ page, browser }, testInfo) => {
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  await page.goto("/dashboard");
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link")).toHaveText([
    "My Orders",
    "Add A Review",
    "My Quotes",
    "My Profile",
  ]);

  const adminPage = await browser.newPage();
  await signIn(adminPage, demoAdmin);
  await adminPage.goto("/dashboard");
  await expect(
    adminPage.getByRole("navigation", { name: "Dashboard" }).getByRole("link"),
  ).toHaveText([
    "My Profile",
    "Add Product",
    "Manage Products",
    "Categories",
    "Attributes",
    "Import Products",
    "Manage Orders",
    "Receivables",
    "Returns",
    "Quotes",
    "Shipping",
    "Sales Tax",
    "Tax Exemptions",
    "Manage Users",
    "Price Groups",
    "Promotions",
    "Companies",
    "Enquiries",
    "Outbox",
    "API Keys",
    "Webhooks",
  ]);
  await adminPage.close();
});

test("a customer is refused every admin page by the server", async ({ page }, testInfo) => {
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  const tool = await demoTool();
  for (const path of [
    ...ADMIN_PAGES,
    ...toolPages(tool.id),
    `/dashboard/manageusers/${customer.id}/delete`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
  }
  for (const path of EXPORTS) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(403);
    expect(await response.text(), path).not.toContain("@");
  }
});

test("a customer's forged admin posts are refused", async ({ page }, testInfo) => {
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  const promote = await page.request.post(`/dashboard/manageusers/${customer.id}/role`, {
    form: {},
  });
  expect(promote.status()).toBe(403);
  const remove = await page.request.post(`/dashboard/manageusers/${customer.id}/delete`, {
    form: {},
  });
  expect(remove.status()).toBe(403);

  const tool = await demoTool();
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  const product = {
    name: "Forged Product",
    price: "1",
    description: "Should never exist.",
    minimum_qyt: "1",
    available_qyt: "1",
  };
  const forged = [
    page.request.post("/dashboard/addproduct", {
      multipart: { ...product, img: { name: "p.png", mimeType: "image/png", buffer: png } },
    }),
    page.request.post(`/dashboard/manageproducts/${tool.id}/edit`, {
      multipart: { ...product, stockSeen: String(tool.available_qyt) },
    }),
    page.request.post(`/dashboard/manageproducts/${tool.id}/restock`, {
      form: { quantity: "1000" },
    }),
    page.request.post(`/dashboard/manageproducts/${tool.id}/delete`, { form: {} }),
  ];
  for (const response of await Promise.all(forged)) expect(response.status()).toBe(403);
  expect(await demoTool()).toEqual(tool);
  expect(
    await e2eDatabase().selectFrom("tools").select("id").where("name", "=", product.name).execute(),
  ).toEqual([]);
});

test("a customer's admin API calls are refused, and change nothing", async ({ page }, testInfo) => {
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  const tool = await demoTool();
  const create = await page.request.post("/api/tools", {
    data: {
      name: "Forged Product",
      price: 1,
      description: "Should never exist.",
      minimum_qyt: 1,
      available_qyt: 1,
      img: "/uploads/0123456789abcdef01234567.webp",
    },
  });
  expect(create.status()).toBe(403);
  expect(await create.json()).toEqual({ error: "Only an admin may do this" });
  const remove = await page.request.delete(`/api/tools/${tool.id}`);
  expect(remove.status()).toBe(403);
  const upload = await page.request.post("/api/images", {
    multipart: { image: { name: "p.png", mimeType: "image/png", buffer: Buffer.from("x") } },
  });
  expect(upload.status()).toBe(403);
  expect(await upload.json()).toEqual({ success: false, error: "Only an admin may upload images" });
  expect((await page.request.get(`/api/tools/${tool.id}`)).status()).toBe(200);
  expect((await page.request.get("/api/allusers")).status()).toBe(403);
});

test("an admin is refused Add A Review, which their sidebar does not offer", async ({ page }) => {
  await signIn(page, demoAdmin);
  const response = await page.goto("/dashboard/addreview");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
  await expect(
    page.getByText("Reviews are written by the shop's customers, not by its administrators."),
  ).toBeVisible();
  const forged = await page.request.post("/api/reviews", {
    data: { company: "Forgeline", rating: 5, description: "We are great." },
  });
  expect(forged.status()).toBe(403);
});

test("an anonymous visitor is sent to login from any dashboard page", async ({ page }) => {
  for (const path of ["/dashboard", ...ADMIN_PAGES]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}$`));
  }
});

test("every dashboard page has its own title and highlights its tab", async ({
  page,
  browser,
}, testInfo) => {
  // Twelve pages for two people: more than a loaded machine opens in the default half minute.
  test.slow();
  const tabOf = async (target: typeof page, path: string, tab: string) => {
    await target.goto(path);
    await expect(target, path).toHaveTitle(`${tab} — Forgeline Tools`);
    await expect(
      target.getByRole("navigation", { name: "Dashboard" }).locator('[aria-current="page"]'),
      path,
    ).toHaveText(tab);
  };
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  for (const [path, tab] of [
    ["/dashboard/myorders", "My Orders"],
    ["/dashboard/addreview", "Add A Review"],
    ["/dashboard/quotes", "My Quotes"],
    ["/dashboard/myprofile", "My Profile"],
    ["/dashboard/myprofile/updateprofile", "My Profile"],
  ] as const)
    await tabOf(page, path, tab);

  const tool = await demoTool();
  const adminPage = await browser.newPage();
  await signIn(adminPage, demoAdmin);
  for (const [path, tab] of [
    ["/dashboard/myprofile", "My Profile"],
    ["/dashboard/addproduct", "Add Product"],
    ["/dashboard/manageproducts", "Manage Products"],
    [`/dashboard/manageproducts/${tool.id}/edit`, "Manage Products"],
    [`/dashboard/manageproducts/${tool.id}/restock`, "Manage Products"],
    ["/dashboard/import", "Import Products"],
    ["/dashboard/manageorders?state=paid", "Manage Orders"],
    ["/dashboard/manageusers", "Manage Users"],
    ["/dashboard/enquiries", "Enquiries"],
    ["/dashboard/returns?status=requested", "Returns"],
    ["/dashboard/quotes?status=requested", "Quotes"],
    ["/dashboard/categories", "Categories"],
    ["/dashboard/attributes", "Attributes"],
    ["/dashboard/companies", "Companies"],
  ] as const)
    await tabOf(adminPage, path, tab);
  await adminPage.close();
});
