import type { ZodError } from "zod";

/** What was wrong with a query string, in its fields' own words, for the 400 page that says so. */
export function queryIssues(error: ZodError): string {
  return error.issues.map((issue) => issue.message).join(". ");
}
