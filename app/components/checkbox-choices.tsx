import type { FieldMetadata } from "@conform-to/react";
import { ErrorList } from "./forms";

/**
 * A set of checkboxes sent under one name (an API key's scopes, a webhook's events): each
 * choice's value in code type and a line of words under it, ticked from the field's value.
 */
export function CheckboxChoices<Value extends string>({
  meta,
  legend,
  choices,
}: {
  meta: FieldMetadata<string[]>;
  legend: string;
  choices: readonly { value: Value; words: string }[];
}) {
  const errorId = `${meta.id}-error`;
  const chosen = new Set([meta.initialValue ?? []].flat());
  return (
    <fieldset aria-describedby={meta.errors?.length ? errorId : undefined}>
      <legend className="text-sm font-semibold text-gray-800">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {choices.map(({ value, words }) => (
          <label key={value} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name={meta.name}
              value={value}
              defaultChecked={chosen.has(value)}
              className="mt-0.5 h-5 w-5 shrink-0 rounded border-gray-300 accent-brand"
            />
            <span>
              <code className="font-semibold">{value}</code>
              <span className="block text-gray-600">{words}</span>
            </span>
          </label>
        ))}
      </div>
      <ErrorList id={errorId} errors={meta.errors} />
    </fieldset>
  );
}
