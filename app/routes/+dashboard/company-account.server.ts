import { accountTexts } from "#app/messages.ts";
import type { AccountPayment, Statement } from "#app/models/account-statement.server.ts";
import { isCompanyAdmin } from "#app/models/company.server.ts";
import type { PaymentJson, StatementJson } from "#app/schemas/api/accounts.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { refusal } from "#app/utils/api.server.ts";
import { centsToDollars } from "#app/utils/money.ts";

// Whose account a caller may read (issue 48), for the statement's page, PDF and API: a
// company's admins their own company's; a shop admin any company's, named; nobody else (403; a
// company named that is not the caller's answers 404, as if it did not exist).

export async function accountCompanyFor(request: Request, named: string | null | undefined) {
  const user = await requireUser(request);
  const missing = () =>
    refusal(request, 404, { page: accountTexts.noSuchCompany, api: accountTexts.noSuchCompany });
  if (user.role === "admin") {
    if (!named) throw missing();
    return { user, companyId: named };
  }
  if (!isCompanyAdmin(user) || !user.companyId)
    throw refusal(request, 403, {
      page: accountTexts.notInCompany,
      api: accountTexts.notInCompany,
    });
  if (named && named !== user.companyId) throw missing();
  return { user, companyId: user.companyId };
}

export const paymentJson = (payment: AccountPayment): PaymentJson => ({
  _id: payment.id,
  amount: centsToDollars(payment.amount),
  date: payment.receivedOn,
  reference: payment.reference,
  allocations: payment.allocations.map((allocation) => ({
    ...allocation,
    amount: centsToDollars(allocation.amount),
  })),
});

/** The statement as GET /api/company/statement answers it: money in dollars. */
export const statementJson = (statement: Statement): StatementJson => ({
  balance: centsToDollars(statement.balance),
  overdue: centsToDollars(statement.overdue),
  creditLimit: centsToDollars(statement.company.creditLimit),
  creditLeft: centsToDollars(statement.creditLeft),
  invoices: statement.invoices.map((invoice) => ({
    number: invoice.number,
    orderNumber: invoice.orderNumber,
    total: centsToDollars(invoice.total),
    paid: centsToDollars(invoice.paid),
    dueDate: invoice.dueDate,
    status: invoice.status,
  })),
  payments: statement.payments.map(paymentJson),
});
