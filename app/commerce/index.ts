// The commerce core's face for every layer and for the browser: what a unit costs a buyer at a
// quantity (the ladder), a line's amount and an order's totals. Its server half (buyers' prices
// from the database) is app/models/trade-prices.server.ts.
export * from "./ladder";
export * from "./lines";
export * from "./kept-pieces";
