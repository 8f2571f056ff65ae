import type { ReactNode } from "react";

/** One term and its value in an order page's facts (`<dl>`): its own page's, its approval's. */
export function OrderFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-gray-600">{term}</dt>
      <dd className="text-gray-900">{children}</dd>
    </div>
  );
}
