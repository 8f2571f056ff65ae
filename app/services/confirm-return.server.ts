import { BACK_FIELD } from "#app/components/confirm.tsx";
import { readForm } from "#app/utils/form.server.ts";

// Longer than any search, filters and page of ours together; anything longer is not our link.
const MAX_BACK_LENGTH = 512;
const SHOP = "http://shop.invalid";

/**
 * Where a confirmation returns to: the page it was asked from, with its search, filters and page
 * (`back`), when that page is one of `pages`; otherwise the first of them. So an admin who
 * confirmed on page 3 of a search lands there again, and nothing else can be named: no other
 * page of the shop, and no other site.
 */
export function returnPath(pages: [string, ...string[]], back: unknown): string {
  const [fallback] = pages;
  if (typeof back !== "string" || !back.startsWith("/") || back.length > MAX_BACK_LENGTH)
    return fallback;
  let url: URL;
  try {
    url = new URL(back, SHOP);
  } catch {
    return fallback;
  }
  if (url.origin !== SHOP || !pages.includes(url.pathname)) return fallback;
  return `${url.pathname}${url.search}`;
}

/** For a confirmation page's loader: `?back=` of its address. */
export function returnPathOfPage(request: Request, pages: [string, ...string[]]): string {
  return returnPath(pages, new URL(request.url).searchParams.get(BACK_FIELD));
}

/** For a confirmation's action: the `back` field of the posted form (a post without a body has none). */
export async function returnPathOfPost(
  request: Request,
  pages: [string, ...string[]],
): Promise<string> {
  if (!request.headers.get("Content-Type") && !request.body) return pages[0];
  return returnPath(pages, (await readForm(request)).get(BACK_FIELD));
}
