// The quick order (issue 39): lines of part number and quantity read from typed or pasted text
// or a CSV file, put in the cart by the cart's own rules, every refused line named by number
// with its reason and given back for correction. Runs on SQLite and PostgreSQL.
import { describe, expect, it } from "vitest";
import { db } from "#app/db.server.ts";
import { checkoutTexts, skuTexts } from "#app/messages.ts";
import { addToCart, MAX_CART_LINES, newVisitorKey, readCart } from "#app/models/cart.server.ts";
import { addQuickOrder } from "#app/models/quick-order.server.ts";
import { action as quickOrderAction } from "#app/routes/quick-order.tsx";
import { loader as rootLoader } from "#app/root.tsx";
import {
  MAX_QUICK_ORDER_BYTES,
  MAX_QUICK_ORDER_LINES,
  readQuickOrder,
} from "#app/schemas/quick-order.ts";
import { file, multipartRequest } from "#tests/support/images.ts";
import { getRequest, routeArgs, unwrap } from "#tests/support/route-args.ts";
import { insertTool } from "#tests/fixtures/in-process.ts";

const freshSku = () => `Q-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
const visitor = () => ({ visitorKey: newVisitorKey() });

/** The lines read, without what each was written as. */
function read(text: string) {
  const result = readQuickOrder(text);
  if (!result.ok) return result;
  return {
    lines: result.lines.map(({ line, sku, qyt }) => ({ line, sku, qyt })),
    refused: result.refused.map(({ line, message }) => ({ line, message })),
  };
}

describe("reading a quick order", () => {
  it("takes commas, semicolons, tabs or spaces, quotes, any case, and skips blank lines", () => {
    const text = [
      "fl-dd18-k2, 2",
      "FL-B18-20\t10",
      "",
      '"FL-RC1836";"3"',
      "  FL-CH16    4  ",
      "FL-SS94,5,,",
    ].join("\r\n");
    expect(read(text)).toEqual({
      lines: [
        { line: 1, sku: "FL-DD18-K2", qyt: 2 },
        { line: 2, sku: "FL-B18-20", qyt: 10 },
        { line: 4, sku: "FL-RC1836", qyt: 3 },
        { line: 5, sku: "FL-CH16", qyt: 4 },
        { line: 6, sku: "FL-SS94", qyt: 5 },
      ],
      refused: [],
    });
  });

  it("skips a header row and a byte-order mark, keeping the file's line numbers", () => {
    expect(read("\uFEFFPart number,Quantity\nFL-DD18-K2,2\n")).toEqual({
      lines: [{ line: 2, sku: "FL-DD18-K2", qyt: 2 }],
      refused: [],
    });
    expect(read("SKU\tQty\nFL-B18-20\t1")).toMatchObject({ lines: [{ line: 2 }] });
  });

  it("refuses, by line, a bad part number, a missing or broken quantity, extra cells and a repeat", () => {
    const text = [
      "FL-DD18-K2, 2",
      "FL#1, 2",
      "FL-B18-20",
      "FL-CH16, 2.5",
      "FL-SS94, ten",
      "FL-BL48, 1, urgent",
      "fl-dd18-k2, 3",
      "FL-CP8, -2",
    ].join("\n");
    expect(read(text)).toEqual({
      lines: [
        { line: 1, sku: "FL-DD18-K2", qyt: 2 },
        // A negative quantity is a whole number: the cart says it is below the minimum.
        { line: 8, sku: "FL-CP8", qyt: -2 },
      ],
      refused: [
        { line: 2, message: skuTexts.format },
        { line: 3, message: skuTexts.noQuantity },
        { line: 4, message: skuTexts.wholeNumber },
        { line: 5, message: skuTexts.wholeNumber },
        { line: 6, message: skuTexts.twoCells },
        { line: 7, message: skuTexts.repeated(1) },
      ],
    });
  });

  it("refuses nothing to read and more than the most lines", () => {
    expect(read(" \n\n")).toEqual({ ok: false, message: skuTexts.nothingToAdd });
    expect(read("Part number, Quantity\n")).toEqual({ ok: false, message: skuTexts.nothingToAdd });
    const lines = (count: number) =>
      Array.from({ length: count }, (_, index) => `P-${index}, 1`).join("\n");
    expect(readQuickOrder(lines(MAX_QUICK_ORDER_LINES)).ok).toBe(true);
    expect(read(lines(MAX_QUICK_ORDER_LINES + 1))).toEqual({
      ok: false,
      message: skuTexts.tooManyLines(MAX_QUICK_ORDER_LINES),
    });
  });
});

describe("addQuickOrder", () => {
  it("adds the good lines and names every refused one: unknown, gone, below minimum, over stock", async () => {
    const good = await insertTool({ sku: freshSku(), minimum_qyt: 2, available_qyt: 50 });
    const held = await insertTool({ sku: freshSku(), minimum_qyt: 1, available_qyt: 10 });
    const gone = await insertTool({ sku: freshSku(), deletedAt: new Date().toISOString() });
    const minimum = await insertTool({ sku: freshSku(), minimum_qyt: 5, available_qyt: 50 });
    const owner = visitor();
    // The cart already holds 8 of a tool with 10 in stock: 3 more is over stock.
    expect(await addToCart(owner, held.id, 8)).toEqual({ status: "saved" });
    const unknown = freshSku();
    const text = [
      `${good.sku!.toLowerCase()}, 4`,
      `${unknown}, 1`,
      `${gone.sku}, 1`,
      `${minimum.sku}, 4`,
      `${held.sku}, 3`,
    ].join("\n");
    const parsed = readQuickOrder(text);
    if (!parsed.ok) throw new Error(parsed.message);
    const result = await addQuickOrder(owner, parsed.lines, parsed.refused);
    expect(result.added).toEqual([{ line: 1, sku: good.sku, name: good.name, qyt: 4 }]);
    expect(result.refused).toEqual([
      { line: 2, text: `${unknown}, 1`, message: skuTexts.unknown(unknown) },
      { line: 3, text: `${gone.sku}, 1`, message: skuTexts.gone(gone.sku!) },
      { line: 4, text: `${minimum.sku}, 4`, message: "Minimum Order Quantity Is 5" },
      { line: 5, text: `${held.sku}, 3`, message: "You Can Not Order More Than Stock" },
    ]);
    const cart = await readCart(owner);
    expect(cart.lines.map(({ toolId, qyt }) => ({ toolId, qyt }))).toEqual([
      { toolId: held.id, qyt: 8 },
      { toolId: good.id, qyt: 4 },
    ]);
  });

  it("adds to what the cart holds, so a quantity below the minimum may complete a line", async () => {
    const tool = await insertTool({ sku: freshSku(), minimum_qyt: 5, available_qyt: 50 });
    const owner = visitor();
    await addToCart(owner, tool.id, 5);
    const result = await addQuickOrder(owner, [{ line: 1, text: "", sku: tool.sku!, qyt: 2 }]);
    expect(result.refused).toEqual([]);
    expect((await readCart(owner)).lines[0]?.qyt).toBe(7);
  });

  it("refuses a zero quantity with the tool's minimum, and new lines once the cart is full", async () => {
    const owner = visitor();
    const filler = await Promise.all(
      Array.from({ length: MAX_CART_LINES }, () => insertTool({ minimum_qyt: 1 })),
    );
    for (const tool of filler) await addToCart(owner, tool.id, 1);
    const extra = await insertTool({ sku: freshSku(), minimum_qyt: 3 });
    const result = await addQuickOrder(owner, [
      { line: 1, text: "", sku: extra.sku!, qyt: 0 },
      { line: 2, text: "", sku: filler[0]!.sku!, qyt: 1 },
    ]);
    expect(result.refused).toEqual([{ line: 1, text: "", message: "Minimum Order Quantity Is 3" }]);
    expect(result.added).toHaveLength(1);
    const full = await addQuickOrder(owner, [{ line: 1, text: "", sku: extra.sku!, qyt: 3 }]);
    expect(full.refused).toEqual([{ line: 1, text: "", message: checkoutTexts.cartFull }]);
  });
});

describe("the /quick-order page", () => {
  const post = (form: Record<string, string | File>, headers: HeadersInit = {}) =>
    quickOrderAction(routeArgs(multipartRequest("/quick-order", form, headers)));

  type Answer = {
    result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> | null };
    report: { added: unknown[]; refused: { line: number; message: string }[] } | null;
  };

  it("goes to the cart when every line is taken, with the visitor's cart cookie", async () => {
    const tool = await insertTool({ sku: freshSku(), minimum_qyt: 1 });
    const response = (await post({ lines: `${tool.sku}, 2` })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/cart");
    expect(response.headers.get("Set-Cookie")).toMatch(/__cart=/);
  });

  it("gives the refused lines back in the box, as written, and lists why", async () => {
    const sku = freshSku();
    await insertTool({ sku, minimum_qyt: 5 });
    const unknown = freshSku();
    const answer = unwrap<Answer>(
      await post({ lines: `${sku}, 5\n${unknown} 1\n${sku.toLowerCase()}\t2` }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Set-Cookie")).toMatch(/__cart=/);
    expect(answer.data.report?.added).toHaveLength(1);
    expect(answer.data.report?.refused).toEqual([
      { line: 2, text: `${unknown} 1`, message: skuTexts.unknown(unknown) },
      { line: 3, text: `${sku.toLowerCase()}\t2`, message: skuTexts.repeated(1) },
    ]);
    expect(answer.data.result.initialValue?.lines).toBe(`${unknown} 1\n${sku.toLowerCase()}\t2`);
  });

  it("counts a visitor's first lines in the navigation of the page that answers", async () => {
    const sku = freshSku();
    await insertTool({ sku, minimum_qyt: 1 });
    const args = routeArgs(
      multipartRequest("/quick-order", { lines: `${sku}, 2\n${freshSku()}, 1` }),
    );
    const answer = unwrap<Answer>(await quickOrderAction(args));
    expect(answer.status).toBe(200);
    expect(answer.data.report?.added).toHaveLength(1);
    // The root loader of the same request: it has no cart cookie yet, the answer brings it.
    const page = { ...args, request: getRequest("/quick-order") };
    expect(unwrap<{ cartLines: number }>(await rootLoader(page)).data.cartLines).toBe(1);
  });

  it("reads a CSV file instead of the box, and refuses one that is no text or too large", async () => {
    const tool = await insertTool({ sku: freshSku(), minimum_qyt: 1 });
    const csv = file(
      new TextEncoder().encode(`Part number,Quantity\n${tool.sku},3\n`),
      "order.csv",
      "text/csv",
    );
    const response = (await post({ lines: "ignored, 1", file: csv })) as Response;
    expect(response.status).toBe(302);

    const binary = file(new Uint8Array([0x89, 0x50, 0x00, 0x01]), "photo.csv", "text/csv");
    const refused = unwrap<Answer>(await post({ lines: "", file: binary }));
    expect(refused.status).toBe(400);
    expect(refused.data.result.error?.file).toEqual([skuTexts.notCsv]);

    const large = file(
      new Uint8Array(MAX_QUICK_ORDER_BYTES + 1).fill(0x41),
      "large.csv",
      "text/csv",
    );
    const tooLarge = unwrap<Answer>(await post({ lines: "", file: large }));
    expect(tooLarge.data.result.error?.file).toEqual([skuTexts.tooLarge(64)]);
  });

  it("refuses an empty form on the box, and writes no cart when nothing is taken", async () => {
    const empty = unwrap<Answer>(await post({ lines: "  " }));
    expect(empty.status).toBe(400);
    expect(empty.data.result.error?.lines).toEqual([skuTexts.nothingToAdd]);
    const countCarts = async () => (await db.selectFrom("carts").select("id").execute()).length;
    const before = await countCarts();
    const none = unwrap<Answer>(await post({ lines: `${freshSku()}, 1` }));
    expect(none.status).toBe(400);
    expect(none.headers.get("Set-Cookie")).toBeNull();
    expect(await countCarts()).toBe(before);
  });
});
