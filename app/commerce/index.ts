// The commerce core's face, pure and safe for the browser: what a unit costs a buyer at a
// quantity (the ladder), a line's amount and an order's totals, and what pieces given back
// re-price. The server's face, index.server.ts, adds the
// parts that need the database or the payment provider; buyers' prices are read from the
// database by app/models/trade-prices.server.ts (buyerPrices).
export * from "./ladder";
export * from "./lines";
export * from "./kept-pieces";
export * from "./outcome";
export * from "./purchase-totals";
export * from "./delivery-dates";
export * from "./payment-terms";
export * from "./promotions";
export * from "./spending-limit";
export * from "./on-account";
