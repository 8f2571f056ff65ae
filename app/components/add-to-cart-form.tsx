import { Form, useLocation } from "@remix-run/react";
import { CART_INTENT } from "#app/schemas/cart.ts";
import { buttonClass } from "./button";

/**
 * "Add to cart" with a quantity, for a tool's card, its page and its order form: a plain post
 * to /cart (no script needed), which sends the person back here with a message. The quantity
 * starts at the tool's minimum; the cart judges the line's sum with the spec's messages.
 */
export function AddToCartForm({
  tool,
  className = "",
}: {
  tool: { id: string; name: string; minimum_qyt: number };
  className?: string;
}) {
  const { pathname, search } = useLocation();
  const quantityId = `add-to-cart-${tool.id}`;
  return (
    <Form method="post" action="/cart" noValidate className={`flex items-end gap-2 ${className}`}>
      <input type="hidden" name="toolId" value={tool.id} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <div className="w-24 shrink-0">
        <label htmlFor={quantityId} className="mb-1 block text-sm font-semibold text-gray-800">
          Quantity<span className="sr-only"> of {tool.name}</span>
        </label>
        <input
          id={quantityId}
          name="qyt"
          type="number"
          inputMode="numeric"
          step={1}
          defaultValue={tool.minimum_qyt}
          className="block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-brand"
        />
      </div>
      <button
        type="submit"
        name={CART_INTENT}
        value="add"
        className={buttonClass("outline", "base", "flex-1")}
      >
        Add to cart<span className="sr-only"> {tool.name}</span>
      </button>
    </Form>
  );
}
