import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { useId, useRef, type FormHTMLAttributes, type KeyboardEvent, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { buttonClass } from "./button";

const dangerButton = buttonClass("danger", "md");
const plainButton = buttonClass("outline", "md");

/**
 * The field (and query parameter) that carries the page a question was asked from, with its
 * search, filters and page, so the answer returns there (the server accepts only its own lists).
 */
export const BACK_FIELD = "back";

/** This page's address with its search, filters and page: where an answer returns to. */
export function useHere(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/**
 * The address of a page asked from `here` (a question's page, a row's form), carrying `here`,
 * so that page's answer can return there.
 */
export const askedFrom = (url: string, here: string) =>
  `${url}?${new URLSearchParams({ [BACK_FIELD]: here })}`;

/**
 * A destructive action behind a question. Without JavaScript it is a link to `confirmUrl`, a page
 * that asks the same question; with JavaScript the question opens in a dialog, whose Yes posts
 * to that same page's action. One server path either way, and either way it carries this page's
 * address, so the person comes back to the same search, filters and page.
 */
export function ConfirmAction({
  label,
  message,
  confirmUrl,
  className = dangerButton,
  fields,
  children,
}: {
  label: ReactNode;
  message: string;
  confirmUrl: string;
  className?: string;
  /** Hidden fields Yes sends with the answer (what a refund's question showed). */
  fields?: ReactNode;
  /** What the question is about, under it in the dialog (the page says it on its own). */
  children?: ReactNode;
}) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const back = useHere();
  if (!hydrated) {
    return (
      <Link to={askedFrom(confirmUrl, back)} className={className}>
        {label}
      </Link>
    );
  }
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={className}
        onClick={() => dialog.current?.showModal()}
      >
        {label}
      </button>
      {/* A modal dialog: the page behind is inert, Escape closes it, Tab cycles through No and
          Yes only, and closing it (either way) puts the focus back on the button that opened it. */}
      <dialog
        ref={dialog}
        aria-labelledby={messageId}
        onKeyDown={keepFocusInside}
        onClose={() => trigger.current?.focus()}
        className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-lg p-6 shadow-xl backdrop:bg-gray-900/50"
      >
        <p id={messageId} className="text-lg font-semibold text-gray-900">
          {message}
        </p>
        {children}
        <Form
          method="post"
          action={confirmUrl}
          onSubmit={() => dialog.current?.close()}
          className="mt-6 flex justify-end gap-3"
        >
          <input type="hidden" name={BACK_FIELD} value={back} />
          {fields}
          <button type="button" className={plainButton} onClick={() => dialog.current?.close()}>
            No
          </button>
          <button type="submit" className={dangerButton}>
            Yes
          </button>
        </Form>
      </dialog>
    </>
  );
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  // Only what Tab can reach: the form's hidden field (the page to return to) is not.
  const controls = [
    ...event.currentTarget.querySelectorAll<HTMLElement>(
      "button, [href], input:not([type=hidden])",
    ),
  ];
  const edge = event.shiftKey ? controls[0] : controls.at(-1);
  if (!edge || document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
}

/**
 * The page a confirm link leads to without JavaScript: the question, Yes (a post) and No. Both
 * lead back to `cancelUrl`, the page the question was asked from (the row asked from, if it
 * names one: the posted `back` drops the fragment, and the action adds it again).
 */
export function ConfirmPage({
  message,
  cancelUrl,
  children,
  fields,
  formProps,
}: {
  message: string;
  cancelUrl: string;
  /** What the question is about, shown under it (an order's lines and total). */
  children?: ReactNode;
  /** Fields Yes sends with the answer (Ship Order's carrier and tracking number). */
  fields?: ReactNode;
  /** The form's props when it has fields (`useSchemaForm`'s third item). */
  formProps?: Pick<FormHTMLAttributes<HTMLFormElement>, "id" | "onSubmit" | "noValidate">;
}) {
  return (
    <section className="mx-auto max-w-lg panel p-8 text-center">
      <h1 className="text-xl font-bold">{message}</h1>
      {children}
      <Form method="post" {...formProps} className="mt-8">
        <input type="hidden" name={BACK_FIELD} value={cancelUrl} />
        {fields ? <div className="mb-8 grid gap-4 text-left">{fields}</div> : null}
        <div className="flex justify-center gap-3">
          <Link to={cancelUrl} className={plainButton}>
            No
          </Link>
          <button type="submit" className={dangerButton}>
            Yes
          </button>
        </div>
      </Form>
    </section>
  );
}

/** What a deletion's page shows: the question, and the list No goes back to. */
export interface DeletionQuestion {
  message: string;
  back: string;
}

/**
 * A delete page's whole screen: the question and the way back its loader gives
 * (`deletionPage` in routes/+dashboard/deletion-page.server.ts).
 */
export function ConfirmDeletion() {
  const { message, back } = useLoaderData<DeletionQuestion>();
  return <ConfirmPage message={message} cancelUrl={back} />;
}
