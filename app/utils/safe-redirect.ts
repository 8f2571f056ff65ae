const BASE = "http://shop.invalid";

/** Tabs, newlines and other controls, which browsers drop or misread in a Location. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Where to send someone after sign-in: a path of this shop, or `fallback` for anything else.
 *
 * The answer is checked after URL parsing, not before it: the parser turns dot segments into
 * nothing, so `/.//evil.example` and `/..//evil.example` come out as `//evil.example`, which a
 * browser reads as another host. Browsers also read `\` as `/` and drop tabs and newlines, and
 * a percent-encoded slash or backslash may be decoded by whatever reads the Location next; so
 * the path, decoded, must start with exactly one `/` and hold no control character or `\`.
 */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || CONTROL.test(to) || to.includes("\\")) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return isShopPath(url.pathname) ? `${url.pathname}${url.search}${url.hash}` : fallback;
}

/** A path that stays on this host however many times it is percent-decoded. */
function isShopPath(pathname: string): boolean {
  let path = pathname;
  for (let round = 0; round < 4; round += 1) {
    if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return false;
    if (CONTROL.test(path)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return false;
    }
    if (decoded === path) return true;
    path = decoded;
  }
  // Still changing after four decodings: nobody legitimate encodes a path that deeply.
  return false;
}
