import { MAX_PRICE_DOLLARS, MAX_STOCK } from "#app/schemas/tool.ts";
import { insertTool, test } from "./support/own-shop";
import { expectPagesFit, PHONE_AND_TABLET } from "./support/layout";

test("a tool at the largest price and stock keeps its figures whole, on a phone and a tablet", async ({
  page,
  shopDb,
}) => {
  const tool = await insertTool(shopDb, {
    price: MAX_PRICE_DOLLARS * 100,
    minimum_qyt: MAX_STOCK,
    available_qyt: MAX_STOCK,
  });
  for (const screen of PHONE_AND_TABLET) {
    await page.setViewportSize(screen);
    // Its card on the home page and in the catalogue, and its own page.
    await expectPagesFit(page, ["/", "/tools", `/tools/${tool.id}`]);
  }
});
