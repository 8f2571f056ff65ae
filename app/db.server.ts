import { openDatabase, type Database } from "#db/connection.ts";
import { env } from "#app/utils/env.server.ts";
import { singleton } from "#app/utils/singleton.server.ts";

export const db: Database = singleton("database", () =>
  openDatabase(env.DATABASE_URL, { poolSize: env.DATABASE_POOL_SIZE }),
);
