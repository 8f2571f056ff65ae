/** The admin tables' rule: ids are shown as their last 10 characters. */
export function shortId(id: string): string {
  return id.slice(-10);
}

/** Text cut to `length` characters and an ellipsis: the admin tables' details (20), a card's
 * description. */
export function truncate(text: string, length = 20): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/**
 * How much of a description a product card carries. Three lines show at most about 237
 * characters (measured in Chromium: one column just under 640 px wide, the widest a card gets;
 * 128 to 185 in two or three columns). The rest of a description (up to 2,000) would only weigh
 * on the catalogue's page, 24 cards at a time.
 */
export const CARD_DESCRIPTION_LENGTH = 240;

const counts = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** A safe integer of zero or more, and not -0 (which Intl writes with its sign). */
export function isPlainWholeNumber(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && !Object.is(value, -0);
}

/**
 * A plain whole number (isPlainWholeNumber) in groups of three digits, as Intl's en-US format
 * writes it. By hand, because pages show such numbers by the dozen (a catalogue page has 48
 * prices and stocks) and Intl's `format` took 2 to 3% of a catalogue page's CPU.
 */
export function groupThousands(whole: number): string {
  const digits = String(whole);
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return grouped;
}

/** A count of pieces as people read it: 12,500, not 12500. */
export function formatCount(pieces: number): string {
  return isPlainWholeNumber(pieces) ? groupThousands(pieces) : counts.format(pieces);
}
