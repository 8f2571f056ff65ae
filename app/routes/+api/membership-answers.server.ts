import { companyTexts, sharedTexts } from "#app/messages.ts";
import type { MembershipChange } from "#app/models/company-member.server.ts";
import { apiError } from "#app/utils/api.server.ts";

/** Why a change of membership was refused, as people read it, with its HTTP status. */
export function membershipProblem(change: Exclude<MembershipChange, "saved">): {
  status: number;
  message: string;
} {
  switch (change) {
    case "no-user":
      return { status: 404, message: sharedTexts.noUserWithEmail };
    case "no-company":
      return { status: 400, message: companyTexts.noSuchCompany };
    case "not-member":
      return { status: 404, message: companyTexts.notAMember };
    case "already-member":
      return { status: 409, message: companyTexts.alreadyMember };
    case "shop-admin":
      return { status: 409, message: companyTexts.shopAdminCannotJoin };
    case "other-company":
      return { status: 409, message: companyTexts.inAnotherCompany };
    case "last-admin":
      return { status: 409, message: companyTexts.lastAdmin };
  }
}

/** The API's answer to a refused change of membership. */
export function membershipRefusal(change: Exclude<MembershipChange, "saved">) {
  const { status, message } = membershipProblem(change);
  return apiError(status, message);
}

/** Why an invitation was not sent, with its HTTP status. */
export function invitationRefusal(status: "already-member" | "too-many" | "no-company") {
  switch (status) {
    case "already-member":
      return { status: 409, message: companyTexts.alreadyMember };
    case "too-many":
      return { status: 429, message: companyTexts.tooManyInvitations };
    case "no-company":
      return { status: 404, message: companyTexts.noSuchCompany };
  }
}
