// The earliest delivery days a spec expects of the demo's shipping methods (Standard ground 5
// business days, Express 2), counted as the shop counts them: from its today in New York.
import { earliestDeliveryDay } from "#app/commerce/index.ts";
import { shopDay } from "#app/utils/dates.ts";

/** The shop's today and the earliest days of the demo's methods for an order placed now. */
export function earliestDays() {
  const today = shopDay(new Date(), "America/New_York");
  return {
    today,
    standard: earliestDeliveryDay(today, 5),
    express: earliestDeliveryDay(today, 2),
  };
}
