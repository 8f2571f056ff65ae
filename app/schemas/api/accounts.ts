import { z } from "zod";
import { INVOICE_STATUSES } from "#app/commerce/index.ts";
import { dollarsJson, idJson } from "./common";

// ---- Pay on account (issue 48) ----

const allocationJson = z.object({
  invoiceNumber: z.string(),
  orderNumber: z.string(),
  amount: dollarsJson,
});

/** A payment received, with the invoices it paid. */
export const paymentJsonSchema = z.object({
  _id: idJson,
  amount: dollarsJson,
  date: z.string().describe("The day the money came in, YYYY-MM-DD"),
  reference: z.string(),
  allocations: z.array(allocationJson).describe("The invoices it paid, oldest first or as named"),
});
export type PaymentJson = z.infer<typeof paymentJsonSchema>;

/** GET /api/company/statement. */
export const statementJsonSchema = z.object({
  balance: dollarsJson.describe(
    "What the company owes: invoices on account less credit notes less payments received (below zero: credit in its favour)",
  ),
  overdue: dollarsJson.describe("Open on invoices past their due day"),
  creditLimit: dollarsJson,
  creditLeft: dollarsJson.describe("The limit less the balance, never below zero"),
  invoices: z.array(
    z.object({
      number: z.string(),
      orderNumber: z.string(),
      total: dollarsJson,
      paid: dollarsJson.describe("Payments allocated to it"),
      dueDate: z.string().describe("YYYY-MM-DD"),
      status: z.enum(INVOICE_STATUSES),
    }),
  ),
  payments: z.array(paymentJsonSchema),
});
export type StatementJson = z.infer<typeof statementJsonSchema>;
