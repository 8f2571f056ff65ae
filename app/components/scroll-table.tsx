import type { ReactNode } from "react";

/**
 * A table whose words stay whole and which scrolls in its own box on a screen too narrow for it:
 * the dashboard's figures and the API reference's fields. `figures`: every column after the
 * first holds figures, right-aligned. A caption is for screen readers unless `captionShown`.
 */
export function ScrollTable({
  caption,
  captionShown = false,
  headers,
  figures = false,
  className = "mt-3",
  children,
}: {
  caption: string;
  captionShown?: boolean;
  headers: string[];
  figures?: boolean;
  className?: string;
  /** The body's `<tr>`s. */
  children: ReactNode;
}) {
  return (
    <div className={`overflow-x-auto ${className}`}>
      <table className="min-w-full text-left text-sm wrap-break-word">
        <caption className={captionShown ? "text-left font-semibold" : "sr-only"}>
          {caption}
        </caption>
        <thead className="bg-gray-50">
          <tr>
            {headers.map((header, index) => (
              <th
                key={header}
                scope="col"
                className={figures && index > 0 ? "px-3 py-2 text-right" : "px-3 py-2"}
              >
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
