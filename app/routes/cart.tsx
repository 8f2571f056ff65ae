import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { buttonClass } from "#app/components/button.tsx";
import { InputField } from "#app/components/forms.tsx";
import { PartNumber } from "#app/components/part-number.tsx";
import { LinePrice } from "#app/components/price-ladder.tsx";
import { Link } from "#app/components/link.tsx";
import { cartTexts, checkoutTexts, promotionTexts } from "#app/messages.ts";
import { discountSummary } from "#app/commerce/index.ts";
import {
  enterCartCode,
  readCartWithOffers,
  removeCartCode,
} from "#app/models/cart-offers.server.ts";
import { DiscountCode, DiscountRows } from "#app/components/discount-code.tsx";
import {
  addToCart,
  EMPTY_CART,
  setCartLine,
  type CartLine,
  type CartLineWrite,
} from "#app/models/cart.server.ts";
import { CART_INTENT, cartFormSchemas, isCartIntent, type CartIntent } from "#app/schemas/cart.ts";
import { getOptionalUser } from "#app/services/auth.server.ts";
import { getTool } from "#app/models/tool.server.ts";
import { QuoteRequestForm } from "#app/components/quote-request-form.tsx";
import { cartCookieHeaders } from "#app/services/cart-cookie.server.ts";
import { cartOwnerOf, cartOwnerToWrite } from "#app/routes/+orders/cart-owner.server.ts";
import type { Toast } from "#app/schemas/toast.ts";
import { toastHeaders } from "#app/services/toast.server.ts";
import { parseSubmission, readForm } from "#app/utils/form.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { replyField, replyFormProps } from "#app/utils/reply-form.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";
import { formatCount } from "#app/utils/text.ts";
import { ToolPicture } from "#app/components/tool-picture.tsx";

// Someone's own cart: rendered for each request, never kept (it is only reached with a cookie
// or for an empty cart, and the page cache keeps no route that does not ask), and plain HTML:
// each line's forms are posts that come back here.
export const handle: ServerHandle = {};

export const meta: MetaFunction = () => [{ title: "Your cart — Forgeline Tools" }];

const CHECKOUT = "/checkout";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const owner = await cartOwnerOf(request, user);
  const priced = owner ? await readCartWithOffers(owner) : null;
  const cart = priced?.cart ?? EMPTY_CART;
  const discount = priced
    ? { ...discountSummary(cart.code, priced.discount), amount: priced.totals.amount }
    : null;
  // A visitor signs in first, and comes back to the checkout.
  const checkoutHref = user ? CHECKOUT : `/login?${new URLSearchParams({ redirectTo: CHECKOUT })}`;
  // A signed-in customer may turn the cart into a quote request (admins price quotes).
  const canRequestQuote = Boolean(user) && user?.role !== "admin";
  return { cart, discount, checkoutHref, canRequestQuote };
}

/**
 * What a write to the cart did, in words for the person; an add names what it added (`added`:
 * the tool's name and the quantity), as a list has many tools to add from.
 */
const toastOf = (
  intent: CartIntent,
  write: CartLineWrite,
  added: { qyt: number; name: string | undefined },
): Toast => {
  if (write.status === "saved")
    return {
      type: "success",
      message: intent === "add" ? cartTexts.added(added.qyt, added.name) : cartTexts.updated,
    };
  if (write.status === "removed") return { type: "success", message: cartTexts.removed };
  if (write.status === "refused") return { type: "error", message: write.message };
  if (write.status === "cart-full") return { type: "error", message: checkoutTexts.cartFull };
  return { type: "error", message: checkoutTexts.toolGone };
};

const STATUS_OF_REFUSAL = { refused: 400, "no-such-tool": 404, "cart-full": 409 } as const;

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const intent = formData.get(CART_INTENT);
  if (!isCartIntent(intent)) throw new Response("Choose to add, update or remove", { status: 400 });
  // "Add to cart" comes from another page and goes back there; the cart's own forms come here.
  const back = intent === "add" ? safeRedirect(formData.get("redirectTo"), "/cart") : "/cart";
  if (intent === "code" || intent === "uncode") return codeAction(request, intent, formData);
  const submission = parseSubmission(formData, cartFormSchemas[intent]);
  if (submission.status !== "success") {
    if (intent !== "add") return lineRefusal(formData, submission.reply(), 400);
    const message = Object.values(submission.error ?? {}).flat()[0] ?? checkoutTexts.toolGone;
    return redirect(back, { headers: await toastHeaders({ type: "error", message }) });
  }
  const { toolId } = submission.value as { toolId: string };
  const qyt = "qyt" in submission.value ? submission.value.qyt : 0;
  const owner = await cartOwnerToWrite(request);
  const write =
    intent === "add" ? await addToCart(owner, toolId, qyt) : await setCartLine(owner, toolId, qyt);
  // The tool's name as the catalogue has it now, for the words of an add.
  const name =
    write.status === "saved" && intent === "add" ? (await getTool(toolId))?.name : undefined;
  const toast = toastOf(intent, write, { qyt, name });
  if (write.status === "saved" || write.status === "removed" || intent === "add") {
    const headers = await toastHeaders(toast);
    if (write.status === "saved" || write.status === "removed")
      for (const cookie of (await cartCookieHeaders(owner)).getSetCookie())
        headers.append("Set-Cookie", cookie);
    return redirect(back, { headers });
  }
  // A line's quantity refused: the cart again, the message on that line's field.
  return lineRefusal(
    formData,
    submission.reply({ fieldErrors: { qyt: [toast.message] } }),
    STATUS_OF_REFUSAL[write.status],
  );
}

/**
 * A discount code entered or taken off, from the cart or the checkout (`redirectTo`), then back
 * there; what it did, or why the code does not apply, in a message.
 */
async function codeAction(request: Request, intent: "code" | "uncode", formData: FormData) {
  const submission = parseSubmission(formData, cartFormSchemas[intent]);
  const back = safeRedirect(formData.get("redirectTo"), "/cart");
  const owner = await cartOwnerOf(request);
  const toast: Toast = await (async () => {
    if (submission.status !== "success")
      return {
        type: "error",
        message: Object.values(submission.error ?? {}).flat()[0] ?? promotionTexts.codeFormat,
      };
    if (!owner) return { type: "error", message: checkoutTexts.emptyCart };
    if (intent === "uncode") {
      await removeCartCode(owner);
      return { type: "success", message: promotionTexts.codeRemoved };
    }
    const entry = await enterCartCode(owner, (submission.value as { code: string }).code);
    return entry.status === "applied"
      ? { type: "success", message: promotionTexts.codeApplied(entry.code) }
      : { type: "error", message: entry.reason };
  })();
  return redirect(back, { headers: await toastHeaders(toast) });
}

function lineRefusal(formData: FormData, result: SubmissionResult<string[]>, status: number) {
  const toolId = formData.get("toolId");
  return data({ toolId: typeof toolId === "string" ? toolId : null, result }, { status });
}

export default function Cart() {
  const { cart, discount, checkoutHref, canRequestQuote } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const blocked = cart.lines.some((line) => line.problem !== null);

  return (
    <section aria-labelledby="cart-heading" className="mx-auto max-w-4xl px-4 py-12">
      <h1 id="cart-heading" className="text-3xl font-bold">
        Your cart
      </h1>
      {cart.lines.length === 0 ? (
        <div className="mt-8 panel p-6 text-center">
          <p className="text-lg text-gray-700">{checkoutTexts.emptyCart}.</p>
          <Link to="/tools" className={buttonClass("primary", "lg", "mt-4 inline-block")}>
            Browse the tools
          </Link>
          <QuickOrderLink />
        </div>
      ) : (
        <>
          <p className="mt-2 text-gray-600">
            {cart.lines.length === 1 ? "1 line" : `${cart.lines.length} lines`}, priced at
            today&rsquo;s prices. Stock is reserved when you place the order.
          </p>
          <ul className="mt-6 space-y-4">
            {cart.lines.map((line) => (
              <CartLineItem
                key={line.toolId}
                line={line}
                reply={refused?.toolId === line.toolId ? refused.result : undefined}
              />
            ))}
          </ul>
          <div className="mt-6 panel flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-lg">
                Subtotal:{" "}
                <strong data-testid="cart-subtotal">{formatDollars(cart.subtotal)}</strong>
              </p>
              {discount ? <DiscountRows discount={discount} /> : null}
              {discount && discount.total > 0 ? (
                <p className="text-lg">
                  After discount:{" "}
                  <strong data-testid="cart-total">{formatDollars(discount.amount)}</strong>
                </p>
              ) : null}
              <p className="text-sm text-gray-600">Shipping and sales tax are added at checkout.</p>
              {blocked ? (
                <p className="mt-1 text-sm font-semibold text-red-700">
                  Change or remove the lines marked above before you check out.
                </p>
              ) : null}
            </div>
            <Link to={checkoutHref} className={buttonClass("primary", "xl", "text-center")}>
              Proceed to checkout
            </Link>
          </div>
          {discount ? <DiscountCode discount={discount} redirectTo="/cart" /> : null}
          {canRequestQuote ? <QuoteRequestForm /> : null}
          <p className="mt-4">
            <Link to="/tools" className="font-semibold text-brand hover:underline">
              ← Keep shopping
            </Link>
          </p>
          <QuickOrderLink />
        </>
      )}
    </section>
  );
}

/** The way to the quick order, for a buyer who has a list of part numbers. */
function QuickOrderLink() {
  return (
    <p className="mt-4">
      Have a list of part numbers?{" "}
      <Link to="/quick-order" className="font-semibold text-brand hover:underline">
        Quick order: paste them in
      </Link>
    </p>
  );
}

/** One line: the tool, its unit price (and a change since), quantity, amount, and what is wrong. */
function CartLineItem({
  line,
  reply,
}: {
  line: CartLine;
  reply: SubmissionResult<string[]> | undefined;
}) {
  const formId = `cart-line-${line.toolId}`;
  const field = replyField(formId, "qyt", reply);
  // The server's word on the last post wins; else what today's catalogue says of the line.
  const errors = field.errors ?? (line.problem && !line.removed ? [line.problem] : undefined);
  return (
    <li className="panel grid gap-4 p-4 sm:grid-cols-[6rem_1fr_auto]">
      <ToolPicture
        src={line.img}
        alt=""
        width={96}
        className="hidden aspect-[4/3] w-24 rounded object-cover sm:block"
      />
      <div className="min-w-0">
        <h2 className="text-lg font-bold">
          {line.removed ? (
            line.name
          ) : (
            <Link to={`/tools/${line.toolId}`} className="hover:text-brand-hover hover:underline">
              {line.name}
            </Link>
          )}
        </h2>
        <PartNumber sku={line.sku} />
        <p className="text-sm text-gray-700">
          <LinePrice price={line.price} qyt={line.qyt} ladder={line.ladder} unit=" per piece" />
          {line.priceWas === null ? null : (
            <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
              {cartTexts.priceChanged(formatDollars(line.priceWas), formatDollars(line.price))}
            </span>
          )}
        </p>
        {line.removed ? (
          <p className="mt-2 font-semibold text-red-700">{line.problem}</p>
        ) : (
          <Form
            method="post"
            {...replyFormProps(formId, reply)}
            className="mt-3 flex flex-wrap items-start gap-2"
          >
            <input type="hidden" name="toolId" value={line.toolId} />
            <InputField
              meta={{ ...field, ...(errors ? { errors } : {}) }}
              label="Quantity (pcs)"
              aria-label={`Quantity (pcs) of ${line.name}`}
              type="number"
              inputMode="numeric"
              step={1}
              defaultValue={field.initialValue ?? String(line.qyt)}
              className="w-60 max-w-full"
              hint={`From ${formatCount(line.minimum)} to ${formatCount(line.available)}`}
            />
            <button
              type="submit"
              name={CART_INTENT}
              value="update"
              className={buttonClass("dark", "md", "mt-6")}
            >
              Update<span className="sr-only"> {line.name}</span>
            </button>
          </Form>
        )}
      </div>
      <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
        <p>
          <span className="sr-only">Line amount: </span>
          <strong>{line.removed ? "—" : formatDollars(line.amount)}</strong>
        </p>
        <Form method="post">
          <input type="hidden" name="toolId" value={line.toolId} />
          <button
            type="submit"
            name={CART_INTENT}
            value="remove"
            className={buttonClass("danger-outline", "sm")}
          >
            Remove<span className="sr-only"> {line.name}</span>
          </button>
        </Form>
      </div>
    </li>
  );
}
