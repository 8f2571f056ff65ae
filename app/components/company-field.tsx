import { InputField, type AnyField } from "./forms";

/**
 * The company an account buys for, on sign-up and the profile (issue 47): optional, and said
 * to be what the invoices are made out to, so it is not taken for one of the required fields.
 */
export function CompanyField({ meta, className }: { meta: AnyField; className?: string }) {
  return (
    <InputField
      className={className}
      meta={meta}
      label="Company (optional)"
      autoComplete="organization"
      hint="Your invoices are made out to it, above your name."
    />
  );
}
