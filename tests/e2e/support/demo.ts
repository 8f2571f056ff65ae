// What the e2e server is started with, so tests know the data they run against.
import { e2eDatabase } from "./database";
export const demoAdmin = { email: "admin@forgeline.example", password: "forge-admin" } as const;
/** The demo's customer in the Distributor price group (15% off; issue 40). */
export const demoDistributor = {
  email: "distributor@forgeline.example",
  password: "forge-trade",
} as const;

/**
 * Older than the whole demo catalogue, so they fill the end of it (18 + 20 = 2 pages of 24).
 * Order tests buy them: each project has its own half, each test its own slot, so stock
 * numbers are the test's alone.
 */
export const FILLER_TOOL_COUNT = 20;
export const fillerToolName = (index: number) =>
  `Workshop Storage Bin No. ${String(index).padStart(2, "0")}`;

/**
 * The newest tool on sale of the demo catalogue, for tests that read its pages or are refused
 * before any stock moves (order tests buy a filler tool of their own: `toolForTest`).
 */
export function demoTool() {
  return e2eDatabase()
    .selectFrom("tools")
    .selectAll()
    .where("deletedAt", "is", null)
    .orderBy("createdAt", "desc")
    .executeTakeFirstOrThrow();
}
