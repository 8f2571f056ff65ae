// Tax exemption (issue 48), on both engines: a company admin uploads a resale certificate (the
// file checked by its bytes and size, the facts by their schema), a shop admin verifies or
// rejects it once (the company's admins mailed), and a verified certificate for the ship-to
// state, unexpired on the shop's day, makes placing's tax 0, kept on the order whatever happens
// to the certificate later, and named on the invoice. Expired, rejected, pending or for another
// state: taxed as usual.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/id.ts";
import { db } from "#app/db.server.ts";
import { purchaseTotals } from "#app/commerce/index.ts";
import { checkoutTexts, exemptionTexts } from "#app/messages.ts";
import { offeredTo } from "#app/models/cart-offers.server.ts";
import { checkoutTotals } from "#app/models/checkout.server.ts";
import { invoiceOf } from "#app/models/documents.server.ts";
import { getOrder, orderJson } from "#app/models/order.server.ts";
import { adminOverview } from "#app/models/overview.server.ts";
import { invoiceFile } from "#app/services/documents/invoice-pdf.server.ts";
import { purchaseChoices } from "#app/routes/+orders/purchase-choices.server.ts";
import {
  action as companyExemptionsApi,
  loader as companyExemptionsList,
} from "#app/routes/api.company.tax-exemptions.ts";
import { loader as exemptionsApi } from "#app/routes/api.tax-exemptions.ts";
import {
  action as exemptionApi,
  loader as exemptionRead,
} from "#app/routes/api.tax-exemptions.$id.ts";
import { loader as certificateDownload } from "#app/routes/api.tax-exemptions.$id.file.ts";
import { shopToday } from "#app/utils/clock.server.ts";
import { addDays } from "#app/utils/dates.ts";
import { MAX_CERTIFICATE_BYTES } from "#app/utils/tax-exemptions.ts";
import { insertBookAddress, insertCompanyAddress } from "#tests/fixtures/addresses.ts";
import { insertCart } from "#tests/fixtures/carts.ts";
import {
  companyWithMembers,
  insertMember,
  insertTaxExemption,
  TINY_PDF,
} from "#tests/fixtures/companies.ts";
import {
  insertDemoShippingAndTax,
  insertTool,
  userWithToken,
  withToken,
} from "#tests/fixtures/in-process.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { acceptQuote, placeCart, placedOrder } from "#tests/fixtures/placing.ts";
import { insertQuote } from "#tests/fixtures/quotes.ts";
import { reviewOrder } from "#app/models/placing.server.ts";
import { getUserById } from "#app/models/user.server.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { answer, getRequest, jsonRequest, routeArgs } from "#tests/support/route-args.ts";

let standardId: string;
let shopAdmin: Awaited<ReturnType<typeof userWithToken>>;

beforeAll(async () => {
  ({ standardId } = await insertDemoShippingAndTax());
  shopAdmin = await userWithToken("admin");
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** A company, its admin and a buyer, each with a bearer token. */
async function company() {
  const { company, admin, buyer } = await companyWithMembers(db);
  return { company, admin: await withToken(admin), buyer: await withToken(buyer) };
}

/** The multipart upload of POST /api/company/tax-exemptions, as `auth` sends it. */
function upload(
  auth: Record<string, string>,
  fields: Partial<Record<"state" | "number" | "expires", string>> & { file?: File | null } = {},
) {
  const form = new FormData();
  const { file, ...facts } = {
    state: "OH",
    number: "OH-5501-22",
    expires: addDays(shopToday(), 200),
    file: new File([TINY_PDF], "resale.pdf", { type: "application/pdf" }),
    ...fields,
  };
  for (const [name, value] of Object.entries(facts)) form.append(name, value);
  if (file) form.append("file", file);
  const request = new Request("http://shop.test/api/company/tax-exemptions", {
    method: "POST",
    body: form,
    headers: auth,
  });
  return answer(companyExemptionsApi(routeArgs(request)));
}

const review = (id: string, auth: Record<string, string>, body: unknown) =>
  answer(
    exemptionApi(routeArgs(jsonRequest(`/api/tax-exemptions/${id}`, "PUT", body, auth), { id })),
  );

/** The buyer's cart of one $100.00 tool checked out to an address in `state` by Standard ground. */
async function orderTo(buyerId: string, state = "OH") {
  const tool = await insertTool({ price: 10_000, minimum_qyt: 1 });
  // A placed order empties its cart but keeps its row: the next order starts a new one.
  await db.deleteFrom("carts").where("userId", "=", buyerId).execute();
  await insertCart(db, buyerId, [[tool, 1]]);
  const address = await insertBookAddress(
    db,
    buyerId,
    state === "OH" ? {} : { state, zip: "90012" },
  );
  return placedOrder(
    await placeCart(buyerId, {
      addressId: address.id,
      shippingMethodId: standardId,
      date: deliveryDate(),
      checkoutKey: newId(),
    }),
  );
}

// $100.00 of goods and $15.00 of Standard ground: Ohio taxes both at 5.75%, $6.61.
const OHIO_TAX = 661;

describe("uploading and reviewing a resale certificate", () => {
  it("a company admin uploads one, awaiting review; a shop admin verifies it and the company's admins are mailed", async () => {
    const { company: firm, admin } = await company();
    const created = await upload(admin.auth);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      company: { _id: firm.id, name: firm.name },
      state: "OH",
      number: "OH-5501-22",
      status: "pending",
      note: null,
      file: { name: "resale.pdf", type: "application/pdf" },
    });
    const id = created.body._id as string;
    expect((await adminOverview(30)).certificatesAwaiting).toBeGreaterThanOrEqual(1);

    const pending = await answer(
      exemptionsApi(routeArgs(getRequest("/api/tax-exemptions?status=pending", shopAdmin.auth))),
    );
    expect(pending.body.map((one: { _id: string }) => one._id)).toContain(id);

    const verified = await review(id, shopAdmin.auth, { status: "verified", note: "Checked" });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: "verified", note: "Checked" });
    const mail = await db
      .selectFrom("outbox")
      .select(["to", "subject", "text"])
      .where("kind", "=", "exemption-reviewed")
      .where("to", "=", admin.user.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^Resale certificate verified: certificate OH-5501-22 \(OH\)/);
    expect(mail.text).toContain(exemptionTexts.exemptLine("OH-5501-22", "OH"));

    // Reviewed once: a second decision is refused and changes nothing.
    const again = await review(id, shopAdmin.auth, { status: "rejected", note: "Changed mind" });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(exemptionTexts.alreadyReviewed("Verified"));
    const listed = await answer(
      companyExemptionsList(routeArgs(getRequest("/api/company/tax-exemptions", admin.auth))),
    );
    expect(listed.body).toMatchObject([{ _id: id, status: "verified", note: "Checked" }]);
  });

  it("a rejection needs a note, which the company's admins read and are mailed", async () => {
    const { company: firm, admin } = await company();
    const secondAdmin = await insertMember(db, firm, { companyRole: "admin" });
    const { id } = await insertTaxExemption(db, firm, { status: "pending" });
    const bare = await review(id, shopAdmin.auth, { status: "rejected" });
    expect(bare.status).toBe(400);
    expect(bare.body.fieldErrors.note).toEqual([exemptionTexts.noteRequired]);
    const rejected = await review(id, shopAdmin.auth, {
      status: "rejected",
      note: "The certificate is not signed",
    });
    expect(rejected.body).toMatchObject({
      status: "rejected",
      note: "The certificate is not signed",
    });
    const mails = await db
      .selectFrom("outbox")
      .select(["to", "text"])
      .where("kind", "=", "exemption-reviewed")
      .where("to", "in", [admin.user.email, secondAdmin.email])
      .execute();
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.text).toContain("Why: The certificate is not signed");
    expect((await review(newId(), shopAdmin.auth, { status: "verified" })).status).toBe(404);
  });

  it("refuses a wrong file, a file too large, a bad or past date, an unknown state, each with a 400 saying so", async () => {
    const { admin } = await company();
    const refused = async (fields: Parameters<typeof upload>[1]) => {
      const { status, body } = await upload(admin.auth, fields);
      expect(status).toBe(400);
      return body.fieldErrors as Record<string, string[]>;
    };
    const text = new File(["just words, named like a PDF"], "resale.pdf", {
      type: "application/pdf",
    });
    expect((await refused({ file: text })).file).toEqual([exemptionTexts.wrongType]);
    // A PDF cut off before its end marker is no whole PDF.
    const cut = new File([TINY_PDF.slice(0, 20)], "cut.pdf", { type: "application/pdf" });
    expect((await refused({ file: cut })).file).toEqual([exemptionTexts.wrongType]);
    expect((await refused({ file: null })).file).toEqual([exemptionTexts.noFile]);
    const huge = new Uint8Array(MAX_CERTIFICATE_BYTES + 1);
    huge.set(new TextEncoder().encode(TINY_PDF));
    expect((await refused({ file: new File([huge], "big.pdf") })).file).toEqual([
      exemptionTexts.tooLarge(5),
    ]);
    expect((await refused({ expires: "2027-02-30" })).expires).toEqual(["Enter a real date"]);
    expect((await refused({ expires: addDays(shopToday(), -1) })).expires).toEqual([
      exemptionTexts.expiresPast,
    ]);
    expect((await refused({ state: "ZZ" })).state).toEqual([checkoutTexts.usState]);
    // Every problem at once.
    expect(Object.keys(await refused({ state: "", number: "", file: text })).sort()).toEqual([
      "file",
      "number",
      "state",
    ]);
    const picture = await upload(admin.auth, {
      file: new File([PNG], "scan.png", { type: "application/pdf" }),
    });
    expect(picture.status).toBe(201);
    // The type is the bytes', not the browser's claim.
    expect(picture.body.file).toMatchObject({ name: "scan.png", type: "image/png" });
  });

  it("only a company's admins upload and read theirs, only shop admins review; the file goes to them alone", async () => {
    const { company: firm, admin, buyer } = await company();
    const other = await company();
    expect((await upload(buyer.auth)).status).toBe(403);
    expect((await upload(shopAdmin.auth)).status).toBe(403);
    const { id } = await insertTaxExemption(db, firm, { status: "pending" });
    expect((await review(id, admin.auth, { status: "verified" })).status).toBe(403);
    const read = (auth: Record<string, string>) =>
      answer(exemptionRead(routeArgs(getRequest(`/api/tax-exemptions/${id}`, auth), { id })));
    expect((await read(admin.auth)).status).toBe(200);
    expect((await read(shopAdmin.auth)).status).toBe(200);
    expect((await read(buyer.auth)).status).toBe(404);
    expect((await read(other.admin.auth)).status).toBe(404);

    const download = async (auth: Record<string, string>) => {
      const response = await certificateDownload(
        routeArgs(getRequest(`/api/tax-exemptions/${id}/file`, auth), { id }),
      );
      return response;
    };
    const file = await download(admin.auth);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toMatch(/^attachment;/);
    expect(await file.text()).toBe(TINY_PDF);
    expect((await download(shopAdmin.auth)).status).toBe(200);
    expect((await download(buyer.auth)).status).toBe(404);
    expect((await download(other.admin.auth)).status).toBe(404);
  });
});

describe("placing an order of a company with a certificate", () => {
  it("a verified, unexpired certificate for the ship-to state makes the tax $0, kept on the order and named on its invoice", async () => {
    const { company: firm, buyer } = await company();
    const certificate = await insertTaxExemption(db, firm, { number: "OH-777-A" });
    const exemption = { number: "OH-777-A", state: "OH" };

    // What the checkout and the purchase page show is what placing charges.
    const cart = {
      code: null,
      lines: [{ toolId: newId(), categoryId: null, amount: 10_000, removed: false }],
    };
    const shown = await checkoutTotals(cart, await offeredTo({ userId: buyer.user.id }, null), {
      customerId: buyer.user.id,
      state: "OH",
      shippingMethodId: standardId,
    });
    expect(shown).toMatchObject({
      subtotal: 10_000,
      shipping: 1_500,
      tax: { state: "OH", amount: 0, exemption },
      amount: 11_500,
    });

    const order = await orderTo(buyer.user.id);
    expect(order).toMatchObject({
      subtotal: 10_000,
      shipping: 1_500,
      tax: 0,
      amount: 11_500,
      // No rate kept: a refund of its lines gives back no tax it never charged.
      taxRateBp: 0,
      taxExemptionId: certificate.id,
      taxExemptNumber: "OH-777-A",
      taxExemptState: "OH",
    });
    expect(orderJson(order).taxExemption).toEqual(exemption);
    const choices = await purchaseChoices({ id: buyer.user.id, companyId: buyer.user.companyId });
    const address = choices.addresses[0]!;
    expect(purchaseTotals(choices, 10_000, address.id, standardId)).toMatchObject({
      tax: 0,
      exemption,
    });

    // Later changes of the certificate never alter the order.
    await db
      .updateTable("tax_exemptions")
      .set({ number: "OH-CHANGED", status: "rejected", expires: "2020-01-01" })
      .where("id", "=", certificate.id)
      .execute();
    const kept = (await getOrder(order.id))!;
    expect(kept).toMatchObject({ tax: 0, taxExemptNumber: "OH-777-A", taxExemptState: "OH" });

    // Paid, its invoice says so, word for word.
    await db
      .updateTable("orders")
      .set({
        paid: 1,
        status: "Pending",
        paymentId: `sandbox_${newId()}`,
        paidAt: new Date().toISOString(),
        invoiceNumber: `INV-2026-${newId().slice(-6)}`,
      })
      .where("id", "=", order.id)
      .execute();
    const invoice = (await invoiceOf(order.id))!;
    const text = (await pdfText((await invoiceFile(invoice)).content)).replace(/\s+/g, " ");
    expect(text).toContain("Exempt from sales tax: certificate OH-777-A (OH)");
  });

  it("an order shipped on the certificate's last day is exempt; the day after, it is taxed", async () => {
    const { company: firm, buyer } = await company();
    await insertTaxExemption(db, firm, { expires: shopToday() });
    expect((await orderTo(buyer.user.id)).tax).toBe(0);
    const { company: lapsed, buyer: late } = await company();
    await insertTaxExemption(db, lapsed, { expires: addDays(shopToday(), -1) });
    expect((await orderTo(late.user.id)).tax).toBe(OHIO_TAX);
  });

  it("an expired, rejected or pending certificate, or one for another state, taxes the order as usual", async () => {
    const cases = [
      { expires: addDays(shopToday(), -30) },
      { status: "rejected", note: "Unsigned" },
      { status: "pending" },
      { state: "CA" },
    ];
    for (const overrides of cases) {
      const { company: firm, buyer } = await company();
      await insertTaxExemption(db, firm, overrides);
      const order = await orderTo(buyer.user.id);
      expect(order, JSON.stringify(overrides)).toMatchObject({
        tax: OHIO_TAX,
        taxRateBp: 575,
        taxExemptionId: null,
        taxExemptNumber: null,
        taxExemptState: null,
      });
      expect(orderJson(order).taxExemption).toBeNull();
    }
    // Another company's certificate exempts nobody here; a customer of no company neither.
    const { company: firm } = await company();
    await insertTaxExemption(db, firm);
    const { buyer: outsider } = await company();
    expect((await orderTo(outsider.user.id)).tax).toBe(OHIO_TAX);
    const loner = await userWithToken();
    expect((await orderTo(loner.user.id)).tax).toBe(OHIO_TAX);
  });

  it("a certificate for California exempts an order shipped to California alone", async () => {
    const { company: firm, buyer } = await company();
    await insertTaxExemption(db, firm, { state: "CA", number: "SR-CA-9" });
    const toCalifornia = await orderTo(buyer.user.id, "CA");
    expect(toCalifornia).toMatchObject({
      tax: 0,
      taxExemptNumber: "SR-CA-9",
      taxExemptState: "CA",
    });
    expect((await orderTo(buyer.user.id, "OH")).tax).toBe(OHIO_TAX);
  });

  it("a quote's review shows the accept's order exempt, as the accept places it", async () => {
    const { company: firm, buyer } = await company();
    await insertTaxExemption(db, firm, { number: "OH-Q-1" });
    const tool = await insertTool({ price: 2_000, minimum_qyt: 1 });
    const quoteId = await insertQuote(db, buyer.user.id, tool, {
      qyt: 5,
      sent: { price: 2_000, validUntil: deliveryDate() },
    });
    const address = await insertCompanyAddress(db, firm.id);
    const choices = { addressId: address.id, shippingMethodId: standardId, date: deliveryDate() };
    const review = await reviewOrder({
      customer: (await getUserById(buyer.user.id))!,
      source: { kind: "quote", quoteId },
      delivery: choices,
    });
    if ("status" in review) throw new Error(`The review was refused: ${review.message}`);
    expect(review.totals).toEqual({
      subtotal: 10_000,
      discount: 0,
      shipping: 1_500,
      tax: 0,
      amount: 11_500,
    });
    expect(review.exemption).toEqual({ number: "OH-Q-1", state: "OH" });
    const placed = placedOrder(
      await acceptQuote(buyer.user.id, quoteId, { ...choices, checkoutKey: newId() }),
    );
    expect(placed).toMatchObject({ tax: 0, taxExemptNumber: "OH-Q-1", taxExemptState: "OH" });
  });
});
