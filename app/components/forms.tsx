import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import { Link } from "#app/components/link.tsx";
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { useEffect, useId, useRef } from "react";
import { replyControlProps, type ReplyField } from "#app/utils/reply-form.ts";
import { buttonClass } from "./button";

export type ListOfErrors = Array<string | null | undefined> | null | undefined;

export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const messages = errors?.filter(Boolean);
  if (!messages?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-1">
      {messages.map((message) => (
        <li key={message} className="text-sm font-medium text-red-600">
          {message}
        </li>
      ))}
    </ul>
  );
}

/**
 * The refusal of a whole form, said at its top (and anything else that stops it, `children`).
 * With JavaScript the page stays where the button was, so each new answer (`answer`) that
 * brings a refusal is brought into view and focused.
 */
export function FormAlert({
  id,
  errors,
  answer,
  children,
}: {
  id?: string;
  errors?: ListOfErrors;
  answer: unknown;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const said = errors?.filter(Boolean).join(" ");
  useEffect(() => {
    if (said) ref.current?.focus();
  }, [said, answer]);
  if (!said && !children) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="scroll-mt-4 rounded-md bg-red-50 p-3 ring-1 ring-red-200"
    >
      <ErrorList id={id} errors={errors} />
      {children}
    </div>
  );
}

const controlClass =
  "block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-brand aria-[invalid=true]:border-red-500 [&[readonly]]:bg-gray-100 [&[readonly]]:text-gray-600";

/** Label, control and errors wired together: `for`, `aria-invalid`, `aria-describedby`. */
function FieldShell({
  id,
  label,
  errors,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  errors?: ListOfErrors;
  hint?: ReactNode;
  className?: string;
  children: (aria: {
    id: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
    autoFocus?: true;
  }) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hasErrors = Boolean(errors?.some(Boolean));
  const describedBy = [hasErrors ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-800">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": hasErrors ? true : undefined,
        "aria-describedby": describedBy || undefined,
        // Errors on a fresh page come from a refused post without JavaScript: the browser
        // focuses (and scrolls to) the first autofocus field, so the person lands on the
        // first error instead of the top of a long page. Later errors do not move focus.
        autoFocus: hasErrors ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function SubmitButton({
  pending,
  pendingText,
  children,
  className = "",
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { pending?: boolean; pendingText?: string }) {
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      className={buttonClass(
        "primary",
        "lg",
        `inline-flex items-center justify-center shadow-sm disabled:cursor-not-allowed disabled:opacity-60 ${className}`,
      )}
      {...props}
    >
      {pending && pendingText ? pendingText : children}
    </button>
  );
}

/** The end of an edit form: its submit button (pending while it saves) and Cancel, back to `cancelTo`. */
export function SaveOrCancel({
  pending,
  cancelTo,
  className = "",
  children,
}: {
  pending: boolean;
  cancelTo: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex gap-3 ${className}`}>
      <SubmitButton pending={pending} pendingText="Saving…">
        {children}
      </SubmitButton>
      <Link to={cancelTo} className={buttonClass("outline", "lg")}>
        Cancel
      </Link>
    </div>
  );
}

/** The props of an input for a whole number (prices in dollars, quantities). */
export const wholeNumberInput = { type: "number", step: 1, inputMode: "numeric" } as const;

/** The props of an input for a number with up to two decimals (dollars and cents, a percent). */
export const decimalInput = { type: "number", step: "0.01", inputMode: "decimal" } as const;

type InputType = "text" | "email" | "password" | "tel" | "number" | "date" | "file" | "url";
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of any form
export type AnyField = FieldMetadata<any, any, string[]>;

// The one family of form fields: a Conform field (`meta`) as a labelled input, text area or
// select, with its name, id, constraints, value and errors; and a read-only field for a value the
// form shows but does not send. An input or a text area also takes a field drawn from the
// server's answer alone (`ReplyField`, a form on a page that ships no script): the same markup.
interface ConformFieldProps {
  meta: AnyField;
  label: string;
  hint?: ReactNode;
  className?: string;
}

function isReplyField(meta: AnyField | ReplyField): meta is ReplyField {
  return "kind" in meta && meta.kind === "reply";
}

/** The value a field drawn from the server's answer was sent with, as the control's default. */
const sentValue = (meta: ReplyField) =>
  meta.initialValue === undefined ? {} : { defaultValue: meta.initialValue };

export function InputField({
  meta,
  label,
  hint,
  className,
  type = "text",
  ...props
}: Omit<ConformFieldProps, "meta"> & { meta: AnyField | ReplyField; type?: InputType } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "type"
  >) {
  const inputProps = {
    ...(isReplyField(meta)
      ? { ...replyControlProps(meta), type, ...sentValue(meta) }
      : getInputProps(meta, { type })),
    ...props,
  };
  return (
    <FieldShell id={inputProps.id} errors={meta.errors} {...{ label, hint, className }}>
      {(aria) => <input className={controlClass} {...inputProps} {...aria} />}
    </FieldShell>
  );
}

export function TextAreaField({
  meta,
  label,
  hint,
  className,
  ...props
}: Omit<ConformFieldProps, "meta"> & {
  meta: AnyField | ReplyField;
} & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const inputProps = {
    ...(isReplyField(meta)
      ? { ...replyControlProps(meta), ...sentValue(meta) }
      : getTextareaProps(meta)),
    ...props,
  };
  return (
    <FieldShell id={inputProps.id} errors={meta.errors} {...{ label, hint, className }}>
      {(aria) => <textarea className={controlClass} rows={4} {...inputProps} {...aria} />}
    </FieldShell>
  );
}

type SelectOption = { value: string; label: string };

/**
 * A select; `placeholder` is an empty first choice ("required" if kept); `groups` follow the
 * options, each an `<optgroup>` (a category's subcategories under its name).
 */
export function SelectField({
  meta,
  label,
  hint,
  className,
  options,
  groups = [],
  placeholder,
  ...props
}: ConformFieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: SelectOption[];
    groups?: { label: string; options: SelectOption[] }[];
    placeholder?: string;
  }) {
  const inputProps = { ...getSelectProps(meta), ...props };
  const choices = placeholder ? [{ value: "", label: placeholder }, ...options] : options;
  return (
    <FieldShell id={inputProps.id} errors={meta.errors} {...{ label, hint, className }}>
      {(aria) => (
        <select className={controlClass} {...inputProps} {...aria}>
          {choices.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** A value the form shows for the record (who orders, what), read-only and not sent. */
export function ReadOnlyField({
  label,
  value,
  className,
}: {
  label: string;
  value: string;
  className?: string;
}) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} className={className}>
      {(aria) => <input className={controlClass} value={value} readOnly {...aria} />}
    </FieldShell>
  );
}

/** A checkbox with its label beside it (a yes-or-no field; unticked, the form sends nothing). */
export function CheckboxField({ meta, label, hint, className = "" }: ConformFieldProps) {
  const { key: _key, ...inputProps } = getInputProps(meta, { type: "checkbox" });
  const hintId = `${inputProps.id}-hint`;
  const errorId = `${inputProps.id}-error`;
  const hasErrors = Boolean(meta.errors?.some(Boolean));
  const describedBy = [hasErrors ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <div className="flex items-center gap-2">
        <input
          className="h-5 w-5 rounded border-gray-300 accent-brand"
          {...inputProps}
          aria-invalid={hasErrors || undefined}
          aria-describedby={describedBy || undefined}
        />
        <label htmlFor={inputProps.id} className="text-sm font-semibold text-gray-800">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * A choice of one among a few (an address, a shipping method): radio buttons in a fieldset, its
 * legend the question, errors wired like the other fields (the first radio takes focus after a
 * refused post without JavaScript). `onChoose` follows the choice where a page ships script.
 */
// As in FieldShell: a fresh page with errors (a refused post without JavaScript) lands on the first.
const firstError = { autoFocus: true } as const;

export function RadioField({
  meta,
  legend,
  options,
  className,
  onChoose,
}: {
  meta: AnyField;
  legend: string;
  options: { value: string; label: ReactNode }[];
  className?: string;
  onChoose?: (value: string) => void;
}) {
  const errorId = `${meta.id}-error`;
  const hasErrors = Boolean(meta.errors?.some(Boolean));
  return (
    <fieldset className={className} aria-describedby={hasErrors ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-gray-800">{legend}</legend>
      <div className="grid gap-2">
        {options.map((option, index) => {
          const { key: _key, ...props } = getInputProps(meta, {
            type: "radio",
            value: option.value,
          });
          return (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-gray-200 bg-white p-3 has-checked:border-brand has-checked:ring-1 has-checked:ring-brand"
            >
              <input
                {...props}
                id={`${meta.id}-${index}`}
                className="mt-1 accent-brand"
                aria-invalid={hasErrors || undefined}
                {...(hasErrors && index === 0 ? firstError : {})}
                onChange={onChoose ? () => onChoose(option.value) : undefined}
              />
              <span className="min-w-0 flex-1 text-sm text-gray-900">{option.label}</span>
            </label>
          );
        })}
      </div>
      <ErrorList id={errorId} errors={meta.errors} />
    </fieldset>
  );
}
