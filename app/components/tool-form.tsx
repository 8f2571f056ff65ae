import { InputField, TextAreaField, wholeNumberInput, type AnyField } from "./forms";

type ToolFieldName = "name" | "price" | "description" | "minimum_qyt" | "available_qyt" | "img";

/** The fields of a product, shared by Add Product and Edit (the picture is optional there). */
export function ToolFields({
  fields,
  stockLabel,
  imageLabel,
  imageHint,
}: {
  fields: Record<ToolFieldName, AnyField>;
  stockLabel: string;
  imageLabel: string;
  imageHint: string;
}) {
  return (
    <>
      <InputField meta={fields.name} label="Name" autoComplete="off" />
      <InputField
        meta={fields.price}
        label="Price (USD)"
        type="number"
        step="0.01"
        inputMode="decimal"
        hint="Per piece, in dollars and cents."
      />
      <InputField
        meta={fields.minimum_qyt}
        label="Minimum order quantity"
        {...wholeNumberInput}
        hint="The fewest pieces one order may ask for."
      />
      <InputField
        meta={fields.available_qyt}
        label={stockLabel}
        {...wholeNumberInput}
        hint="Pieces in stock, at least the minimum order."
      />
      <TextAreaField className="sm:col-span-2" meta={fields.description} label="Description" />
      <InputField
        className="sm:col-span-2"
        meta={fields.img}
        label={imageLabel}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hint={imageHint}
      />
    </>
  );
}
