import { z } from "zod";

/** `?days=` of the admin overview: the last 30 (default) or 90 days. */
export const overviewQuerySchema = z.object({
  days: z
    .enum(["30", "90"], { errorMap: () => ({ message: "days must be 30 or 90" }) })
    .default("30")
    .transform(Number),
});

/** The query string as a plain object for a schema: absent and empty parameters are left out. */
export function queryOf(url: URL, names: string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = url.searchParams.get(name);
      return value ? [[name, value]] : [];
    }),
  );
}
