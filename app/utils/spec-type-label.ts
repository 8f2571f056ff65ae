import type { AttributeType } from "./spec-values";

/** An attribute's type as the admin pages say it: "choice", "number (kg)", "yes/no". */
export function specTypeLabel(attribute: { type: AttributeType; unit: string | null }): string {
  if (attribute.type === "number") return attribute.unit ? `number (${attribute.unit})` : "number";
  return attribute.type === "boolean" ? "yes/no" : "choice";
}
