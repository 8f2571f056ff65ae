/** The admin tables' rule: ids are shown as their last 10 characters. */
export function shortId(id: string): string {
  return id.slice(-10);
}

/** The admin tables' rule: details are cut to 20 characters. */
export function truncate(text: string, length = 20): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
