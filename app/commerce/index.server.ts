// The commerce core's face for the server (routes' loaders and actions, API routes, services):
// everything of app/commerce/index.ts (prices, lines, totals: pure, and the only
// face the browser's code may import), and what needs the database or the payment provider.
export * from "./index";
export * from "./money-back.server";
export * from "./outcome.server";
export * from "./order-closing.server";
