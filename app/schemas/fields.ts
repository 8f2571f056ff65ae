import { z } from "zod";
import { formatDate } from "#app/utils/dates.ts";
import { deliveryWindow, isoDay } from "./field-hints";
import { sharedTexts } from "#app/messages.ts";
import { formatCount } from "#app/utils/text.ts";

export const REQUIRED = sharedTexts.required;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const TAB_OR_LINE_BREAK = /[\t\n\r]/;

/** Whether a text may hold tabs and line breaks (a text area), or is one line (an input). */
export type TextLines = "one" | "many";

/**
 * Text as people type it: no C0 control character (PostgreSQL cannot store NUL at all, and none
 * belongs in a name or an address), and tabs and line breaks only where the field has lines.
 * Both engines refuse the same text with the same message. Refinements rather than a pipe, so
 * the form's constraints (its maximum length) are still read from the string's own rules.
 */
export function typedText(text: z.ZodString, lines: TextLines = "one") {
  const printable = text.refine((value) => !CONTROL_CHARACTER.test(value), {
    message: sharedTexts.controlCharacter,
  });
  return lines === "many"
    ? printable
    : printable.refine((value) => !TAB_OR_LINE_BREAK.test(value), {
        message: sharedTexts.oneLine,
      });
}

/** A required, trimmed text field with the spec's message when it is left empty. */
export function requiredText(max: number, lines: TextLines = "one") {
  return typedText(
    z
      .string({ required_error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .max(max, `Use at most ${max} characters`),
    lines,
  );
}

export const MAX_COMPANY = 100;

/**
 * A company's name, optional: left empty (or out, in JSON) it is none. An address's company,
 * and the one an account buys for (sign-up and the profile: its invoices bill it).
 */
export const companyField = typedText(
  z.string().trim().max(MAX_COMPANY, `Use at most ${MAX_COMPANY} characters`),
)
  .optional()
  .transform((company) => company || null);

/** A search box's text: trimmed, at most 100 characters, one line. */
export const searchText = typedText(z.string().trim().max(100, sharedTexts.searchTooLong));

/**
 * What a mail program or a chat would turn into a link: a scheme (`https://`, `mailto:`), `www.`,
 * or a dotted host followed by a path or ending in a common top-level domain. "Dr.Smith" and
 * "J.R.R. Tolkien" are names; "evil.example/login" and "shop-login.com" are not.
 */
const WEB_ADDRESS =
  /([a-z][a-z0-9+.-]*:\/\/|\bmailto:|\bwww\.|[a-z0-9-]+(\.[a-z0-9-]+)+\/|[a-z0-9-]+\.(com|net|org|info|biz|io|co|app|dev|xyz|example|site|online|shop|link|ru|cn|uk|de|us)\b)/i;

/**
 * Dots that NFKC leaves: the ideographic full stop, which browsers read as a host's dot (UTS #46;
 * NFKC has turned the halfwidth one into it), and baseline dots that only look like one (the
 * stenographic full stop, Lisu's tone mark). The middle dot stays: Catalan names have it.
 */
const DOT_LOOK_ALIKE = /[\u3002\u2e3c\ua4f8]/g;

/** Invisible characters (zero-width spaces and joiners, soft hyphens) that a host never shows. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * A name as a reader or a link-maker sees it: compatibility forms folded (NFKC turns fullwidth
 * "ｅｖｉｌ．ｃｏｍ", the one dot leader of "evil․example" and the small full stop into plain
 * letters and dots), look-alike dots read as dots and invisible characters dropped, so
 * "evil。example" is seen as "evil.example".
 */
function asReadersSeeIt(name: string) {
  return name.normalize("NFKC").replace(DOT_LOOK_ALIKE, ".").replace(INVISIBLE, "");
}

/** Whether a text holds a web address, written plainly or with look-alike characters. */
function holdsWebAddress(text: string) {
  return WEB_ADDRESS.test(asReadersSeeIt(text));
}

/**
 * A person's name as others see it (greeted in mails, shown on reviews and admin pages): a web
 * address there would be a link someone else's mail program makes for them.
 */
export function personName(max: number) {
  // The pattern backtracks in time growing with the square of the length: a name over its
  // maximum is refused for that alone and never scanned (60,000 characters took 26 s). NFKC
  // makes a character at most 18 long, so a name within its maximum stays short to scan.
  return requiredText(max).refine((name) => name.length > max || !holdsWebAddress(name), {
    message: sharedTexts.nameWithWebAddress,
  });
}

export const emailField = requiredText(254).pipe(
  z.string().toLowerCase().email("Enter a valid email address"),
);

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "The image must be at most 5 MB";

/** An uploaded image; its size is checked here (before upload, with JS), its bytes on the server. */
export const imageFile = z
  .instanceof(File)
  .refine((file) => file.size <= MAX_IMAGE_BYTES, IMAGE_TOO_LARGE);

export const WHOLE_NUMBER = sharedTexts.wholeNumber;

const DECIMAL_DIGITS = /^\s*-?\d{1,15}\s*$/;

/**
 * A whole number from JSON, or from a form field written in plain decimal digits: `Number()`
 * alone would take "0x10", "1e1" and "  " for 16, 10 and 0.
 */
export function wholeNumberField(messages: { min: [number, string]; max: [number, string] }) {
  return z.preprocess(
    (value: unknown) =>
      typeof value !== "string"
        ? value
        : value.trim() === ""
          ? undefined
          : DECIMAL_DIGITS.test(value)
            ? Number(value)
            : Number.NaN,
    z
      .number({ required_error: REQUIRED, invalid_type_error: WHOLE_NUMBER })
      .int(WHOLE_NUMBER)
      .min(...messages.min)
      .max(...messages.max),
  );
}

/** A whole number within bounds, with messages that name them. */
export function wholeNumber(min: number, max: number) {
  return wholeNumberField({
    min: [min, `Enter at least ${formatCount(min)}`],
    max: [max, `Enter at most ${formatCount(max)}`],
  });
}

export const DOLLARS = "Enter a price in dollars, like 18 or 18.50";

/** A price in dollars with at most two decimals (cents); the database keeps integer cents. */
export function dollarAmount(min: number, max: number) {
  return z
    .number({ required_error: REQUIRED, invalid_type_error: DOLLARS })
    .min(min, `Enter at least $${min.toLocaleString("en-US")}`)
    .max(max, `Enter at most $${max.toLocaleString("en-US")}`)
    .refine((dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6, DOLLARS);
}

export const PHONE_RULE =
  "Enter a phone number of 7 to 20 digits (+, spaces, dashes and brackets allowed)";

/** A phone number as people write it: digits with an optional leading +, spaces, dashes, brackets. */
const phoneNumber = z.string().refine((phone) => {
  const digits = phone.replace(/\D/g, "").length;
  return /^\+?[\d\s()-]+$/.test(phone) && digits >= 7 && digits <= 20;
}, PHONE_RULE);

export const phoneField = requiredText(30).pipe(phoneNumber);

/** An optional phone: left empty it is absent, filled in it follows the same rule. */
export const optionalPhoneField = z
  .string()
  .trim()
  .transform((phone) => phone || undefined)
  .pipe(phoneNumber.optional())
  .optional();

export const ADDRESS_MIN = 5;

/** A postal address: long enough to deliver to; it may be written on several lines. */
export const addressField = requiredText(200, "many").pipe(
  z.string().min(ADDRESS_MIN, `Enter the full address (at least ${ADDRESS_MIN} characters)`),
);

/** Whether YYYY-MM-DD names a day of the calendar (2026-02-30 does not). */
export function isCalendarDay(day: string) {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && isoDay(parsed) === day;
}

/** A real calendar day (no 2026-02-30), as a date input sends it. */
export const calendarDay = z.string().superRefine((day, ctx) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day))
    ctx.addIssue({ code: "custom", message: "Enter a date like 2026-11-21" });
  else if (!isCalendarDay(day)) ctx.addIssue({ code: "custom", message: "Enter a real date" });
});

/** A real calendar day, YYYY-MM-DD (a payment's day received, issue 48). */
export const calendarDayField = requiredText(10).pipe(calendarDay);

/**
 * The wanted delivery date: a real day, the shop's today or later, within a year (checked when
 * parsed). A shipping method's earliest day is the placing's to check (placing.server.ts).
 */
export const deliveryDateField = requiredText(10)
  .pipe(calendarDay)
  .pipe(
    z.string().superRefine((day, ctx) => {
      const { min, max } = deliveryWindow();
      if (day < min) ctx.addIssue({ code: "custom", message: "Choose today or a later date" });
      else if (day > max)
        ctx.addIssue({
          code: "custom",
          message: `Choose a date within a year (by ${formatDate(max)})`,
        });
    }),
  );
