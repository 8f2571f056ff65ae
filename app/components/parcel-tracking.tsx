import { parcelText, trackingUrl } from "#app/utils/tracking.ts";

type Shipment = { carrier: string | null; trackingNumber: string | null };

/**
 * What a shipped order left with: the carrier and tracking number, linked to the carrier's own
 * tracking page for UPS, FedEx and USPS (another site: a new tab, told neither who sent the
 * visitor nor given a handle on this page). Nothing for an order shipped without a carrier. A
 * tracking number breaks across lines only where it cannot fit on one (`break-words`).
 */
export function ParcelTracking({ order, className = "" }: { order: Shipment; className?: string }) {
  const text = parcelText(order);
  if (!text) return null;
  const url = trackingUrl(order);
  return (
    <span className={`break-words ${className}`}>
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand underline hover:text-brand-hover"
        >
          {text}
          <span className="sr-only"> (tracking on the carrier's site, opens in a new tab)</span>
        </a>
      ) : (
        text
      )}
    </span>
  );
}
