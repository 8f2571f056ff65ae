import { z } from "zod";
import { shipmentTexts } from "#app/messages.ts";
import { CARRIERS, carrierLabels } from "#app/utils/tracking.ts";

// What Ship Order may say about the parcel: optional, as the spec's ship needs nothing more.

export const MAX_TRACKING_LENGTH = 40;

// Letters, digits and punctuation (printable ASCII without the space): every carrier's numbers
// are written so, and nothing else reaches a carrier's address bar or a mail.
const PRINTABLE = /^[\x21-\x7e]*$/;

export const trackingFields = {
  // Issue 50: in any case (`UPS` and `ups`), as systems write carriers' names.
  carrier: z
    .preprocess(
      (value) => (typeof value === "string" ? value.toLowerCase() : value),
      z.enum(CARRIERS, { errorMap: () => ({ message: shipmentTexts.carrier }) }),
    )
    .optional()
    .describe("Who carries the parcel: ups, fedex, usps or other, in any case"),
  trackingNumber: z
    .string()
    .trim()
    .max(MAX_TRACKING_LENGTH, shipmentTexts.trackingTooLong(MAX_TRACKING_LENGTH))
    // Labels print numbers in groups ("1Z 999 AA1 01 2345 6784"); the carriers' pages take
    // them whole.
    .transform((number) => number.replaceAll(" ", ""))
    .refine((number) => PRINTABLE.test(number), shipmentTexts.trackingCharacters)
    .transform((number) => number || undefined)
    .optional()
    .describe(
      `The carrier's tracking number, at most ${MAX_TRACKING_LENGTH} characters; spaces are dropped`,
    ),
};

export type Tracking = {
  carrier?: z.output<typeof trackingFields.carrier>;
  trackingNumber?: z.output<typeof trackingFields.trackingNumber>;
};

/**
 * A tracking number needs its carrier (or nobody can follow it); UPS, FedEx and USPS give every
 * parcel a number, so one of them without it is a slip. Another carrier (a courier, the shop's
 * own van) may have none.
 */
export function withTrackingRules<Shape extends typeof trackingFields>(schema: z.ZodObject<Shape>) {
  return schema.superRefine((shipment: Tracking, ctx) => {
    const { carrier, trackingNumber } = shipment;
    if (trackingNumber && !carrier)
      ctx.addIssue({ code: "custom", path: ["carrier"], message: shipmentTexts.carrierOfNumber });
    if (carrier && carrier !== "other" && !trackingNumber)
      ctx.addIssue({
        code: "custom",
        path: ["trackingNumber"],
        message: shipmentTexts.numberOfCarrier(carrierLabels[carrier]),
      });
  });
}

/** The ship page's form: the carrier and the tracking number, both optional. */
export const shipmentSchema = withTrackingRules(z.object(trackingFields));
