import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/id.ts";
import { db } from "#app/db.server.ts";
import { onPublicChange } from "#app/models/public-changes.server.ts";
import { productExtras } from "#app/models/product-extras.server.ts";
import {
  accessoryFits,
  addAccessory,
  moveAccessory,
  removeAccessory,
  toolAccessories,
} from "#app/models/tool-accessories.server.ts";
import { setToolFamily, toolFamily } from "#app/models/tool-family.server.ts";
import {
  addPicture,
  movePicture,
  removePicture,
  setPictureAlt,
  toolGallery,
} from "#app/models/tool-gallery.server.ts";
import { softDeleteTool } from "#app/models/tool.server.ts";
import { MAX_PICTURES } from "#app/schemas/tool-extras.ts";
import { insertTool } from "#tests/fixtures/in-process.ts";

const toolRow = (id: string) =>
  db.selectFrom("tools").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** Runs `write` and answers whether it announced a catalogue change. */
async function announces(write: () => Promise<unknown>) {
  let announced = false;
  const stop = onPublicChange((what) => {
    if (what === "catalogue") announced = true;
  });
  try {
    await write();
  } finally {
    stop();
  }
  return announced;
}

const OLD = "2020-01-01T00:00:00.000Z";
/** A tool last updated long ago (so a write's new updatedAt shows), with its part number. */
async function aTool(overrides: Parameters<typeof insertTool>[0] = {}) {
  const tool = await insertTool({ updatedAt: OLD, ...overrides });
  return { ...tool, sku: tool.sku ?? "" };
}

describe("a tool's gallery", () => {
  it("is the tool's img with its name as alt while it has no rows", async () => {
    const tool = await aTool({ name: "Gallery Vise", img: "/images/tools/bench-vise.svg" });
    expect(await toolGallery(tool)).toEqual([
      { id: tool.id, url: "/images/tools/bench-vise.svg", alt: "Gallery Vise" },
    ]);
  });

  it("adds pictures in order, moves one first (the tool's img follows), bumps updatedAt and announces", async () => {
    const tool = await aTool({ img: "/images/tools/bench-vise.svg" });
    expect(
      await announces(() =>
        addPicture(tool.id, { url: "/images/tools/battery.svg", alt: "The battery" }),
      ),
    ).toBe(true);
    expect((await toolRow(tool.id)).updatedAt).not.toBe(OLD);
    await addPicture(tool.id, { url: "/images/tools/charger.svg", alt: "The charger" });
    const added = await toolGallery(tool);
    expect(added.map((picture) => picture.url)).toEqual([
      "/images/tools/bench-vise.svg",
      "/images/tools/battery.svg",
      "/images/tools/charger.svg",
    ]);
    // The first row the write made for the old picture is the tool's own id (as the migration's).
    expect(added[0]!.id).toBe(tool.id);

    const charger = added[2]!;
    expect(await movePicture(tool.id, charger.id, "up")).toBe("changed");
    expect(await movePicture(tool.id, charger.id, "up")).toBe("changed");
    expect(await movePicture(tool.id, charger.id, "up")).toBe("at-end");
    expect((await toolGallery(tool)).map((picture) => picture.alt)).toEqual([
      "The charger",
      tool.name,
      "The battery",
    ]);
    expect((await toolRow(tool.id)).img).toBe("/images/tools/charger.svg");
    const positions = await db
      .selectFrom("tool_images")
      .select("position")
      .where("toolId", "=", tool.id)
      .orderBy("position")
      .execute();
    expect(positions.map((row) => row.position)).toEqual([0, 1, 2]);
  });

  it("sets alt text on a picture of this tool only", async () => {
    const tool = await aTool();
    const other = await aTool();
    await addPicture(tool.id, { url: "/images/tools/battery.svg", alt: "Battery" });
    const [, battery] = await toolGallery(tool);
    expect(await setPictureAlt(tool.id, battery!.id, "The 2.0 Ah battery")).toBe("changed");
    expect((await toolGallery(tool))[1]!.alt).toBe("The 2.0 Ah battery");
    expect(await setPictureAlt(other.id, battery!.id, "Not mine")).toBe("no-picture");
    expect((await toolGallery(tool))[1]!.alt).toBe("The 2.0 Ah battery");
  });

  it("removes a picture (removing the first makes the next the img) but never the last", async () => {
    const tool = await aTool({ img: "/images/tools/bench-vise.svg" });
    await addPicture(tool.id, { url: "/images/tools/battery.svg", alt: "Battery" });
    const [first] = await toolGallery(tool);
    const removed = await removePicture(tool.id, first!.id);
    expect(removed).toEqual({ outcome: "changed", removedUrl: "/images/tools/bench-vise.svg" });
    expect((await toolRow(tool.id)).img).toBe("/images/tools/battery.svg");
    const [only] = await toolGallery(tool);
    const before = (await toolRow(tool.id)).updatedAt;
    expect(await removePicture(tool.id, only!.id)).toEqual({ outcome: "last", removedUrl: null });
    expect(await toolGallery(tool)).toHaveLength(1);
    // A refused write changes nothing, its updatedAt included.
    expect((await toolRow(tool.id)).updatedAt).toBe(before);
  });

  it("takes at most MAX_PICTURES pictures, and nothing for a deleted tool", async () => {
    const tool = await aTool();
    for (let count = 1; count < MAX_PICTURES; count += 1)
      expect(await addPicture(tool.id, { url: `/images/tools/p${count}.svg`, alt: "P" })).toBe(
        "changed",
      );
    expect(await addPicture(tool.id, { url: "/images/tools/more.svg", alt: "More" })).toBe("full");
    expect(await toolGallery(tool)).toHaveLength(MAX_PICTURES);
    await softDeleteTool(tool.id);
    expect(await addPicture(tool.id, { url: "/images/tools/x.svg", alt: "X" })).toBe("missing");
  });
});

/** Attributes of the test's own (keys are unique across the catalogue). */
async function insertAttribute(
  name: string,
  type: "choice" | "boolean" | "number",
  options: string[] = [],
  unit: string | null = null,
) {
  const attribute = {
    id: newId(),
    key: `${name.toLowerCase().replace(/\W+/g, "-")}-${newId().slice(-6)}`,
    name,
    type,
    unit,
  };
  const now = new Date().toISOString();
  await db
    .insertInto("attributes")
    .values({ ...attribute, createdAt: now, updatedAt: now })
    .execute();
  if (options.length)
    await db
      .insertInto("attribute_options")
      .values(options.map((value, position) => ({ attributeId: attribute.id, value, position })))
      .execute();
  return attribute;
}

async function setSpecs(toolId: string, specs: [{ id: string }, string][]) {
  await db
    .insertInto("tool_attributes")
    .values(specs.map(([attribute, value]) => ({ toolId, attributeId: attribute.id, value })))
    .execute();
}

describe("families of variants", () => {
  let voltage: { id: string; key: string };
  let batteries: { id: string; key: string };
  let weight: { id: string; key: string };
  let power: { id: string; key: string };
  beforeAll(async () => {
    voltage = await insertAttribute("Voltage", "choice", ["18 V", "36 V"]);
    batteries = await insertAttribute("Batteries included", "boolean");
    weight = await insertAttribute("Weight", "number", [], "kg");
    power = await insertAttribute("Power source", "choice", ["Cordless", "Corded"]);
  });

  /** The demo's drill driver family: an 18 V kit, the bare tool, a 36 V kit. */
  async function drillFamily() {
    const kit = await aTool({ name: "18V Kit", sku: `K-${newId().toUpperCase()}`, price: 14900 });
    const bare = await aTool({ name: "18V Bare", sku: `B-${newId().toUpperCase()}`, price: 9900 });
    const big = await aTool({ name: "36V Kit", sku: `X-${newId().toUpperCase()}`, price: 27900 });
    await setSpecs(kit.id, [
      [voltage, "18 V"],
      [batteries, "yes"],
      [weight, "1.6"],
      [power, "Cordless"],
    ]);
    await setSpecs(bare.id, [
      [voltage, "18 V"],
      [batteries, "no"],
      [weight, "1.2"],
      [power, "Cordless"],
    ]);
    await setSpecs(big.id, [
      [voltage, "36 V"],
      [batteries, "yes"],
      [weight, "2.4"],
      [power, "Cordless"],
    ]);
    expect(await setToolFamily(kit.id, { to: "new", name: "Drill driver" })).toBe("changed");
    expect(await setToolFamily(bare.id, { to: "join", sku: kit.sku.toLowerCase() })).toBe(
      "changed",
    );
    expect(await setToolFamily(big.id, { to: "join", sku: ` ${kit.sku} ` })).toBe("changed");
    return { kit, bare, big };
  }

  it("names each sibling by its differing choices and yes/no, cheapest first, the tool itself included", async () => {
    const { kit, bare, big } = await drillFamily();
    const family = await toolFamily(kit.id);
    expect(family?.name).toBe("Drill driver");
    expect(family?.variants).toEqual([
      {
        id: bare.id,
        name: "18V Bare",
        price: 9900,
        categoryId: null,
        label: "18 V · Batteries included: No",
        attributes: { [voltage.key]: "18 V", [batteries.key]: "no", [weight.key]: "1.2" },
      },
      {
        id: kit.id,
        name: "18V Kit",
        price: 14900,
        categoryId: null,
        label: "18 V · Batteries included: Yes",
        attributes: { [voltage.key]: "18 V", [batteries.key]: "yes", [weight.key]: "1.6" },
      },
      {
        id: big.id,
        name: "36V Kit",
        price: 27900,
        categoryId: null,
        label: "36 V · Batteries included: Yes",
        attributes: { [voltage.key]: "36 V", [batteries.key]: "yes", [weight.key]: "2.4" },
      },
    ]);
    // The same family from any of its tools.
    expect((await toolFamily(big.id))?.variants.map((variant) => variant.id)).toEqual(
      family?.variants.map((variant) => variant.id),
    );
  });

  it("names numbers too when choices and yes/no leave two variants alike", async () => {
    const light = await aTool({ name: "Light", price: 100 });
    const heavy = await aTool({ name: "Heavy", price: 200 });
    await setSpecs(light.id, [
      [voltage, "18 V"],
      [weight, "1.2"],
    ]);
    await setSpecs(heavy.id, [
      [voltage, "18 V"],
      [weight, "2"],
    ]);
    await setToolFamily(light.id, { to: "new", name: "Weights" });
    await setToolFamily(heavy.id, { to: "join", sku: light.sku });
    expect((await toolFamily(light.id))?.variants.map((variant) => variant.label)).toEqual([
      "Weight: 1.2 kg",
      "Weight: 2 kg",
    ]);
  });

  it("leaves out deleted tools, and a tool leaving its family takes no sibling with it", async () => {
    const { kit, bare, big } = await drillFamily();
    await softDeleteTool(big.id);
    const family = await toolFamily(kit.id);
    expect(family?.variants.map((variant) => variant.id)).toEqual([bare.id, kit.id]);
    // With the 36 V kit gone, the voltage no longer differs.
    expect(family?.variants.map((variant) => variant.label)).toEqual([
      "Batteries included: No",
      "Batteries included: Yes",
    ]);
    expect(await toolFamily(big.id)).toBeNull();
    expect(await setToolFamily(bare.id, { to: "none" })).toBe("changed");
    expect(await toolFamily(bare.id)).toBeNull();
    expect((await toolFamily(kit.id))?.variants.map((variant) => variant.id)).toEqual([kit.id]);
  });

  it("joining a tool in no family starts one named after it, and an emptied family goes", async () => {
    const lone = await aTool({ name: "Lone Saw" });
    const other = await aTool({ name: "Other Saw" });
    expect(await setToolFamily(other.id, { to: "join", sku: lone.sku })).toBe("changed");
    const family = await toolFamily(lone.id);
    expect(family?.name).toBe("Lone Saw");
    expect((await toolRow(lone.id)).updatedAt).not.toBe(OLD);
    await setToolFamily(other.id, { to: "none" });
    await setToolFamily(lone.id, { to: "new", name: "Saws" });
    const left = await db
      .selectFrom("tool_families")
      .select("id")
      .where("id", "=", family!.id)
      .executeTakeFirst();
    expect(left).toBeUndefined();
  });

  it("refuses an unknown part number, a deleted tool's and the tool's own, writing nothing", async () => {
    const tool = await aTool();
    const gone = await aTool();
    await softDeleteTool(gone.id);
    expect(await setToolFamily(tool.id, { to: "join", sku: "FL-NO-SUCH" })).toBe("unknown-sku");
    expect(await setToolFamily(tool.id, { to: "join", sku: gone.sku })).toBe("unknown-sku");
    expect(await setToolFamily(tool.id, { to: "join", sku: tool.sku })).toBe("itself");
    expect(await setToolFamily(tool.id, { to: "none" })).toBe("unchanged");
    expect((await toolRow(tool.id)).updatedAt).toBe(OLD);
  });
});

describe("accessories", () => {
  it("go with a tool in order and show what each fits; deleted tools never show", async () => {
    const drill = await aTool({ name: "A Drill" });
    const driver = await aTool({ name: "B Driver" });
    const battery = await aTool({ name: "Battery" });
    const charger = await aTool({ name: "Charger" });
    expect(await announces(() => addAccessory(drill.id, battery.sku))).toBe(true);
    expect((await toolRow(drill.id)).updatedAt).not.toBe(OLD);
    expect(await addAccessory(drill.id, charger.sku.toLowerCase())).toBe("changed");
    expect(await addAccessory(driver.id, battery.sku)).toBe("changed");
    expect((await toolAccessories(drill.id)).map((tool) => tool.name)).toEqual([
      "Battery",
      "Charger",
    ]);
    expect(await moveAccessory(drill.id, charger.id, "up")).toBe("changed");
    expect(await moveAccessory(drill.id, charger.id, "up")).toBe("at-end");
    expect((await toolAccessories(drill.id)).map((tool) => tool.name)).toEqual([
      "Charger",
      "Battery",
    ]);
    expect((await accessoryFits(battery.id)).map((tool) => tool.name)).toEqual([
      "A Drill",
      "B Driver",
    ]);
    const [first] = await toolAccessories(drill.id);
    expect(first).toMatchObject({ id: charger.id, sku: charger.sku, price: charger.price });

    await softDeleteTool(charger.id);
    await softDeleteTool(driver.id);
    expect((await toolAccessories(drill.id)).map((tool) => tool.name)).toEqual(["Battery"]);
    expect((await accessoryFits(battery.id)).map((tool) => tool.name)).toEqual(["A Drill"]);

    expect(await removeAccessory(drill.id, battery.id)).toBe("changed");
    expect(await removeAccessory(drill.id, battery.id)).toBe("no-accessory");
    expect(await accessoryFits(battery.id)).toEqual([]);
  });

  it("refuses an unknown or deleted part number, the tool itself and a second time", async () => {
    const tool = await aTool();
    const gone = await aTool();
    const bit = await aTool();
    await softDeleteTool(gone.id);
    expect(await addAccessory(tool.id, "FL-NOPE")).toBe("unknown-sku");
    expect(await addAccessory(tool.id, gone.sku)).toBe("unknown-sku");
    expect(await addAccessory(tool.id, tool.sku)).toBe("itself");
    expect((await toolRow(tool.id)).updatedAt).toBe(OLD);
    expect(await addAccessory(tool.id, bit.sku)).toBe("changed");
    expect(await addAccessory(tool.id, bit.sku)).toBe("already");
    expect(await toolAccessories(tool.id)).toHaveLength(1);
  });
});

describe("a product page's extras", () => {
  it("are read together", async () => {
    const tool = await aTool({ name: "Extras Drill" });
    const bit = await aTool({ name: "Extras Bit" });
    await addAccessory(tool.id, bit.sku);
    const extras = await productExtras(tool);
    expect(extras.pictures).toEqual([{ id: tool.id, url: tool.img, alt: "Extras Drill" }]);
    expect(extras.family).toBeNull();
    expect(extras.accessories.map((accessory) => accessory.id)).toEqual([bit.id]);
    expect(extras.fits).toEqual([]);
    expect((await productExtras(bit)).fits.map((fit) => fit.id)).toEqual([tool.id]);
  });
});
