import { InputField, TextAreaField, type AnyField } from "./forms";

/** An attribute's name, a number's unit and a choice's options (Add and Edit share them). */
export function AttributeFields({
  fields,
  type,
}: {
  fields: Record<"name" | "unit" | "options", AnyField>;
  /** The attribute's type once known (Edit); Add shows every field, each saying when it counts. */
  type?: "choice" | "number" | "boolean";
}) {
  return (
    <>
      <InputField meta={fields.name} label="Name" autoComplete="off" hint="As buyers read it." />
      {type === undefined || type === "number" ? (
        <InputField
          meta={fields.unit}
          label="Unit (numbers only)"
          autoComplete="off"
          hint="Such as kg, Nm or Ah; optional."
        />
      ) : null}
      {type === undefined || type === "choice" ? (
        <TextAreaField
          className="sm:col-span-2"
          meta={fields.options}
          label="Options (choices only)"
          hint="One a line, in the order filters and forms list them. An option tools have cannot be removed."
        />
      ) : null}
    </>
  );
}
