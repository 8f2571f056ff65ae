const BASE = "http://shop.invalid";

/**
 * Where to send someone after sign-in: a path of this shop, or `fallback` for anything else.
 * Browsers drop tabs and newlines and read `\` as `/` in a Location, so `/\t/evil.example`
 * would become `//evil.example`: such characters are refused outright, and what remains must
 * resolve to this origin.
 */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
