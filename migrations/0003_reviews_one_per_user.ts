import { sql, type Kysely } from "kysely";

// One review per customer: a second one replaces the first (an upsert on this index). Reviews
// of deleted users and of the demo catalogue have no user (null), which the index allows many of.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Should a database hold two reviews by one customer, only the newest stays.
  await sql`
    delete from reviews
    where "userId" is not null
      and exists (
        select 1 from reviews as newer
        where newer."userId" = reviews."userId"
          and (newer."createdAt" > reviews."createdAt"
            or (newer."createdAt" = reviews."createdAt" and newer.id > reviews.id))
      )
  `.execute(db);
  await db.schema
    .createIndex("reviews_one_per_user")
    .on("reviews")
    .column("userId")
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("reviews_one_per_user").execute();
}
