import type { ReactNode } from "react";

/**
 * A table of three columns, the last two figures (right-aligned), for the dashboard: its words
 * stay whole, and it scrolls in its own box on a screen too narrow for it. Rows are `<tr>`s of a
 * `<th scope="row">` and two `<td>`s.
 */
export function SmallTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: [string, string, string];
  children: ReactNode;
}) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="min-w-full text-left text-sm wrap-break-word">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50">
          <tr>
            {headers.map((header, index) => (
              <th key={header} scope="col" className={`px-3 py-2 ${index ? "text-right" : ""}`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">{children}</tbody>
      </table>
    </div>
  );
}
