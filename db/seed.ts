// The commerce core's line arithmetic: a leaf module without SQL, so the seed can use it.
import { lineAmount } from "#app/commerce/lines.ts";
import type { Insertable } from "kysely";
import type { Database } from "./connection";
import { documentNumber, RECORD_YEAR, recordNumber } from "./document-number";
import { newId } from "./id";
import { orderLineRows } from "./order-line-rows";
import {
  seedAddress,
  seedReviews,
  seedShippingMethods,
  seedTaxRates,
  seedTools,
} from "./seed-data";
import { hashPassword } from "./password";
import { insertFamilies, insertPriceGroup, insertTaxonomy, insertToolDetails } from "./seed-specs";
import type { Orders } from "./types";

export interface DemoAccounts {
  adminEmail: string;
  adminPassword: string;
}

export const DEMO_CUSTOMER = {
  email: "customer@forgeline.example",
  password: "forge-buyer",
  displayName: "Dana Whitfield",
} as const;

/** A trade customer in the demo's price group (seedPriceGroup): sees distributor prices. */
export const DEMO_DISTRIBUTOR = {
  email: "distributor@forgeline.example",
  password: "forge-trade",
  displayName: "Marcus Bell",
} as const;

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo orders with their numbers, in the order they were placed, and the paid ones with
 * invoice numbers, in the order they were paid, per year; and where each sequence then stands.
 */
function numbered(placed: Omit<Insertable<Orders>, "number">[]) {
  const orders: Insertable<Orders>[] = [...placed]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((order, index) => ({ ...order, number: recordNumber("order", index + 1) }));
  const last = new Map<number, number>();
  const paid = orders.filter((order) => order.paidAt);
  paid.sort((a, b) => a.paidAt!.localeCompare(b.paidAt!));
  for (const order of paid) {
    const year = new Date(order.paidAt!).getUTCFullYear();
    const number = (last.get(year) ?? 0) + 1;
    last.set(year, number);
    order.invoiceNumber = documentNumber("invoice", year, number);
  }
  const sequences = [
    { kind: "order", year: RECORD_YEAR, last: orders.length },
    ...[...last].map(([year, number]) => ({ kind: "invoice", year, last: number })),
  ];
  return { orders, sequences };
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const row = await db
    .selectFrom("tools")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}

/** Fills an empty database with the demo catalogue, reviews, accounts and orders, at once. */
export async function seedDemoData(db: Database, accounts: DemoAccounts, now = new Date()) {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const [adminHash, customerHash, distributorHash] = await Promise.all([
    hashPassword(accounts.adminPassword),
    hashPassword(DEMO_CUSTOMER.password),
    hashPassword(DEMO_DISTRIBUTOR.password),
  ]);

  await db.transaction().execute(async (trx) => {
    const admin = { id: newId(), email: accounts.adminEmail, displayName: "Shop Admin" };
    const customer = {
      id: newId(),
      email: DEMO_CUSTOMER.email,
      displayName: DEMO_CUSTOMER.displayName,
      businessName: "Whitfield Renovations",
      businessAddress: "214 Foundry Lane, Dayton, OH 45402",
    };
    const taxonomy = await insertTaxonomy(trx, at(120));
    const priceGroupId = await insertPriceGroup(trx, taxonomy, at(120));
    const distributor = {
      id: newId(),
      email: DEMO_DISTRIBUTOR.email,
      displayName: DEMO_DISTRIBUTOR.displayName,
      businessName: "Bell Supply Co.",
      businessAddress: "88 Market Street, Columbus, OH 43215",
      priceGroupId,
    };
    await trx
      .insertInto("users")
      .values([
        { ...admin, role: "admin", createdAt: at(120), emailVerifiedAt: at(120) },
        { ...customer, createdAt: at(90), emailVerifiedAt: at(90) },
        { ...distributor, createdAt: at(80), emailVerifiedAt: at(80) },
      ])
      .execute();
    await trx
      .insertInto("passwords")
      .values([
        { userId: admin.id, hash: adminHash },
        { userId: customer.id, hash: customerHash },
        { userId: distributor.id, hash: distributorHash },
      ])
      .execute();

    const families = await insertFamilies(trx, at(120));
    // Listed first = newest, so the home page opens on the start of the catalogue.
    const tools = seedTools.map((tool, index) => ({
      id: newId(),
      name: tool.name,
      img: tool.img,
      description: tool.description,
      price: tool.priceCents,
      minimum_qyt: tool.minimum_qyt,
      available_qyt: tool.available_qyt,
      sku: tool.sku,
      categoryId: taxonomy.categoryIds.get(tool.category)!,
      familyId: tool.family ? families.get(tool.family)! : null,
      createdAt: at(60 + index),
      updatedAt: at(60 + index),
    }));

    const order = (
      tool: (typeof tools)[number],
      daysAgo: number,
      payment: { paymentId: string; status: "Pending" | "Shipped" } | null,
    ): Omit<Insertable<Orders>, "number"> => {
      const qyt = tool.minimum_qyt;
      const shipped = payment?.status === "Shipped";
      tool.available_qyt -= qyt; // an order holds its stock, as a real one would
      return {
        id: newId(),
        toolId: tool.id,
        userId: customer.id,
        date: at(daysAgo).slice(0, 10),
        name: tool.name,
        qyt,
        customer: customer.displayName,
        email: customer.email,
        address: customer.businessAddress,
        phone: "+1 937 555 0142",
        price: tool.price,
        amount: lineAmount({ price: tool.price, qyt }),
        subtotal: lineAmount({ price: tool.price, qyt }),
        paid: payment ? 1 : 0,
        paymentId: payment?.paymentId ?? null,
        status: payment?.status ?? null,
        createdAt: at(daysAgo),
        // Paid a day after it was placed; a shipped one left a day after that, by UPS.
        statusChangedAt: at(payment ? daysAgo - (shipped ? 2 : 1) : daysAgo),
        paidAt: payment ? at(daysAgo - 1) : null,
        shippedAt: shipped ? at(daysAgo - 2) : null,
        carrier: shipped ? "ups" : null,
        // UPS's own sample tracking number: its page answers for it.
        trackingNumber: shipped ? "1Z999AA10123456784" : null,
      };
    };
    const [first, second, third] = tools;
    if (!first || !second || !third) throw new Error("The seed catalogue needs at least 3 tools");
    const orders = [
      order(first, 21, { paymentId: `pi_demo_${newId()}`, status: "Shipped" }),
      order(second, 6, { paymentId: `pi_demo_${newId()}`, status: "Pending" }),
      order(third, 1, null),
    ];

    await trx.insertInto("tools").values(tools).execute();
    await insertToolDetails(
      trx,
      tools.map((tool, index) => ({ id: tool.id, seed: seedTools[index]! })),
      taxonomy,
    );
    const written = numbered(orders);
    await trx.insertInto("orders").values(written.orders).execute();
    await trx.insertInto("document_sequences").values(written.sequences).execute();
    // Each demo order is one tool: its one line is the order's own tool, quantity and price.
    await trx
      .insertInto("order_lines")
      .values(
        orders.flatMap((placed) =>
          orderLineRows(placed.id, [
            { ...placed, sku: tools.find((tool) => tool.id === placed.toolId)!.sku },
          ]),
        ),
      )
      .execute();
    // The demo's payments were the sandbox's, which keeps their charges: they can be refunded.
    await trx
      .insertInto("sandbox_charges")
      .values(
        orders
          .filter((placed) => placed.paymentId)
          .map((placed) => ({
            id: placed.paymentId!,
            orderId: placed.id!,
            amount: placed.amount,
            currency: "usd",
            status: "succeeded",
            createdAt: placed.statusChangedAt!,
          })),
      )
      .execute();
    await trx
      .insertInto("shipping_methods")
      .values(
        seedShippingMethods.map((method, position) => ({
          id: newId(),
          ...method,
          position,
          createdAt: at(120),
        })),
      )
      .execute();
    await trx.insertInto("tax_rates").values(seedTaxRates).execute();
    await trx
      .insertInto("addresses")
      .values({ id: newId(), userId: customer.id, ...seedAddress, createdAt: at(90) })
      .execute();
    await trx
      .insertInto("reviews")
      .values(
        seedReviews.map((review, index) => ({
          id: newId(),
          userId: null,
          ...review,
          // The last review of the list is the newest.
          createdAt: at(seedReviews.length - index),
        })),
      )
      .execute();
  });
}
