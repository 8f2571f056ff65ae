// What a specification value may be, by its attribute's type, and how it reads. One set of rules
// for the tool form, the API and the bulk import, on the server and in the browser.

export const ATTRIBUTE_TYPES = ["choice", "number", "boolean"] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

/** What a rule needs to know of an attribute. */
export interface AttributeRule {
  name: string;
  type: AttributeType;
  unit: string | null;
  /** A choice's values, in order. */
  options: string[];
}

/** The stored values of a yes/no attribute. */
export const YES = "yes";
export const NO = "no";

/** Numbers as stored: at most 3 decimals, no exponent, no sign, below a billion. */
const NUMBER = /^\d{1,9}(\.\d{1,3})?$/;

export type SpecValue = { ok: true; value: string } | { ok: false; message: string };

/**
 * The stored form of a value typed for `attribute`: a choice's option (matched without regard
 * to case), a number's canonical decimal text ("1.50" is "1.5"), "yes" or "no".
 */
export function parseSpecValue(attribute: AttributeRule, text: string): SpecValue {
  const typed = text.trim();
  if (attribute.type === "choice") {
    const option = attribute.options.find(
      (candidate) => candidate.toLowerCase() === typed.toLowerCase(),
    );
    return option
      ? { ok: true, value: option }
      : {
          ok: false,
          message: `${attribute.name} is one of ${attribute.options.join(", ")}`,
        };
  }
  if (attribute.type === "number") {
    return NUMBER.test(typed)
      ? { ok: true, value: String(Number(typed)) }
      : {
          ok: false,
          message: `${attribute.name} is a number${attribute.unit ? ` of ${attribute.unit}` : ""}, such as 1.5`,
        };
  }
  const lower = typed.toLowerCase();
  if (lower === YES || lower === NO) return { ok: true, value: lower };
  return { ok: false, message: `${attribute.name} is yes or no` };
}

/** A stored value as people read it: "1.5 kg", "Yes", "18 V". */
export function specText(attribute: Pick<AttributeRule, "type" | "unit">, value: string): string {
  if (attribute.type === "boolean") return value === YES ? "Yes" : "No";
  if (attribute.type === "number" && attribute.unit) return `${value} ${attribute.unit}`;
  return value;
}

/** Values in the order a filter lists them: a choice's option order, numbers ascending. */
export function compareSpecValues(attribute: Pick<AttributeRule, "type" | "options">) {
  return (a: string, b: string): number => {
    if (attribute.type === "number") return Number(a) - Number(b);
    if (attribute.type === "choice")
      return attribute.options.indexOf(a) - attribute.options.indexOf(b);
    // Yes before no.
    return a === b ? 0 : a === YES ? -1 : 1;
  };
}
