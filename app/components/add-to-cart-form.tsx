import { Form, useLocation } from "@remix-run/react";
import { CART_INTENT } from "#app/schemas/cart.ts";
import { buttonClass } from "./button";

/**
 * "Add to cart" with a quantity, for a tool's card, its page and its order form: a plain post
 * to /cart (no script needed), which sends the person back here with a message. The quantity
 * starts at the tool's minimum; the cart judges the line's sum with the spec's messages. In a
 * list, `anchor` is the id of the tool's card: the way back ends there, not at the list's top.
 */
export function AddToCartForm({
  tool,
  anchor,
  className = "",
}: {
  tool: { id: string; name: string; minimum_qyt: number };
  anchor?: string;
  className?: string;
}) {
  const { pathname, search } = useLocation();
  const back = `${pathname}${search}${anchor ? `#${anchor}` : ""}`;
  return (
    <Form method="post" action="/cart" noValidate className={`cart-add ${className}`}>
      <input type="hidden" name="toolId" value={tool.id} />
      <input type="hidden" name="redirectTo" value={back} />
      <label>
        Quantity<span className="sr-only"> of {tool.name}</span>
        <input
          name="qyt"
          type="number"
          inputMode="numeric"
          step={1}
          defaultValue={tool.minimum_qyt}
        />
      </label>
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
