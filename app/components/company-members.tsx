import { Form } from "@remix-run/react";
import { companyTexts } from "#app/messages.ts";
import { formatDollars } from "#app/utils/money.ts";
import { buttonClass } from "./button";
import { ConfirmAction } from "./confirm";
import { Cell, DataTable } from "./data-table";

export interface MemberRow {
  id: string;
  email: string;
  displayName: string;
  companyRole: string | null;
  spendingLimit: number | null;
}

const limitText = (cents: number | null) =>
  cents === null ? companyTexts.noLimit : `${formatDollars(cents)} per order`;

/**
 * A company's members (issue 48): name, email, role and spending limit. With `manage` (the
 * company admin's page) each row changes its role and limit in place (a plain form, posted to
 * `manage`/{id}) and asks before removing the member (`manage`/{id}/remove).
 */
export function CompanyMembers({ members, manage }: { members: MemberRow[]; manage?: string }) {
  if (!members.length)
    return <p className="mt-6 panel p-6 text-gray-700">Nobody buys for this company yet.</p>;
  return (
    <DataTable
      caption="Members"
      headers={
        manage
          ? ["Name", "Email", "Role and spending limit", "Actions"]
          : ["Name", "Email", "Role", "Spending limit"]
      }
    >
      {members.map((member) => (
        <tr key={member.id}>
          <Cell rowHeader className="min-w-32 font-semibold">
            {member.displayName}
          </Cell>
          <Cell className="break-all">{member.email}</Cell>
          {manage ? (
            <>
              <Cell className="min-w-64">
                <MemberForm member={member} action={`${manage}/${member.id}`} />
              </Cell>
              <Cell>
                <ConfirmAction
                  label={
                    <>
                      Remove<span className="sr-only"> {member.displayName}</span>
                    </>
                  }
                  message={companyTexts.confirmRemove(member.displayName)}
                  confirmUrl={`${manage}/${member.id}/remove`}
                  className={buttonClass("danger-outline", "sm", "inline-block whitespace-nowrap")}
                />
              </Cell>
            </>
          ) : (
            <>
              <Cell>
                {companyTexts.roleLabel(member.companyRole === "admin" ? "admin" : "buyer")}
              </Cell>
              <Cell>{limitText(member.spendingLimit)}</Cell>
            </>
          )}
        </tr>
      ))}
    </DataTable>
  );
}

/** One member's role and limit, saved together; an empty limit is no limit. */
function MemberForm({ member, action }: { member: MemberRow; action: string }) {
  const id = `member-${member.id}`;
  return (
    <Form method="post" action={action} className="flex flex-wrap items-end gap-2">
      <label className="grid gap-1 text-xs font-semibold text-gray-600">
        Role
        <select
          name="role"
          defaultValue={member.companyRole ?? "buyer"}
          className="rounded-md border border-gray-300 px-2 py-1.5 text-sm font-normal text-gray-900"
          aria-describedby={`${id}-name`}
        >
          <option value="admin">{companyTexts.roleLabel("admin")}</option>
          <option value="buyer">{companyTexts.roleLabel("buyer")}</option>
        </select>
      </label>
      <label className="grid gap-1 text-xs font-semibold text-gray-600">
        Limit per order (USD)
        <input
          name="spendingLimit"
          type="number"
          step="0.01"
          min={0}
          inputMode="decimal"
          placeholder="No limit"
          defaultValue={member.spendingLimit === null ? "" : member.spendingLimit / 100}
          className="w-32 rounded-md border border-gray-300 px-2 py-1.5 text-sm font-normal text-gray-900"
        />
      </label>
      <input type="hidden" name="userId" value={member.id} />
      <span id={`${id}-name`} className="sr-only">
        {member.displayName}
      </span>
      <button type="submit" className={buttonClass("outline", "sm")}>
        Save<span className="sr-only"> {member.displayName}</span>
      </button>
    </Form>
  );
}
