import { Form } from "@remix-run/react";
import type { DiscountSummary } from "#app/commerce/index.ts";
import { promotionTexts } from "#app/messages.ts";
import { formatDollars } from "#app/utils/money.ts";
import { buttonClass } from "./button";

// A cart's promotions (issue 49) on the cart page and the checkout: the discount as its own
// lines, and the one code a cart may have (entered, or taken off). Plain forms that post to the
// cart and come back to `redirectTo`, with JavaScript or without.

/** Each promotion applied as a line of its own: its name and what it takes off. */
export function DiscountRows({ discount }: { discount: DiscountSummary }) {
  if (!discount.promotions.length) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-green-800" data-testid="discount-lines">
      {discount.promotions.map((promotion) => (
        <li key={promotion.name}>
          {promotionTexts.discount} ({promotion.name}):{" "}
          <strong>
            {promotion.amount > 0
              ? `−${formatDollars(promotion.amount)}`
              : promotionTexts.freeShipping}
          </strong>
        </li>
      ))}
    </ul>
  );
}

/**
 * The code field and its Apply button; with a code on the cart, the code, whether it applies
 * (and why not), and Remove.
 */
export function DiscountCode({
  discount,
  redirectTo,
}: {
  discount: DiscountSummary;
  redirectTo: string;
}) {
  return (
    <div className="mt-4 panel p-4" data-testid="discount-code">
      {discount.code ? (
        <Form method="post" action="/cart" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <p>
            {promotionTexts.codeLabel}: <strong>{discount.code}</strong>
          </p>
          <button
            type="submit"
            name="intent"
            value="uncode"
            className={buttonClass("danger-outline", "sm")}
          >
            {promotionTexts.remove}
            <span className="sr-only"> {discount.code}</span>
          </button>
          {discount.codeProblem ? (
            <p className="w-full text-sm font-medium text-red-700" role="status">
              {discount.codeProblem}
            </p>
          ) : null}
        </Form>
      ) : (
        <Form method="post" action="/cart" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <label className="flex flex-col text-sm font-semibold">
            {promotionTexts.codeLabel}
            <input
              name="code"
              required
              maxLength={40}
              autoCapitalize="characters"
              autoComplete="off"
              className="mt-1 w-60 max-w-full rounded border border-gray-400 px-3 py-2 font-normal uppercase"
            />
          </label>
          <button type="submit" name="intent" value="code" className={buttonClass("dark", "md")}>
            {promotionTexts.apply}
          </button>
        </Form>
      )}
    </div>
  );
}
