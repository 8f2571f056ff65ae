// npm run user:make-admin -- someone@example.com: the first admin of a production shop.
import { env } from "../../app/services/env.server";
import { openDatabase } from "../connection";

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error("Usage: npm run user:make-admin -- <email of an existing user>");
  process.exit(2);
}
const db = openDatabase(env.DATABASE_URL);
try {
  const result = await db
    .updateTable("users")
    .set({ role: "admin" })
    .where("email", "=", email)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) {
    console.error(`No user has the email ${email}: sign up first.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is now an admin.`);
  }
} finally {
  await db.destroy();
}
