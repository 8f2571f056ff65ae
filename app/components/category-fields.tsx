import { MAX_SLUG, type categorySchema } from "#app/schemas/category.ts";
import type { Fields } from "#app/utils/use-schema-form.ts";
import { InputField } from "./forms";

/** A category's name and slug (the tree page's Add and the Rename page share them). */
export function CategoryFields({
  fields,
  adding = false,
}: {
  fields: Fields<typeof categorySchema>;
  /** Add: the slug may be left out, and is explained; Rename: it is there, and said how to write. */
  adding?: boolean;
}) {
  return (
    <>
      <InputField meta={fields.name} label="Name" autoComplete="off" />
      <InputField
        meta={fields.slug}
        label={adding ? "Slug (optional)" : "Slug"}
        autoComplete="off"
        maxLength={MAX_SLUG}
        hint={
          adding
            ? "Its name in links (/tools?category=…); left empty, made from the name."
            : "Lowercase letters, digits and hyphens; left empty, made from the name."
        }
      />
    </>
  );
}
