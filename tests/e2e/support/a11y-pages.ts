// The pages the accessibility scan visits, by route module, and the route modules it leaves out
// with the reason why. `accessibility.spec.ts` fails naming any route module of app/routes that is
// in neither list: a new page must be added here (one line) before it can ship.
import AxeBuilder from "@axe-core/playwright";
import { test, type Browser, type Page } from "@playwright/test";

export type Role = "visitor" | "customer" | "admin";

export interface PageToScan {
  /** The route module in app/routes that renders it. */
  module: string;
  /**
   * Its address, with placeholders filled from data made for the scan: {tool} (a demo tool), the
   * customer's {unpaid}, {paid} and {cancelled} orders, {user} (a customer an admin may promote or
   * delete), the customer's live {reset} and {verify} links' tokens, {mail} (a sent mail), the
   * customer's {address}, a demo shipping {method}, the demo's price {group}, an {apiKey} of the demo
   * admin and a {webhook} endpoint (issue 50).
   */
  path: string;
  /** Who looks at it (each signed in as such; a visitor is not signed in). */
  as: Role[];
}

const EVERYONE: Role[] = ["visitor", "customer", "admin"];
const SIGNED_IN: Role[] = ["customer", "admin"];

export const PAGES: PageToScan[] = [
  { module: "_index.tsx", path: "/", as: EVERYONE },
  { module: "tools._index.tsx", path: "/tools", as: EVERYONE },
  { module: "tools._index.tsx", path: "/tools?q=drill&sort=price", as: ["visitor"] },
  {
    module: "tools._index.tsx",
    path: "/tools?category=drills-drivers&voltage=18+V&weight=..2&maxPrice=200&inStock=1",
    as: ["visitor"],
  },
  { module: "tools.$id.tsx", path: "/tools/{tool}", as: EVERYONE },
  { module: "blogs.tsx", path: "/blogs", as: EVERYONE },
  { module: "portfolio.tsx", path: "/portfolio", as: EVERYONE },
  { module: "api.docs.tsx", path: "/api/docs", as: ["visitor"] },
  { module: "$.tsx", path: "/no-such-page", as: EVERYONE },
  { module: "reviews.tsx", path: "/reviews", as: EVERYONE },
  { module: "login.tsx", path: "/login", as: ["visitor"] },
  { module: "forgot-password.tsx", path: "/forgot-password", as: ["visitor"] },
  { module: "reset-password.tsx", path: "/reset-password?token={reset}", as: ["visitor"] },
  // A used or unknown link: the page says so and offers a new one.
  { module: "reset-password.tsx", path: "/reset-password", as: ["visitor"] },
  { module: "verify-email.tsx", path: "/verify-email?token={verify}", as: EVERYONE },
  { module: "verify-email.tsx", path: "/verify-email", as: ["visitor"] },
  { module: "signup.tsx", path: "/signup", as: ["visitor"] },
  { module: "purchase.$id.tsx", path: "/purchase/{tool}", as: SIGNED_IN },
  // An empty cart here; one with lines, a price change and a refused quantity in cart.spec.ts.
  { module: "cart.tsx", path: "/cart", as: EVERYONE },
  // Empty here; with refused lines in part-numbers.spec.ts.
  { module: "quick-order.tsx", path: "/quick-order", as: EVERYONE },
  { module: "dashboard._index.tsx", path: "/dashboard", as: SIGNED_IN },
  // The accountant's download form, refused: the reason beside its field.
  {
    module: "dashboard._index.tsx",
    path: "/dashboard?from=2026-03-31&to=2026-03-01&download=invoices",
    as: ["admin"],
  },
  { module: "dashboard.myprofile.tsx", path: "/dashboard/myprofile", as: SIGNED_IN },
  {
    module: "dashboard.myprofile_.updateprofile.tsx",
    path: "/dashboard/myprofile/updateprofile",
    as: SIGNED_IN,
  },
  { module: "dashboard.myorders.tsx", path: "/dashboard/myorders", as: ["customer"] },
  { module: "dashboard.orders.$id.tsx", path: "/dashboard/orders/{unpaid}", as: SIGNED_IN },
  { module: "dashboard.orders.$id.tsx", path: "/dashboard/orders/{paid}", as: SIGNED_IN },
  { module: "dashboard.orders.$id.tsx", path: "/dashboard/orders/{cancelled}", as: SIGNED_IN },
  {
    module: "dashboard.orders.$id_.refund.tsx",
    path: "/dashboard/orders/{paid}/refund",
    as: ["admin"],
  },
  {
    module: "dashboard.myorders_.$id.cancel.tsx",
    path: "/dashboard/myorders/{unpaid}/cancel",
    as: ["customer"],
  },
  { module: "dashboard.payment.$id.tsx", path: "/dashboard/payment/{unpaid}", as: ["customer"] },
  // An order that can no longer be paid: the page says why and offers to order again.
  {
    module: "dashboard.payment.$id.tsx",
    path: "/dashboard/payment/{cancelled}",
    as: ["customer"],
  },
  { module: "dashboard.addreview.tsx", path: "/dashboard/addreview", as: ["customer"] },
  // A customer on an admin page: the 403 page (beside the sidebar).
  { module: "dashboard.manageusers.tsx", path: "/dashboard/manageusers", as: ["customer"] },
  // An address no dashboard page answers: the 404 page beside the sidebar.
  { module: "dashboard.$.tsx", path: "/dashboard/no-such-page", as: SIGNED_IN },
  { module: "dashboard.addproduct.tsx", path: "/dashboard/addproduct", as: ["admin"] },
  { module: "dashboard.manageproducts.tsx", path: "/dashboard/manageproducts", as: ["admin"] },
  {
    module: "dashboard.manageproducts_.$id.edit.tsx",
    path: "/dashboard/manageproducts/{tool}/edit",
    as: ["admin"],
  },
  {
    module: "dashboard.manageproducts_.$id.restock.tsx",
    path: "/dashboard/manageproducts/{tool}/restock",
    as: ["admin"],
  },
  {
    module: "dashboard.manageproducts_.$id.delete.tsx",
    path: "/dashboard/manageproducts/{tool}/delete",
    as: ["admin"],
  },
  { module: "dashboard.manageorders.tsx", path: "/dashboard/manageorders", as: ["admin"] },
  {
    module: "dashboard.manageorders_.$id.cancel.tsx",
    path: "/dashboard/manageorders/{unpaid}/cancel",
    as: ["admin"],
  },
  {
    module: "dashboard.manageorders_.$id.ship.tsx",
    path: "/dashboard/manageorders/{paid}/ship",
    as: ["admin"],
  },
  { module: "dashboard.outbox.tsx", path: "/dashboard/outbox", as: ["admin"] },
  // Pay on account (issue 48): what companies owe.
  { module: "dashboard.receivables.tsx", path: "/dashboard/receivables", as: ["admin"] },
  { module: "dashboard.outbox.tsx", path: "/dashboard/outbox?mail={mail}", as: ["admin"] },
  { module: "dashboard.manageusers.tsx", path: "/dashboard/manageusers", as: ["admin"] },
  {
    module: "dashboard.manageusers_.$id.role.tsx",
    path: "/dashboard/manageusers/{user}/role",
    as: ["admin"],
  },
  {
    module: "dashboard.manageusers_.$id.delete.tsx",
    path: "/dashboard/manageusers/{user}/delete",
    as: ["admin"],
  },
  { module: "dashboard.enquiries.tsx", path: "/dashboard/enquiries", as: ["admin"] },
  // The address book, shipping methods and sales tax (issue 37).
  {
    module: "dashboard.myprofile_.addresses.tsx",
    path: "/dashboard/myprofile/addresses",
    as: SIGNED_IN,
  },
  {
    module: "dashboard.myprofile_.addresses_.$id.delete.tsx",
    path: "/dashboard/myprofile/addresses/{address}/delete",
    as: ["customer"],
  },
  { module: "dashboard.shipping.tsx", path: "/dashboard/shipping", as: ["admin"] },
  {
    module: "dashboard.shipping_.$id.edit.tsx",
    path: "/dashboard/shipping/{method}/edit",
    as: ["admin"],
  },
  {
    module: "dashboard.shipping_.$id.delete.tsx",
    path: "/dashboard/shipping/{method}/delete",
    as: ["admin"],
  },
  { module: "dashboard.tax.tsx", path: "/dashboard/tax", as: ["admin"] },
  { module: "dashboard.tax_.$state.delete.tsx", path: "/dashboard/tax/OH/delete", as: ["admin"] },
  // Returns (issue 38): the admins' table; the request form and the decisions need a shipped
  // order and a return, so returns.spec.ts scans them (below).
  { module: "dashboard.returns.tsx", path: "/dashboard/returns", as: ["admin"] },
  // Quotes (issue 40): the list for both roles; a quote's page needs a quote (quotes.spec.ts).
  { module: "dashboard.quotes.tsx", path: "/dashboard/quotes", as: ["customer", "admin"] },
  // A tool's pictures, variants and accessories (issue 39); a picture's own pages in
  // catalogue-extras.spec.ts, which has a gallery of its own to scan them with.
  {
    module: "dashboard.manageproducts_.$id.pictures.tsx",
    path: "/dashboard/manageproducts/{tool}/pictures",
    as: ["admin"],
  },
  {
    module: "dashboard.manageproducts_.$id.family.tsx",
    path: "/dashboard/manageproducts/{tool}/family",
    as: ["admin"],
  },
  {
    module: "dashboard.manageproducts_.$id.accessories.tsx",
    path: "/dashboard/manageproducts/{tool}/accessories",
    as: ["admin"],
  },
  // A tool's volume prices (issue 40).
  {
    module: "dashboard.manageproducts_.$id.prices.tsx",
    path: "/dashboard/manageproducts/{tool}/prices",
    as: ["admin"],
  },
  // Categories and specifications (issue 39): a category's page, the admin's pages.
  { module: "tools._index.tsx", path: "/tools?category=drills-drivers", as: ["visitor"] },
  { module: "dashboard.categories.tsx", path: "/dashboard/categories", as: ["admin"] },
  {
    module: "dashboard.categories_.$id.edit.tsx",
    path: "/dashboard/categories/{category}/edit",
    as: ["admin"],
  },
  {
    module: "dashboard.categories_.$id.attributes.tsx",
    path: "/dashboard/categories/{category}/attributes",
    as: ["admin"],
  },
  {
    module: "dashboard.categories_.$id.delete.tsx",
    path: "/dashboard/categories/{category}/delete",
    as: ["admin"],
  },
  { module: "dashboard.attributes.tsx", path: "/dashboard/attributes", as: ["admin"] },
  {
    module: "dashboard.attributes_.$id.edit.tsx",
    path: "/dashboard/attributes/{attribute}/edit",
    as: ["admin"],
  },
  {
    module: "dashboard.attributes_.$id.delete.tsx",
    path: "/dashboard/attributes/{attribute}/delete",
    as: ["admin"],
  },
  // Bulk import (issue 39); tool-import.spec.ts scans its preview of errors too.
  { module: "dashboard.import.tsx", path: "/dashboard/import", as: ["admin"] },
  // Price groups (issue 40): the demo's Distributor {group}, read only.
  { module: "dashboard.price-groups.tsx", path: "/dashboard/price-groups", as: ["admin"] },
  {
    module: "dashboard.price-groups_.$id.edit.tsx",
    path: "/dashboard/price-groups/{group}/edit",
    as: ["admin"],
  },
  {
    module: "dashboard.price-groups_.$id.delete.tsx",
    path: "/dashboard/price-groups/{group}/delete",
    as: ["admin"],
  },
  {
    module: "dashboard.manageusers_.$id.price-group.tsx",
    path: "/dashboard/manageusers/{user}/price-group",
    as: ["admin"],
  },
  // Promotions (issue 49): the list and its add form, a paused {promotion}'s edit and delete.
  { module: "dashboard.promotions.tsx", path: "/dashboard/promotions", as: ["admin"] },
  {
    module: "dashboard.promotions_.$id.edit.tsx",
    path: "/dashboard/promotions/{promotion}/edit",
    as: ["admin"],
  },
  {
    module: "dashboard.promotions_.$id.delete.tsx",
    path: "/dashboard/promotions/{promotion}/delete",
    as: ["admin"],
  },
  // API keys (issue 50): the list and its add form, and the revoke's question of an {apiKey}.
  { module: "dashboard.api-keys.tsx", path: "/dashboard/api-keys", as: ["admin"] },
  {
    module: "dashboard.api-keys_.$id.delete.tsx",
    path: "/dashboard/api-keys/{apiKey}/delete",
    as: ["admin"],
  },
  // Webhooks (issue 50): a {webhook} endpoint made for the scan.
  { module: "dashboard.webhooks.tsx", path: "/dashboard/webhooks", as: ["admin"] },
  { module: "dashboard.webhooks_.$id.tsx", path: "/dashboard/webhooks/{webhook}", as: ["admin"] },
  {
    module: "dashboard.webhooks_.$id.delete.tsx",
    path: "/dashboard/webhooks/{webhook}/delete",
    as: ["admin"],
  },
  // The dashboard's error boundary: an order that does not exist, a 404 beside the sidebar.
  { module: "dashboard.tsx", path: "/dashboard/orders/no-such-order", as: SIGNED_IN },
];

/** Route modules that render no page of their own, and why. */
export const NOT_PAGES: Record<string, string> = {
  "api.$.ts": "JSON API (its 404 answer)",
  "api.tools.export.ts": "CSV download",
  "api.tools.import.ts": "JSON API (CSV in)",
  "api.addresses.ts": "JSON API",
  "api.addresses.$id.ts": "JSON API",
  "api.allorders.ts": "JSON API",
  "api.allusers.ts": "JSON API",
  "api.cart.ts": "JSON API",
  "api.cart.lines.$toolId.ts": "JSON API",
  "api.create-payment-intent.ts": "JSON API",
  // Checkout (issue 37): its page needs a cart, so checkout.spec.ts scans it (and the receipt)
  // with one, in both modes and at 390 px.
  "checkout.tsx": "scanned with a cart in checkout.spec.ts",
  "api.checkout.ts": "JSON API",
  "api.shipping-methods.ts": "JSON API",
  "api.price-groups.ts": "JSON API",
  "api.price-groups.$id.ts": "JSON API",
  "api.categories.ts": "JSON API",
  "api.categories.$slug.ts": "JSON API",
  "api.categories.$slug.attributes.ts": "JSON API",
  "api.shipping-methods.$id.ts": "JSON API",
  "api.tax-rates.ts": "JSON API",
  "api.tax-rates.$state.ts": "JSON API",
  "api.images.ts": "JSON API (image upload)",
  "api.login.ts": "JSON API",
  "api.logout.ts": "JSON API",
  "api.manageorders.$id.ts": "JSON API",
  "api.openapi[.json].ts": "JSON document",
  "api.orders.$id.ts": "JSON API",
  "api.orders.$id.refunds.ts": "JSON API",
  "api.orders.ts": "JSON API",
  "api.orders.$id.invoice.ts": "PDF download (an invoice)",
  "api.refunds.$id.credit-note.ts": "PDF download (a credit note)",
  "api.reviews.ts": "JSON API",
  "api.sandbox.confirm-payment.ts": "JSON API",
  "api.stripe.webhook.ts": "Stripe's webhook (JSON)",
  "api.tools.$id.ts": "JSON API",
  "api.tools.ts": "JSON API",
  "api.search.ts": "JSON API",
  "api.users.$key.ts": "JSON API",
  "api.users.ts": "JSON API",
  "auth.google.tsx": "redirect to Google",
  "auth.google.callback.tsx": "redirect back from Google",
  "logout.tsx": "signs out and redirects",
  "dashboard.categories_.$id.move.tsx":
    "the category tree's Up and Down post here; a visit redirects",
  "dashboard.orders[.csv].ts": "CSV download",
  "dashboard.users[.csv].ts": "CSV download",
  "dashboard.invoices[.csv].ts": "CSV download",
  "dashboard.credit-notes[.csv].ts": "CSV download",
  "dashboard.promotions[.csv].ts": "CSV download",
  // Companies (issue 48): their pages need a company, its members and invitations.
  "api.companies.ts": "JSON API",
  "api.companies.$id.ts": "JSON API",
  "api.company.ts": "JSON API",
  "api.company.invitations.ts": "JSON API",
  "api.company.tax-exemptions.ts": "JSON API",
  "api.orders.$id.approve.ts": "JSON API",
  "api.orders.$id.decline.ts": "JSON API",
  "api.tax-exemptions.ts": "JSON API",
  "api.tax-exemptions.$id.ts": "JSON API",
  "api.tax-exemptions.$id.file.ts": "a certificate's file, as uploaded",
  "dashboard.companies.tsx": "scanned with a company added in companies.spec.ts",
  "dashboard.companies_.$id.members.tsx": "scanned with a company's members in companies.spec.ts",
  "dashboard.companies_.$id.edit.tsx":
    "the add form's fields, scanned on the list in companies.spec.ts",
  "dashboard.company.tsx": "scanned as a company's admin sees it in companies.spec.ts",
  "dashboard.company_.orders.tsx": "scanned with the company's orders in companies.spec.ts",
  "dashboard.company_.members.$id.tsx":
    "a member's row on My Company posts here; a visit redirects",
  "dashboard.company_.members.$id_.remove.tsx":
    "the confirmation of ConfirmAction, scanned in accessibility-dialogs and the cancel pages",
  "join-company.tsx": "scanned with a live invitation in companies.spec.ts",
  "dashboard.approvals.tsx": "scanned with an order awaiting approval in approvals.spec.ts",
  "dashboard.approvals_.$id.tsx": "scanned with an order to approve in approvals.spec.ts",
  "dashboard.company_.tax-exemptions.tsx": "scanned with its upload form in tax-exemptions.spec.ts",
  "dashboard.tax-exemptions.tsx":
    "scanned with a certificate awaiting review in tax-exemptions.spec.ts",
  "dashboard.tax-exemptions_.$id.tsx":
    "scanned with a certificate to review in tax-exemptions.spec.ts",
  "dashboard.promotions_.$id.active.tsx": "a row's Pause and Resume post here; no page",
  "api.promotions.ts": "JSON API",
  "api.promotions.$id.ts": "JSON API",
  "api.cart.code.ts": "JSON API",
  // Pay on account (issue 48): a company's account needs a company and its invoices.
  "api.company.statement.ts": "JSON API",
  "api.payments.ts": "JSON API",
  "dashboard.statement[.pdf].ts": "PDF download (a statement)",
  "dashboard.statement.tsx": "scanned with a company's invoices in on-account.spec.ts",
  "dashboard.receivables_.$id.tsx": "scanned with a company's invoices in on-account.spec.ts",
  "dashboard.payment.$id_.return.tsx": "redirect back from Stripe to the payment page",
  "dashboard.myprofile_.verify-email.tsx":
    "My Profile's Send a new link posts here; a visit redirects",
  "robots[.txt].ts": "plain text",
  // Returns (issue 38).
  "api.orders.$id.returns.ts": "JSON API",
  "api.returns.ts": "JSON API",
  "api.returns.$id.ts": "JSON API",
  "dashboard.orders.$id_.return.tsx": "scanned with a shipped order in returns.spec.ts",
  "dashboard.returns_.$id.$decision.tsx": "scanned with a return to decide in returns.spec.ts",
  "api.quotes.ts": "JSON API",
  "api.quotes.$id.ts": "JSON API",
  "api.quotes.$id.accept.ts": "JSON API",
  "api.quotes.$id.review.ts": "JSON API",
  "api.quotes.$id.pdf.ts": "PDF download (a quote)",
  "dashboard.quotes_.$id.tsx":
    "scanned with a quote, as its customer and an admin, in quotes.spec.ts",
  "sitemap[.xml].ts": "XML",
  // A tool's pictures (issue 39).
  "dashboard.manageproducts_.$id.pictures_.$pictureId.tsx":
    "scanned with a picture of its own in catalogue-extras.spec.ts",
  "dashboard.manageproducts_.$id.pictures_.$pictureId_.delete.tsx":
    "scanned with a picture of its own in catalogue-extras.spec.ts",
};

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

export interface Finding {
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * axe on the page as it is now: every WCAG A/AA rule and axe's best practices (landmarks, heading
 * order, one main heading), plus label-in-name (WCAG 2.5.3), which axe still marks experimental
 * and so leaves out unless asked. (One `options` call: AxeBuilder's `withTags` and `options`
 * overwrite each other.) The page must be able to run scripts: see `scan`.
 */
async function axe(page: Page): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: "tag", values: [...WCAG_TAGS, "best-practice"] },
      rules: { "label-content-name-mismatch": { enabled: true } },
    })
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/** axe on the page as it is now, in a browser with JavaScript on or off. */
export async function scan(page: Page, javaScriptEnabled: boolean): Promise<Finding[]> {
  if (javaScriptEnabled) return axe(page);
  return withScriptsRunnable(page, axe);
}

/**
 * axe runs asynchronously inside the page, which a page without JavaScript cannot do (it never
 * finishes). So the page's HTML as the browser shows it is scanned in a second page that may run
 * scripts but is given none: its own are stripped and script requests refused, while its
 * stylesheets and images load as before. What is scanned is exactly what the visitor without
 * JavaScript sees.
 */
async function withScriptsRunnable<T>(page: Page, use: (copy: Page) => Promise<T>): Promise<T> {
  const html = withoutScripts(await page.content());
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route("**/*", (route) => {
      const request = route.request();
      if (request.isNavigationRequest())
        return route.fulfill({ contentType: "text/html; charset=utf-8", body: html });
      if (request.resourceType() === "script") return route.abort();
      return route.continue();
    });
    await copy.goto(page.url());
    return await use(copy);
  } finally {
    await context.close();
  }
}

const withoutScripts = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/gi, "");

/** Scans page after page for one role in one JavaScript mode, in one browser context. */
export interface Scanner {
  /** axe's findings on the page at `path` as this role sees it. */
  scanPage(path: string): Promise<Finding[]>;
  close(): Promise<void>;
}

/**
 * One browser context (signed in with `cookie`, if any) whose single tab visits each page once.
 * With JavaScript on, a page is scanned once React has taken over. Without it, the server's HTML
 * is given to the tab with its scripts stripped and script requests refused (as `scan` does with
 * a page's HTML, for the reason given there), so a page is fetched once, by the tab itself, and
 * no second context is needed: what axe sees is what a browser without JavaScript shows.
 */
export async function openScanner(
  browser: Browser,
  javaScriptEnabled: boolean,
  cookie: string | null,
): Promise<Scanner> {
  const baseURL = process.env.E2E_BASE_URL!;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  if (cookie) {
    const [name, value] = cookie.split(/=(.*)/s) as [string, string];
    await context.addCookies([{ name, value, url: baseURL }]);
  }
  const page = await context.newPage();
  if (!javaScriptEnabled) {
    await page.route("**/*", async (route) => {
      const request = route.request();
      if (request.resourceType() === "script") return route.abort();
      if (!request.isNavigationRequest()) return route.continue();
      const response = await route.fetch();
      return route.fulfill({
        status: response.status(),
        contentType: "text/html; charset=utf-8",
        body: withoutScripts(await response.text()),
      });
    });
  }
  return {
    async scanPage(path) {
      await page.goto(path);
      if (javaScriptEnabled)
        await page.locator("html[data-hydrated], html[data-static]").waitFor({ state: "attached" });
      return axe(page);
    },
    close: () => context.close(),
  };
}

/** A page of a second context (not the fixture's) has taken over from the server's HTML. */
export const hydrated = (page: Page) =>
  page.locator("html[data-hydrated]").waitFor({ state: "attached" });

/** One line per violation, easy to read in a failure: page, rule, impact and the elements. */
export const report = (where: string, findings: Finding[]) =>
  findings.map(
    (finding) =>
      `${where}: ${finding.rule} (${finding.impact}) ${finding.help} — ${finding.targets.join(" | ")}`,
  );

/** The violations on the page as it is now (a dialog open, a form showing its errors). */
export async function scanned(page: Page, where: string) {
  const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
  return report(where, await scan(page, javaScriptEnabled));
}
