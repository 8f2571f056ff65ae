import { z } from "zod";
import { exemptionTexts } from "#app/messages.ts";
import { addDays } from "#app/utils/dates.ts";
import { EXEMPTION_STATUSES, MAX_EXEMPTION_NOTE } from "#app/utils/tax-exemptions.ts";
import { usStateField } from "./address";
import { calendarDay, requiredText, typedText } from "./fields";

// A resale certificate as a company's admin uploads it (the page's form and the multipart
// POST /api/company/tax-exemptions: the file itself is checked by its bytes on the server,
// app/services/certificate-file.server.ts), and a shop admin's review of one (the review page's
// form and PUT /api/tax-exemptions/{id}).

/** A certificate may be uploaded to expire at most this long ahead (states issue them for 1-5). */
const MAX_YEARS_AHEAD = 10;

/** A certificate's number as states print them: letters, digits, and a few separators. */
const numberField = requiredText(50).pipe(
  z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, exemptionTexts.numberRule),
);

/**
 * The facts of an upload, checked against the shop's `today` (YYYY-MM-DD): a certificate that
 * has expired already exempts nothing, so it is refused rather than stored.
 */
export function exemptionUploadSchema(today: string) {
  return z.object({
    state: usStateField,
    number: numberField,
    expires: requiredText(10)
      .pipe(calendarDay)
      .refine((day) => day >= today, exemptionTexts.expiresPast)
      .refine((day) => day <= addDays(today, MAX_YEARS_AHEAD * 366), exemptionTexts.expiresFar),
  });
}
export type ExemptionUpload = z.output<ReturnType<typeof exemptionUploadSchema>>;

/** The upload form's fields, its file included (read by its bytes, not by this schema). */
export type ExemptionUploadForm = z.ZodObject<
  ReturnType<typeof exemptionUploadSchema>["shape"] & { file: z.ZodType<File> }
>;

/** A shop admin's decision: verified, or rejected with a note the company is mailed. */
export const exemptionReviewSchema = z
  .object({
    status: z.enum(["verified", "rejected"], {
      errorMap: () => ({ message: "Choose verified or rejected" }),
    }),
    note: typedText(
      z.string().trim().max(MAX_EXEMPTION_NOTE, `Write at most ${MAX_EXEMPTION_NOTE} characters`),
      "many",
    )
      .optional()
      .transform((note) => note || null),
  })
  .superRefine((review, ctx) => {
    if (review.status === "rejected" && !review.note)
      ctx.addIssue({ code: "custom", path: ["note"], message: exemptionTexts.noteRequired });
  });
export type ExemptionReview = z.output<typeof exemptionReviewSchema>;

export { EXEMPTION_STATUSES };
