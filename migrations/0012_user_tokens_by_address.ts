import type { Kysely } from "kysely";

// Mailed links are capped per address a day as well as per account a minute: the count of an
// address's recent links is read before every new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("user_tokens_address")
    .on("user_tokens")
    .columns(["email", "purpose", "createdAt"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("user_tokens_address").execute();
}
