import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import { Link } from "@remix-run/react";
import type {
  InputHTMLAttributes,
  LabelHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { useId } from "react";

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

const controlClass =
  "block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200 aria-[invalid=true]:border-red-500 [&[readonly]]:bg-gray-100 [&[readonly]]:text-gray-600";

/** Label, control and errors wired together: `for`, `aria-invalid`, `aria-describedby`. */
function FieldShell({
  id,
  labelProps,
  errors,
  hint,
  className,
  children,
}: {
  id: string;
  labelProps: LabelHTMLAttributes<HTMLLabelElement> & { children: ReactNode };
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
      <label
        htmlFor={id}
        className="mb-1 block text-sm font-semibold text-gray-800"
        {...labelProps}
      />
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

interface FieldProps<Props> {
  labelProps: LabelHTMLAttributes<HTMLLabelElement> & { children: ReactNode };
  errors?: ListOfErrors;
  hint?: ReactNode;
  className?: string;
  inputProps: Props;
}

export function Field({ inputProps, ...shell }: FieldProps<InputHTMLAttributes<HTMLInputElement>>) {
  const fallbackId = useId();
  return (
    <FieldShell id={inputProps.id ?? fallbackId} {...shell}>
      {(aria) => <input className={controlClass} {...inputProps} {...aria} />}
    </FieldShell>
  );
}

export function TextareaField({
  inputProps,
  ...shell
}: FieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const fallbackId = useId();
  return (
    <FieldShell id={inputProps.id ?? fallbackId} {...shell}>
      {(aria) => <textarea className={controlClass} rows={4} {...inputProps} {...aria} />}
    </FieldShell>
  );
}

export function SelectField({
  inputProps,
  options,
  ...shell
}: FieldProps<SelectHTMLAttributes<HTMLSelectElement>> & {
  options: { value: string; label: string }[];
}) {
  const fallbackId = useId();
  return (
    <FieldShell id={inputProps.id ?? fallbackId} {...shell}>
      {(aria) => (
        <select className={controlClass} {...inputProps} {...aria}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
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
      className={`inline-flex items-center justify-center rounded-md bg-orange-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-orange-800 focus:outline-none focus:ring-2 focus:ring-orange-300 disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
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
      <Link
        to={cancelTo}
        className="rounded-md px-5 py-2.5 font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50"
      >
        Cancel
      </Link>
    </div>
  );
}

/** The props of an input for a whole number (prices in dollars, quantities). */
export const wholeNumberInput = { type: "number", step: 1, inputMode: "numeric" } as const;

type InputType = "text" | "email" | "password" | "tel" | "number" | "date" | "file" | "url";
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of any form
export type AnyField = FieldMetadata<any, any, string[]>;

interface ConformFieldProps {
  meta: AnyField;
  label: string;
  hint?: ReactNode;
  className?: string;
}

/** A Conform field as a labelled input: name, id, constraints, value and errors from `meta`. */
export function InputField({
  meta,
  label,
  hint,
  className,
  type = "text",
  ...props
}: ConformFieldProps & { type?: InputType } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <Field
      className={className}
      hint={hint}
      labelProps={{ children: label }}
      inputProps={{ ...getInputProps(meta, { type }), ...props }}
      errors={meta.errors}
    />
  );
}

export function TextAreaField({
  meta,
  label,
  hint,
  className,
  ...props
}: ConformFieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <TextareaField
      className={className}
      hint={hint}
      labelProps={{ children: label }}
      inputProps={{ ...getTextareaProps(meta), ...props }}
      errors={meta.errors}
    />
  );
}

/** A Conform field as a labelled select; `placeholder` is an empty first choice ("required" if kept). */
export function ChoiceField({
  meta,
  label,
  hint,
  className,
  options,
  placeholder,
  ...props
}: ConformFieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: { value: string; label: string }[];
    placeholder?: string;
  }) {
  return (
    <SelectField
      className={className}
      hint={hint}
      labelProps={{ children: label }}
      inputProps={{ ...getSelectProps(meta), ...props }}
      options={placeholder ? [{ value: "", label: placeholder }, ...options] : options}
      errors={meta.errors}
    />
  );
}
