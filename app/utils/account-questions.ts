import { messages } from "#app/messages.ts";

// The questions asked before an admin changes or deletes an account (in a dialog, or on a page
// without JS). Two customers may share a display name: the email says which account it is.

type Account = { displayName: string; email: string; role: string | null };

const named = (user: Account) => `${user.displayName} (${user.email})`;

/** Make Admin and Remove Admin. */
export function roleQuestion(user: Account) {
  return user.role === "admin"
    ? `Are You Sure Want To Remove Admin Rights From ${named(user)}`
    : `Are You Sure Want To Make ${named(user)} An Admin`;
}

/** Delete, in the spec's words. */
export const deleteAccountQuestion = (user: Account) => messages.confirmDelete(named(user));
