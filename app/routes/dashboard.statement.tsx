import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountStatement } from "#app/components/account-statement.tsx";
import { buttonClass } from "#app/components/button.tsx";
import { accountTexts } from "#app/messages.ts";
import { statementOf } from "#app/models/account-statement.server.ts";
import { accountCompanyFor } from "#app/routes/+dashboard/company-account.server.ts";
import { invariantResponse } from "@epic-web/invariant";

export const meta: MetaFunction = () => [{ title: "Statement of account — Forgeline Tools" }];

// The company's account, for its admins (issue 48): invoices, payments, balance, overdue amount,
// credit left, and the statement as a PDF. A plain page: it works the same without script.
export async function loader({ request }: LoaderFunctionArgs) {
  const { companyId } = await accountCompanyFor(request, null);
  const statement = await statementOf(companyId);
  invariantResponse(statement, accountTexts.noSuchCompany, { status: 404 });
  return { statement };
}

export default function CompanyStatement() {
  const { statement } = useLoaderData<typeof loader>();
  return (
    <section>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold">
          {accountTexts.statementTitle}: {statement.company.name}
        </h1>
        <a href="/dashboard/statement.pdf" className={buttonClass("outline", "md")} download>
          {accountTexts.downloadStatement}
        </a>
      </div>
      <AccountStatement statement={statement} />
    </section>
  );
}
