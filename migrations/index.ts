import type { Migration } from "kysely";
import * as initial from "./0001_initial";
import * as ordersRequestsAndSandboxCharges from "./0002_orders_requests_and_sandbox_charges";
import * as reviewsOnePerUser from "./0003_reviews_one_per_user";
import * as sessionsVerifiedEmailsPaymentAttempts from "./0004_sessions_verified_emails_payment_attempts";
import * as catalogueSearchAndSort from "./0005_catalogue_search_and_sort";
import * as ordersStatusChangedAt from "./0006_orders_status_changed_at";
import * as orderClosingOutboxUserTokens from "./0007_order_closing_outbox_user_tokens";
import * as sharedState from "./0008_shared_state";
import * as toolsUpdatedAt from "./0009_tools_updated_at";
import * as searchSortKeys from "./0010_search_sort_keys";
import * as storedSearchDocument from "./0011_stored_search_document";
import * as userTokensByAddress from "./0012_user_tokens_by_address";
import * as cartCheckout from "./0013_cart_checkout";
import * as afterTheSale from "./0014_after_the_sale";
import * as catalogue from "./0015_catalogue";
import * as catalogueIndex from "./0016_catalogue_index";
import * as pendingImports from "./0017_pending_imports";
import * as tradePrices from "./0018_trade_prices";
import * as moneyInBigint from "./0019_money_in_bigint";
import * as linePriceLadders from "./0020_line_price_ladders";
import * as requestDigests from "./0021_request_digests";
import * as quoteLineAskedPrice from "./0022_quote_line_asked_price";
import * as cartLinePosition from "./0023_cart_line_position";
import * as orderQuoteReturnNumbers from "./0024_order_quote_return_numbers";
import * as leanOrderIndexes from "./0025_lean_order_indexes";
import * as shippingDaysInTransit from "./0026_shipping_days_in_transit";
import * as quoteRounds from "./0027_quote_rounds";
import * as billingAndCompany from "./0028_billing_and_company";
import * as companies from "./0029_companies";
import * as companyAddressesInvitations from "./0030_company_addresses_invitations";
import * as orderApprovals from "./0031_order_approvals";
import * as onAccount from "./0032_on_account";
import * as taxExemptions from "./0033_tax_exemptions";
import * as integrations from "./0034_integrations";
import * as webhooks from "./0035_webhooks";
import * as promotions from "./0036_promotions";

// Listed by hand rather than read from the folder, so the migrations travel inside any bundle.
// Names sort in the order they must run.
export const migrations: Record<string, Migration> = {
  "0001_initial": initial,
  "0002_orders_requests_and_sandbox_charges": ordersRequestsAndSandboxCharges,
  "0003_reviews_one_per_user": reviewsOnePerUser,
  "0004_sessions_verified_emails_payment_attempts": sessionsVerifiedEmailsPaymentAttempts,
  "0005_catalogue_search_and_sort": catalogueSearchAndSort,
  "0006_orders_status_changed_at": ordersStatusChangedAt,
  "0007_order_closing_outbox_user_tokens": orderClosingOutboxUserTokens,
  "0008_shared_state": sharedState,
  "0009_tools_updated_at": toolsUpdatedAt,
  "0010_search_sort_keys": searchSortKeys,
  "0011_stored_search_document": storedSearchDocument,
  "0012_user_tokens_by_address": userTokensByAddress,
  "0013_cart_checkout": cartCheckout,
  "0014_after_the_sale": afterTheSale,
  "0015_catalogue": catalogue,
  "0016_catalogue_index": catalogueIndex,
  "0017_pending_imports": pendingImports,
  "0018_trade_prices": tradePrices,
  "0019_money_in_bigint": moneyInBigint,
  "0020_line_price_ladders": linePriceLadders,
  "0021_request_digests": requestDigests,
  "0022_quote_line_asked_price": quoteLineAskedPrice,
  "0023_cart_line_position": cartLinePosition,
  "0024_order_quote_return_numbers": orderQuoteReturnNumbers,
  "0025_lean_order_indexes": leanOrderIndexes,
  "0026_shipping_days_in_transit": shippingDaysInTransit,
  "0027_quote_rounds": quoteRounds,
  "0028_billing_and_company": billingAndCompany,
  "0029_companies": companies,
  "0030_company_addresses_invitations": companyAddressesInvitations,
  "0031_order_approvals": orderApprovals,
  "0032_on_account": onAccount,
  "0033_tax_exemptions": taxExemptions,
  "0034_integrations": integrations,
  "0035_webhooks": webhooks,
  "0036_promotions": promotions,
};
