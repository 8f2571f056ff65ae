import { addDays, weekdayOf } from "#app/utils/dates.ts";

// A delivery date is a promise: the earliest a shipping method can keep is counted in business
// days (Monday to Friday) from the shop's today, as carriers count their days in transit.

const isWeekend = (day: string) => {
  const weekday = weekdayOf(day);
  return weekday === 0 || weekday === 6;
};

/** The day itself when it is a business day, else the Monday after it. */
const businessDayFrom = (day: string) => {
  let next = day;
  while (isWeekend(next)) next = addDays(next, 1);
  return next;
};

/**
 * The earliest day (YYYY-MM-DD) a method taking `daysInTransit` business days delivers an order
 * placed on `today`, the shop's calendar day: the business day that many business days after it,
 * Saturdays and Sundays not counted (two days from a Friday or a Saturday are the Tuesday). A
 * method of 0 days delivers the same day, or on the Monday after a weekend: nothing arrives on
 * a Saturday or Sunday.
 */
export function earliestDeliveryDay(today: string, daysInTransit: number): string {
  let day = today;
  for (let left = daysInTransit; left > 0; left--) day = businessDayFrom(addDays(day, 1));
  return businessDayFrom(day);
}

/** A shipping method with the earliest day it delivers an order placed on `today`. */
export function withEarliestDelivery<Method extends { daysInTransit: number }>(
  method: Method,
  today: string,
): Method & { earliestDelivery: string } {
  return { ...method, earliestDelivery: earliestDeliveryDay(today, method.daysInTransit) };
}
