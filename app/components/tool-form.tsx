import { MAX_SKU, MAX_TOOL_NAME } from "#app/schemas/field-hints.ts";
import { decimalInput, InputField, TextAreaField, wholeNumberInput, type AnyField } from "./forms";
import { ToolPicture } from "./tool-picture";

type ToolFieldName =
  "name" | "price" | "description" | "minimum_qyt" | "available_qyt" | "sku" | "img" | "keptImg";

export const SKU_HINT = `Up to ${MAX_SKU} letters, digits, - . / or _; kept in capitals, unique.`;

/** The fields of a product, shared by Add Product and Edit (the picture is optional there). */
export function ToolFields({
  fields,
  stockLabel,
  imageLabel,
  imageHint,
  skuHint,
}: {
  fields: Record<ToolFieldName, AnyField>;
  stockLabel: string;
  imageLabel: string;
  imageHint: string;
  skuHint: string;
}) {
  // A picture a refused post already stored (the server's reply names it; with JavaScript the
  // reply updates the field's value, without it the page is rendered with it).
  const keptImg = typeof fields.keptImg.value === "string" ? fields.keptImg.value : "";
  return (
    <>
      {/* No maxLength: a longer name is refused with a message rather than silently cut. */}
      <InputField
        meta={fields.name}
        label="Name"
        autoComplete="off"
        maxLength={undefined}
        hint={`Up to ${MAX_TOOL_NAME} characters.`}
      />
      <InputField
        meta={fields.sku}
        label="Part number (SKU)"
        autoComplete="off"
        spellCheck={false}
        maxLength={undefined}
        hint={skuHint}
      />
      <InputField
        meta={fields.price}
        label="Price (USD)"
        {...decimalInput}
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
        // A picture the server kept empties the file input (a new mount), so the next post sends
        // the kept one instead of storing the same file again.
        key={keptImg || "no-kept-picture"}
        className="sm:col-span-2"
        meta={fields.img}
        label={imageLabel}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hint={keptImg ? `${imageHint} Leave it empty to keep the picture below.` : imageHint}
      />
      {keptImg ? (
        <figure className="flex items-center gap-3 sm:col-span-2">
          <ToolPicture
            src={keptImg}
            alt="The file you chose"
            width={96}
            className="h-18 w-24 rounded bg-gray-100 object-cover ring-1 ring-gray-200"
          />
          <figcaption className="text-sm text-gray-700">
            Your picture is saved with this form: no need to choose it again.
          </figcaption>
        </figure>
      ) : null}
      <input type="hidden" name={fields.keptImg.name} value={keptImg} />
    </>
  );
}
