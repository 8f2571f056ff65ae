/** The admin tables' rule: ids are shown as their last 10 characters. */
export function shortId(id: string): string {
  return id.slice(-10);
}

/** Text cut to `length` characters and an ellipsis: the admin tables' details (20), a card's
 * description. */
export function truncate(text: string, length = 20): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

const counts = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** A count of pieces as people read it: 12,500, not 12500. */
export function formatCount(pieces: number): string {
  return counts.format(pieces);
}
