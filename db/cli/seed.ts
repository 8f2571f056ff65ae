import { env } from "../../app/services/env.server";
import { openDatabase } from "../connection";
import { migrateToLatest } from "../migrate";
import { isDatabaseEmpty, seedDemoData } from "../seed";

const db = openDatabase(env.DATABASE_URL);
try {
  await migrateToLatest(db);
  if (await isDatabaseEmpty(db)) {
    await seedDemoData(db, {
      adminEmail: env.DEMO_ADMIN_EMAIL,
      adminPassword: env.DEMO_ADMIN_PASSWORD,
    });
    console.log(`Seeded the demo catalogue into ${env.DATABASE_URL}.`);
  } else {
    console.log(`${env.DATABASE_URL} already holds a catalogue; nothing was seeded.`);
  }
} finally {
  await db.destroy();
}
