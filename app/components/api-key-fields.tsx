import type { FieldMetadata } from "@conform-to/react";
import { API_SCOPES } from "#app/utils/api-scopes.ts";
import { ErrorList } from "./forms";

const SCOPE_WORDS: Record<(typeof API_SCOPES)[number], string> = {
  "catalog:read": "Read the catalogue (exports)",
  "catalog:write": "Change tools, pictures, categories and attributes",
  "orders:read": "Read orders, invoices, returns and quotes",
  "orders:write": "Ship, cancel and refund orders; decide returns; price quotes; shipping and tax",
  "customers:read": "Read customers and price groups",
  "customers:write": "Change and delete customers; change price groups",
};

/** A key's scopes: a checkbox each (the form sends the ticked ones under one name). */
export function ScopeChoices({ meta }: { meta: FieldMetadata<string[]> }) {
  const errorId = `${meta.id}-error`;
  const chosen = new Set([meta.initialValue ?? []].flat());
  return (
    <fieldset aria-describedby={meta.errors?.length ? errorId : undefined}>
      <legend className="text-sm font-semibold text-gray-800">Scopes</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {API_SCOPES.map((scope) => (
          <label key={scope} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name={meta.name}
              value={scope}
              defaultChecked={chosen.has(scope)}
              className="mt-0.5 h-5 w-5 shrink-0 rounded border-gray-300 accent-brand"
            />
            <span>
              <code className="font-semibold">{scope}</code>
              <span className="block text-gray-600">{SCOPE_WORDS[scope]}</span>
            </span>
          </label>
        ))}
      </div>
      <ErrorList id={errorId} errors={meta.errors} />
    </fieldset>
  );
}
