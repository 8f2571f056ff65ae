import { openDatabase, type Database } from "~db/connection";
import { env } from "~/utils/env.server";
import { singleton } from "~/utils/singleton.server";

export const db: Database = singleton("database", () =>
  openDatabase(env.DATABASE_URL, { poolSize: env.DATABASE_POOL_SIZE }),
);
