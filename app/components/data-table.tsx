import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

/**
 * The admin and order tables. On a wide screen, a table; below `lg`, every row is a card whose
 * cells carry their column's header as a label, so the actions of a row are never off screen.
 * Rows are written as `<tr>` of `<Cell>`s; the labels come from `headers`, in order.
 */
export function DataTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <div className="mt-6 lg:overflow-x-auto lg:panel">
      <table className="block w-full text-left text-sm lg:table lg:wrap-break-word lg:min-w-full lg:divide-y lg:divide-gray-200">
        <caption className="sr-only">{caption}</caption>
        {/* On a phone the header row is only read out; each card shows the labels itself. */}
        <thead className="sr-only bg-gray-50 lg:not-sr-only lg:table-header-group">
          <tr>
            {headers.map((header, index) => (
              <th key={index} scope="col" className="px-3 py-3 font-semibold text-gray-700">
                {/* A column of buttons has no visible title; a screen reader still names it. */}
                {header || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-3 lg:table-row-group lg:space-y-0 lg:divide-y lg:divide-gray-100">
          {Children.map(children, (row) => labelled(row, headers))}
        </tbody>
      </table>
    </div>
  );
}

type RowProps = { children?: ReactNode; className?: string };

/** A row with each of its cells told its column's header. */
function labelled(row: ReactNode, headers: string[]) {
  if (!isValidElement<RowProps>(row)) return row;
  return cloneElement(row as ReactElement<RowProps>, {
    className: `block panel p-3 lg:table-row lg:rounded-none lg:p-0 lg:shadow-none lg:ring-0 ${row.props.className ?? ""}`,
    children: Children.map(row.props.children, (cell, index) =>
      isValidElement<CellProps>(cell)
        ? cloneElement(cell as ReactElement<CellProps>, { label: headers[index] })
        : cell,
    ),
  });
}

interface CellProps {
  children?: ReactNode;
  className?: string;
  /** The column's header, set by `DataTable`: shown beside the value on a phone. */
  label?: string;
  /** The cell that names its row (a `<th scope="row">`): screen readers read it with each cell. */
  rowHeader?: boolean;
}

export function Cell({ children, className = "", label, rowHeader = false }: CellProps) {
  const Tag = rowHeader ? "th" : "td";
  // The label is CSS-generated (from `data-label`), so the cell's text stays its value alone;
  // screen readers have the header row for it.
  return (
    <Tag
      scope={rowHeader ? "row" : undefined}
      data-label={label || undefined}
      className={`flex gap-3 px-1 py-1.5 before:w-24 before:shrink-0 before:font-sans before:text-xs before:font-semibold before:tracking-wide before:text-gray-500 before:uppercase before:content-[attr(data-label)] lg:table-cell lg:px-3 lg:py-3 lg:align-middle lg:before:content-none ${rowHeader ? "text-left font-medium" : ""} ${className}`}
    >
      <div className="min-w-0 flex-1">{children}</div>
    </Tag>
  );
}
