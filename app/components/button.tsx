import type { ButtonHTMLAttributes } from "react";

// The shop's buttons (and links that look like one): a colour for what they do, a size for
// where they sit. Text on each colour passes WCAG AA contrast; the focus ring is the global one
// from tailwind.css.
const VARIANTS = {
  /** The main action of a page: orange. */
  primary: "bg-brand text-white hover:bg-brand-hover",
  /** A secondary action that still stands out: near-black. */
  dark: "bg-gray-900 text-white hover:bg-gray-700",
  /** Deletes or removes something. */
  danger: "bg-red-600 text-white hover:bg-red-700",
  /** The quiet alternative (No, Cancel, Clear). */
  outline: "bg-white text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50",
  /** A destructive action that should not shout (Cancel an order). */
  "danger-outline": "bg-white text-red-700 ring-1 ring-red-300 hover:bg-red-50",
} as const;

const SIZES = {
  /** In a table row. */
  sm: "px-3 py-2 text-sm",
  /** Beside a form or in a dialog. */
  md: "px-4 py-2 text-sm",
  /** A page's own action in normal text size. */
  base: "px-4 py-2",
  /** A form's submit button. */
  lg: "px-5 py-2.5",
  /** A call to action on a public page. */
  xl: "px-6 py-3",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** The classes of a button of this variant and size, for a `<button>`, a `<Link>` or an `<a>`. */
export function buttonClass(variant: ButtonVariant, size: ButtonSize = "md", extra = "") {
  // wrap-break-word: its words stay whole, as a <button>'s do (tailwind.css).
  return `rounded-md font-semibold wrap-break-word ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}

export function Button({
  variant,
  size = "md",
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
