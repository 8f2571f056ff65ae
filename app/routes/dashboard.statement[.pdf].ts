import type { LoaderFunctionArgs } from "@remix-run/node";
import { accountTexts } from "#app/messages.ts";
import { statementOf } from "#app/models/account-statement.server.ts";
import { accountCompanyFor } from "#app/routes/+dashboard/company-account.server.ts";
import { pdfResponse } from "#app/services/documents/document-files.server.ts";
import { statementFile } from "#app/services/documents/statement-pdf.server.ts";
import { shopToday } from "#app/utils/clock.server.ts";

// GET /dashboard/statement.pdf: the statement of account as a PDF, for the company's admins; a
// shop admin names the company with ?company=.
export async function loader({ request }: LoaderFunctionArgs) {
  const named = new URL(request.url).searchParams.get("company");
  const { companyId } = await accountCompanyFor(request, named);
  const today = shopToday();
  const statement = await statementOf(companyId, today);
  if (!statement) throw new Response(accountTexts.noSuchCompany, { status: 404 });
  return pdfResponse(await statementFile(statement, today));
}
