import { CATEGORY_FIELD, specField, type SpecFormChoices } from "#app/schemas/tool-specs.ts";
import { InputField, SelectField, type AnyField } from "./forms";

const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

/**
 * A tool's category and a field per attribute (issue 39). The form carries every attribute's
 * field once; style rules show those the chosen category names, in its order, as the select
 * changes, with JavaScript or without (`:has`), and the server reads only the chosen category's.
 * A browser without `:has` shows them all, still usable.
 */
export function SpecFields({
  formId,
  choices,
  fields,
}: {
  formId: string;
  choices: SpecFormChoices;
  fields: Record<string, AnyField>;
}) {
  const field = (name: string) => fields[name]!;
  const category = field(CATEGORY_FIELD);
  // Slugs and keys are lowercase letters, digits and hyphens: safe inside the selectors' quotes.
  const css = [
    `#${formId}:has(#${category.id}) [data-spec-key] { display: none; }`,
    ...choices.named.flatMap(({ slug, keys }) =>
      keys.map(
        (key, index) =>
          `#${formId}:has(#${category.id} option[value="${slug}"]:checked) [data-spec-key="${key}"] { display: block; order: ${index + 1}; }`,
      ),
    ),
  ].join("\n");
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-bold">Category and specifications</legend>
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <SelectField
        className="sm:col-span-2"
        meta={category}
        label="Category"
        placeholder="No category"
        options={[]}
        groups={choices.tops.map((top) => ({
          label: top.name,
          options: [
            { value: top.slug, label: `${top.name} (all)` },
            ...top.children.map(({ slug, name }) => ({ value: slug, label: name })),
          ],
        }))}
        hint="The fields of the category you choose show below it; only those are saved. Values of attributes the new category does not name are dropped."
      />
      {choices.attributes.map((attribute) => {
        const meta = field(specField(attribute.key));
        return (
          <div key={attribute.key} data-spec-key={attribute.key}>
            {attribute.type === "number" ? (
              <InputField
                meta={meta}
                label={attribute.unit ? `${attribute.name} (${attribute.unit})` : attribute.name}
                inputMode="decimal"
                autoComplete="off"
                hint="A number such as 1.5; leave it empty if it does not apply."
              />
            ) : (
              <SelectField
                meta={meta}
                label={attribute.name}
                placeholder="Not given"
                options={
                  attribute.type === "boolean"
                    ? YES_NO
                    : attribute.options.map((option) => ({ value: option, label: option }))
                }
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
