import type { Transaction } from "kysely";
import type { DB } from "#db/types.ts";
import type { BillTo } from "#app/utils/bill-to.ts";
import { formatAddress } from "./address.server";
import type { Order } from "./order-line.server";

// Whom an order's invoice bills (issue 47), read in the transaction that marks it paid, when
// the invoice is numbered: the account's company, the buyer's name, and the postal address of
// the account's billing address (or, without one, the address the order is shipped to). The
// order keeps that copy (`billTo*`), so a later edit of the profile or the address book never
// changes an invoice already issued, nor its credit notes. An order bought for a company (issue
// 48) bills the company: its name, and its billing address when it has one.

/** The bill-to of `order` as its account stands now: its columns, to be written with the payment. */
export async function billToAtPayment(
  trx: Transaction<DB>,
  order: Pick<Order, "userId" | "customer" | "address" | "companyId">,
): Promise<{ billToCompany: string | null; billToName: string; billToAddress: string }> {
  const company = order.companyId
    ? await trx
        .selectFrom("companies")
        .select(["name", "billingAddress"])
        .where("id", "=", order.companyId)
        .executeTakeFirst()
    : undefined;
  const own = await personalBillTo(trx, order);
  if (!company) return own;
  return {
    ...own,
    billToCompany: company.name,
    billToAddress: company.billingAddress ?? own.billToAddress,
  };
}

/** The bill-to of an account of its own: its company's name and its billing address entry. */
async function personalBillTo(
  trx: Transaction<DB>,
  order: Pick<Order, "userId" | "customer" | "address">,
) {
  const account = order.userId
    ? await trx
        .selectFrom("users")
        .leftJoin("addresses", (join) =>
          join.onRef("addresses.userId", "=", "users.id").on("addresses.billing", "=", 1),
        )
        .select([
          "users.company as accountCompany",
          "addresses.name",
          "addresses.company",
          "addresses.street",
          "addresses.city",
          "addresses.state",
          "addresses.zip",
        ])
        .where("users.id", "=", order.userId)
        .executeTakeFirst()
    : undefined;
  const billTo = composeBillTo(order.customer, order.address, account);
  return { billToCompany: billTo.company, billToName: billTo.name, billToAddress: billTo.address };
}

type BillingEntry = {
  accountCompany: string | null;
  name: string | null;
  company: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
};

/**
 * The company is the account's, else the billing entry's own. The entry's postal address leaves
 * out what the bill-to already says: its name when it is the buyer's, its company when it is
 * the one billed ("Accounts Payable" or another company stays).
 */
function composeBillTo(buyer: string, shipTo: string, account: BillingEntry | undefined): BillTo {
  const company = account?.accountCompany || account?.company || null;
  const { name, street, city, state, zip } = account ?? {};
  if (!name || !street || !city || !state || !zip) return { company, name: buyer, address: shipTo };
  const address = formatAddress({
    name: name === buyer ? "" : name,
    company: account?.company === company ? null : (account?.company ?? null),
    street,
    city,
    state,
    zip,
  });
  return { company, name: buyer, address };
}
