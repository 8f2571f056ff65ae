/**
 * The short number of an order, a quote or a return (FL-100042, Q-1007, R-2003), or an invoice's
 * or a credit note's (INV-2026-000042), as lists and pages show it: in a typewriter face, so 0
 * and O read apart, and never broken across lines, as it is read out whole on the phone.
 */
export function RecordNumber({ number, className = "" }: { number: string; className?: string }) {
  return <span className={`font-mono font-semibold whitespace-nowrap ${className}`}>{number}</span>;
}
