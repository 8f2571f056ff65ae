import { formatDate, formatDateTime } from "#app/utils/dates.ts";

/**
 * A date as every page shows it ("Nov 29, 2026": a calendar day as it is, a timestamp's day in
 * the shop's time zone), marked up with the value machines read.
 */
export function DateText({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} className={className}>
      {formatDate(value)}
    </time>
  );
}

/** A moment in the shop's time zone ("Nov 29, 2026, 3:05 PM EST"), likewise marked up. */
export function DateTimeText({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} className={className}>
      {formatDateTime(value)}
    </time>
  );
}
