import { InputField, type AnyField } from "./forms";

/** A new password and its confirmation, as sign-up and joining a company by sign-up ask them. */
export function NewPasswordFields({
  fields,
}: {
  fields: { password: AnyField; confirmPassword: AnyField };
}) {
  return (
    <>
      <InputField
        meta={fields.password}
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="6 to 12 characters"
      />
      <InputField
        meta={fields.confirmPassword}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
