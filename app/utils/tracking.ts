// The carriers a parcel can leave with, and where each lets anyone follow a tracking number.

import { wordsOf } from "./vocabulary";

/** Each carrier: its label, and its own public tracking page ("other" has none we know). */
const CARRIER_TABLE = {
  ups: { label: "UPS", trackingPage: "https://www.ups.com/track?tracknum=" },
  fedex: { label: "FedEx", trackingPage: "https://www.fedex.com/fedextrack/?trknbr=" },
  usps: { label: "USPS", trackingPage: "https://tools.usps.com/go/TrackConfirmAction?tLabels=" },
  other: { label: "Other carrier", trackingPage: null },
};
export type Carrier = keyof typeof CARRIER_TABLE;
export const CARRIERS = wordsOf(CARRIER_TABLE);

export const carrierLabels = Object.fromEntries(
  CARRIERS.map((carrier) => [carrier, CARRIER_TABLE[carrier].label]),
) as Record<Carrier, string>;

export const isCarrier = (value: string | null): value is Carrier =>
  (CARRIERS as readonly (string | null)[]).includes(value);

/** The page that follows this parcel, for a known carrier with a tracking number; else null. */
export function trackingUrl(order: {
  carrier: string | null;
  trackingNumber: string | null;
}): string | null {
  const { carrier, trackingNumber } = order;
  const page = isCarrier(carrier) ? CARRIER_TABLE[carrier].trackingPage : null;
  if (!trackingNumber || !page) return null;
  return `${page}${encodeURIComponent(trackingNumber)}`;
}

/**
 * What left with the parcel, as people read it ("UPS 1Z999AA10123456784", "Other carrier"), or
 * null when it shipped without a carrier (the spec's ship).
 */
export function parcelText(order: {
  carrier: string | null;
  trackingNumber: string | null;
}): string | null {
  if (!isCarrier(order.carrier)) return null;
  return [carrierLabels[order.carrier], order.trackingNumber].filter(Boolean).join(" ");
}
