import type { FieldMetadata } from "@conform-to/react";
import { API_SCOPES } from "#app/utils/api-scopes.ts";
import { CheckboxChoices } from "./checkbox-choices";

const SCOPE_WORDS: Record<(typeof API_SCOPES)[number], string> = {
  "catalog:read": "Read the catalogue (exports)",
  "catalog:write": "Change tools, pictures, categories and attributes",
  "orders:read": "Read orders, invoices, returns and quotes",
  "orders:write": "Ship, cancel and refund orders; decide returns; price quotes; shipping and tax",
  "customers:read": "Read customers and price groups",
  "customers:write": "Change and delete customers; change price groups",
};

const SCOPE_CHOICES = API_SCOPES.map((scope) => ({ value: scope, words: SCOPE_WORDS[scope] }));

/** A key's scopes: a checkbox each (the form sends the ticked ones under one name). */
export function ScopeChoices({ meta }: { meta: FieldMetadata<string[]> }) {
  return <CheckboxChoices meta={meta} legend="Scopes" choices={SCOPE_CHOICES} />;
}
