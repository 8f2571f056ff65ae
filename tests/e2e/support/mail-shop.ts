// A shop of the Playwright worker's own whose mail goes to a real SMTP server on loopback (the
// specs that follow a mailed link: companies' invitations, approvals), and its database.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Database } from "#db/connection.ts";
import { startSmtpInbox, type SmtpInbox } from "#tests/support/smtp-inbox.ts";
import { OWN_SHOP_ENV } from "./scratch-shop";
import { startShop } from "./shop-server";
import { test as base } from "./test";

export interface MailShop {
  baseUrl: string;
  inbox: SmtpInbox;
  db: Database;
}

/** The shared test, with `mailShop` (one a worker) as every page's base URL. */
export const test = base.extend<object, { mailShop: MailShop }>({
  mailShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses
    async ({}, provide) => {
      const inbox = await startSmtpInbox();
      const dir = mkdtempSync(join(tmpdir(), "storefront-mail-shop-"));
      const file = join(dir, "shop.db");
      const shop = await startShop(file, { ...OWN_SHOP_ENV, SMTP_URL: inbox.url });
      const db = openDatabase(file);
      try {
        await provide({ baseUrl: shop.baseUrl, inbox, db });
      } finally {
        await db.destroy();
        await shop.stop();
        await inbox.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ mailShop }, provide) => provide(mailShop.baseUrl),
});
