import { newId } from "#db/id.ts";
import { db } from "#app/db.server.ts";
import type { EnquiryInput } from "#app/schemas/enquiry.ts";

export async function createEnquiry(input: EnquiryInput) {
  const enquiry = {
    id: newId(),
    ...input,
    phone: input.phone || null,
    createdAt: new Date().toISOString(),
  };
  await db.insertInto("enquiries").values(enquiry).execute();
  return enquiry;
}

export function listEnquiries() {
  return db
    .selectFrom("enquiries")
    .selectAll()
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
}
