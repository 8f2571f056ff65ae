import { useId } from "react";
import { formatDollars } from "#app/utils/money.ts";
import { ScrollTable } from "./scroll-table";

export interface SalesDay {
  day: string;
  revenue: number;
  orders: number;
}

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { top: 20, right: 44, bottom: 36, left: 72 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

const shortDay = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/** A round number at or above `value`, so the axis reads $0 / $500 / $1,000 and not $973. */
function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= value)!;
  return step * magnitude;
}

/**
 * Revenue (bars) and paid orders (a line) per day, drawn on the server as SVG: it shows without
 * JavaScript, and a screen reader gets its title and summary, with the same figures as a table.
 */
export function SalesChart({ days, title }: { days: SalesDay[]; title: string }) {
  const id = useId();
  const maxRevenue = niceCeiling(Math.max(...days.map((day) => day.revenue)) / 100) * 100;
  const maxOrders = Math.max(1, niceCeiling(Math.max(...days.map((day) => day.orders))));
  const slot = PLOT_W / days.length;
  const barWidth = Math.max(2, slot * 0.7);
  const y = (value: number, max: number) => PAD.top + PLOT_H - (value / max) * PLOT_H;
  const x = (index: number) => PAD.left + index * slot + slot / 2;
  const totalRevenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const totalOrders = days.reduce((sum, day) => sum + day.orders, 0);
  const best = days.reduce((top, day) => (day.revenue > top.revenue ? day : top), days[0]!);
  const summary =
    totalOrders === 0
      ? `No paid orders from ${dayLabel(days[0]!.day)} to ${dayLabel(days.at(-1)!.day)}.`
      : `${formatDollars(totalRevenue)} from ${totalOrders} paid orders; the best day was ${dayLabel(best.day)} with ${formatDollars(best.revenue)}.`;
  const ticks = [0, 0.5, 1];
  const labelled = [0, Math.floor((days.length - 1) / 2), days.length - 1];

  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full rounded-lg bg-white ring-1 ring-gray-200"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {ticks.map((tick) => (
          <g key={tick} aria-hidden="true">
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick, 1)}
              y2={y(tick, 1)}
              stroke="#e5e7eb"
            />
            <text x={PAD.left - 8} y={y(tick, 1) + 4} textAnchor="end" fontSize="11" fill="#4b5563">
              {formatDollars(Math.round(maxRevenue * tick))}
            </text>
            {/* Orders are counted whole: a half-way line between 0 and 1 order gets no label. */}
            {Number.isInteger(maxOrders * tick) ? (
              <text x={WIDTH - PAD.right + 8} y={y(tick, 1) + 4} fontSize="11" fill="#1d4ed8">
                {maxOrders * tick}
              </text>
            ) : null}
          </g>
        ))}
        {days.map((day, index) => (
          <rect
            key={day.day}
            x={x(index) - barWidth / 2}
            y={y(day.revenue, maxRevenue)}
            width={barWidth}
            height={PAD.top + PLOT_H - y(day.revenue, maxRevenue)}
            fill="#f97316"
          >
            <title>
              {`${dayLabel(day.day)}: ${formatDollars(day.revenue)}, ${day.orders} paid orders`}
            </title>
          </rect>
        ))}
        <polyline
          aria-hidden="true"
          fill="none"
          stroke="#1d4ed8"
          strokeWidth="2"
          points={days.map((day, index) => `${x(index)},${y(day.orders, maxOrders)}`).join(" ")}
        />
        {labelled.map((index) => (
          <text
            key={index}
            aria-hidden="true"
            x={x(index)}
            y={HEIGHT - 12}
            textAnchor="middle"
            fontSize="11"
            fill="#4b5563"
          >
            {dayLabel(days[index]!.day)}
          </text>
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-gray-600">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 bg-brand" />
          Revenue (left axis)
        </span>
        <span>
          <span
            aria-hidden="true"
            className="mr-1 inline-block h-0.5 w-4 bg-blue-700 align-middle"
          />
          Paid orders (right axis)
        </span>
      </figcaption>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand">
          The figures as a table
        </summary>
        <ScrollTable
          figures
          caption={`${title}, day by day`}
          headers={["Day", "Paid orders", "Revenue"]}
        >
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row" className="px-3 py-1 font-normal">
                <time dateTime={day.day}>{dayLabel(day.day)}</time>
              </th>
              <td className="px-3 py-1 text-right">{day.orders}</td>
              <td className="px-3 py-1 text-right">{formatDollars(day.revenue)}</td>
            </tr>
          ))}
        </ScrollTable>
      </details>
    </figure>
  );
}
