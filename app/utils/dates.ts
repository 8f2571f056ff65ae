// Times are shown in UTC, the same on the server and in the browser (no hydration mismatch).
const timestamp = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** An ISO timestamp as people read it, e.g. "Nov 22, 2026, 5:35 AM UTC". */
export function formatTimestamp(iso: string): string {
  return `${timestamp.format(new Date(iso))} UTC`;
}

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** An ISO timestamp's day (UTC), e.g. "Nov 22, 2026": the date a document carries. */
export function formatDay(iso: string): string {
  return day.format(new Date(iso));
}

export const DAY_MS = 86_400_000;

/** The UTC day after a YYYY-MM-DD day: the end, not included, of a range of days "to" it. */
export function nextDay(ymd: string): string {
  return new Date(Date.parse(ymd) + DAY_MS).toISOString().slice(0, 10);
}
