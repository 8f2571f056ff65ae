import type { Kysely, Transaction } from "kysely";
import { newId } from "#db/id.ts";
import type { DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import type { TaxExemption } from "#app/commerce/index.ts";
import { exemptionReviewedMail } from "#app/mail/exemption-mails.server.ts";
import type { TaxExemptionJson } from "#app/schemas/api/tax-exemptions.ts";
import type { ExemptionReview, ExemptionUpload } from "#app/schemas/tax-exemption.ts";
import { now } from "#app/utils/clock.server.ts";
import { certificateFilePath, type ExemptionStatus } from "#app/utils/tax-exemptions.ts";
import { queueMail } from "./outbox.server";

// Resale certificates (issue 48): a company's admin records one (its state, number, expiry and
// file); a shop admin verifies or rejects it, once, with a note the company's admins are mailed
// in the same transaction. A verified certificate, unexpired on the shop's day, for the state an
// order ships to, exempts a member's order from sales tax: placing asks `exemptionFor`.
// The file's bytes are read only by `certificateFile`: every list leaves them out.

/** A certificate as the pages and the API show it (never its bytes). */
export interface CertificateRecord {
  id: string;
  companyId: string;
  companyName: string;
  state: string;
  number: string;
  expires: string;
  status: ExemptionStatus;
  note: string | null;
  fileName: string;
  fileType: string;
  createdAt: string;
  reviewedAt: string | null;
}

const shown = (executor: Kysely<DB> | Transaction<DB> = db) =>
  executor
    .selectFrom("tax_exemptions")
    .innerJoin("companies", "companies.id", "tax_exemptions.companyId")
    .select([
      "tax_exemptions.id",
      "tax_exemptions.companyId",
      "companies.name as companyName",
      "tax_exemptions.state",
      "tax_exemptions.number",
      "tax_exemptions.expires",
      "tax_exemptions.status",
      "tax_exemptions.note",
      "tax_exemptions.fileName",
      "tax_exemptions.fileType",
      "tax_exemptions.createdAt",
      "tax_exemptions.reviewedAt",
    ])
    .$narrowType<{ status: ExemptionStatus }>();

/** A checked upload: the file's type is read from its bytes (certificate-file.server.ts). */
export interface CertificateUpload extends ExemptionUpload {
  companyId: string;
  uploadedBy: string;
  file: { name: string; type: string; bytes: Uint8Array };
}

/** Records a certificate, awaiting review; its file goes in with it, in the one insert. */
export async function recordExemption(upload: CertificateUpload): Promise<CertificateRecord> {
  const id = newId();
  await db
    .insertInto("tax_exemptions")
    .values({
      id,
      companyId: upload.companyId,
      state: upload.state,
      number: upload.number,
      expires: upload.expires,
      status: "pending",
      fileName: upload.file.name,
      fileType: upload.file.type,
      fileBytes: Buffer.from(upload.file.bytes),
      uploadedBy: upload.uploadedBy,
      createdAt: now().toISOString(),
    })
    .execute();
  return (await getExemption(id))!;
}

export function getExemption(id: string): Promise<CertificateRecord | undefined> {
  return shown().where("tax_exemptions.id", "=", id).executeTakeFirst();
}

/** A company's certificates, newest first. */
export function listCompanyExemptions(companyId: string): Promise<CertificateRecord[]> {
  return shown()
    .where("tax_exemptions.companyId", "=", companyId)
    .orderBy("tax_exemptions.createdAt", "desc")
    .orderBy("tax_exemptions.id")
    .execute();
}

/**
 * Every company's certificates for the shop's admins: those awaiting review first, oldest
 * first (the queue), then the reviewed ones, newest review first. `status` narrows it to one.
 */
export function listExemptions(status?: ExemptionStatus): Promise<CertificateRecord[]> {
  let query = shown();
  if (status) query = query.where("tax_exemptions.status", "=", status);
  return query
    .orderBy((eb) => eb.case().when("tax_exemptions.status", "=", "pending").then(0).else(1).end())
    .orderBy((eb) =>
      eb
        .case()
        .when("tax_exemptions.status", "=", "pending")
        .then(eb.ref("tax_exemptions.createdAt"))
        .else(eb.val(""))
        .end(),
    )
    .orderBy("tax_exemptions.reviewedAt", "desc")
    .orderBy("tax_exemptions.id")
    .execute();
}

/** How many certificates await an admin's review (the overview's figure). */
export async function countAwaitingReview(): Promise<number> {
  const row = await db
    .selectFrom("tax_exemptions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A certificate's file, with the company it belongs to (who may read it is the caller's to check). */
export function certificateFile(id: string) {
  return db
    .selectFrom("tax_exemptions")
    .select(["companyId", "number", "state", "fileName", "fileType", "fileBytes"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export type ReviewOutcome =
  | { status: "reviewed"; certificate: CertificateRecord }
  | { status: "missing" }
  | { status: "already"; certificate: CertificateRecord };

/**
 * An admin's decision on a certificate awaiting review: one conditional update from `pending`
 * decides (two admins at once make one decision), and the company's admins are mailed it in the
 * same transaction. A reviewed certificate stays as decided: a company whose certificate was
 * rejected uploads a new one.
 */
export async function reviewExemption(
  id: string,
  review: ExemptionReview,
  adminId: string,
): Promise<ReviewOutcome> {
  const outcome = await db.transaction().execute(async (trx): Promise<ReviewOutcome | null> => {
    const updated = await trx
      .updateTable("tax_exemptions")
      .set({
        status: review.status,
        note: review.note,
        reviewedBy: adminId,
        reviewedAt: now().toISOString(),
      })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return null;
    const certificate = (await shown(trx).where("tax_exemptions.id", "=", id).executeTakeFirst())!;
    const admins = await trx
      .selectFrom("users")
      .select(["email", "displayName"])
      .where("companyId", "=", certificate.companyId)
      .where("companyRole", "=", "admin")
      .orderBy("id")
      .execute();
    for (const admin of admins)
      await queueMail(
        trx,
        exemptionReviewedMail(admin, {
          ...certificate,
          status: review.status,
          note: review.note,
        }),
      );
    return { status: "reviewed", certificate };
  });
  if (outcome) return outcome;
  const certificate = await getExemption(id);
  return certificate ? { status: "already", certificate } : { status: "missing" };
}

/** The verified certificates of a customer's company that hold on `day` (the shop's YYYY-MM-DD). */
const heldBy = (customerId: string, day: string) =>
  db
    .selectFrom("tax_exemptions")
    .innerJoin("users", "users.companyId", "tax_exemptions.companyId")
    .select(["tax_exemptions.id", "tax_exemptions.number", "tax_exemptions.state"])
    .where("users.id", "=", customerId)
    .where("tax_exemptions.status", "=", "verified")
    .where("tax_exemptions.expires", ">=", day)
    // Of several for one state, the one that runs longest, then the newest.
    .orderBy("tax_exemptions.expires", "desc")
    .orderBy("tax_exemptions.createdAt", "desc")
    .orderBy("tax_exemptions.id");

/**
 * The certificate that exempts an order of this customer shipped to `state` on the shop's `day`:
 * one of their company's, verified, for that state, expiring on that day or later. None for a
 * customer outside any company.
 */
export async function exemptionFor(
  customerId: string,
  state: string,
  day: string,
): Promise<(TaxExemption & { id: string }) | null> {
  const found = await heldBy(customerId, day)
    .where("tax_exemptions.state", "=", state)
    .executeTakeFirst();
  return found ?? null;
}

/** Every state this customer's orders are exempt in on `day`, with the certificate of each. */
export async function exemptionsFor(
  customerId: string,
  day: string,
): Promise<Record<string, TaxExemption>> {
  const rows = await heldBy(customerId, day).execute();
  const byState: Record<string, TaxExemption> = {};
  // The rows come best first: the first of each state is the one placing would take.
  for (const row of rows) byState[row.state] ??= { number: row.number, state: row.state };
  return byState;
}

/** A certificate as the JSON API gives it (`_id` for the id; the file by its download URL). */
export function certificateJson(certificate: CertificateRecord): TaxExemptionJson {
  return {
    _id: certificate.id,
    company: { _id: certificate.companyId, name: certificate.companyName },
    state: certificate.state,
    number: certificate.number,
    expires: certificate.expires,
    status: certificate.status,
    note: certificate.note,
    file: {
      name: certificate.fileName,
      type: certificate.fileType as TaxExemptionJson["file"]["type"],
      url: certificateFilePath(certificate.id),
    },
    createdAt: certificate.createdAt,
    reviewedAt: certificate.reviewedAt,
  };
}
