// Whom an invoice bills (issue 47): the order's copy, made when it was paid
// (app/models/bill-to.server.ts), as the invoice, the credit note and the order page show it.

export interface BillTo {
  /** The account's company, if it named one. */
  company: string | null;
  /** The buyer's name. */
  name: string;
  /** The billing address, or the address the order was shipped to, as one line of text. */
  address: string;
}

type BilledOrder = {
  billToCompany: string | null;
  billToName: string | null;
  billToAddress: string | null;
};

/** The order's bill-to, or null for an order not paid yet, or paid before orders kept one. */
export function billToOf(order: BilledOrder): BillTo | null {
  const { billToCompany, billToName, billToAddress } = order;
  if (billToName === null || billToAddress === null) return null;
  return { company: billToCompany, name: billToName, address: billToAddress };
}

/** The bill-to as the documents print it, a line each: company, name, address. */
export function billToLines(billTo: BillTo): string[] {
  return [billTo.company, billTo.name, billTo.address].filter(
    (line): line is string => line !== null,
  );
}
