// The carriers a parcel can leave with, and where each lets anyone follow a tracking number.

export const CARRIERS = ["ups", "fedex", "usps", "other"] as const;
export type Carrier = (typeof CARRIERS)[number];

export const carrierLabels: Record<Carrier, string> = {
  ups: "UPS",
  fedex: "FedEx",
  usps: "USPS",
  other: "Other carrier",
};

/** The carriers' own public tracking pages; "other" has none we know. */
const TRACKING_PAGES: Record<Exclude<Carrier, "other">, string> = {
  ups: "https://www.ups.com/track?tracknum=",
  fedex: "https://www.fedex.com/fedextrack/?trknbr=",
  usps: "https://tools.usps.com/go/TrackConfirmAction?tLabels=",
};

export const isCarrier = (value: string | null): value is Carrier =>
  (CARRIERS as readonly (string | null)[]).includes(value);

/** The page that follows this parcel, for a known carrier with a tracking number; else null. */
export function trackingUrl(order: {
  carrier: string | null;
  trackingNumber: string | null;
}): string | null {
  const { carrier, trackingNumber } = order;
  if (!trackingNumber || !isCarrier(carrier) || carrier === "other") return null;
  return `${TRACKING_PAGES[carrier]}${encodeURIComponent(trackingNumber)}`;
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
