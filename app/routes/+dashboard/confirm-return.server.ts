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

/**
 * For a confirmation's action: the posted form (empty for a post without a body) and where it
 * returns to, its `back` field.
 */
export async function readConfirmation(
  request: Request,
  pages: [string, ...string[]],
): Promise<{ form: FormData; back: string }> {
  const form =
    !request.headers.get("Content-Type") && !request.body
      ? new FormData()
      : await readForm(request);
  return { form, back: returnPath(pages, form.get(BACK_FIELD)) };
}

/** For a confirmation's action that reads no other field: where it returns to. */
export async function returnPathOfPost(
  request: Request,
  pages: [string, ...string[]],
): Promise<string> {
  return (await readConfirmation(request, pages)).back;
}

/**
 * `back` opened at a row (`rowId`) when it is `list`, so the person sees the row they acted on
 * again, whatever its page; any other page (an order's own) as it is. The browser scrolls to the
 * fragment without JavaScript, Remix's scroll restoration with it.
 */
export function returnToRow(back: string, list: string, row: string): string {
  return new URL(back, SHOP).pathname === list ? `${back}#${row}` : back;
}

/** `returnPathOfPage` at a row of the first page (a list), for what is asked from its rows. */
export function returnPathOfPageAtRow(
  request: Request,
  pages: [string, ...string[]],
  row: string,
): string {
  return returnToRow(returnPathOfPage(request, pages), pages[0], row);
}
