import { env } from "../../app/services/env.server";
import { openDatabase } from "../connection";
import { migrateToLatest } from "../migrate";

const db = openDatabase(env.DATABASE_URL);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
} finally {
  await db.destroy();
}
