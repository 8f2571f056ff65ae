/** The question Make Admin and Remove Admin ask first (in a dialog, or on a page without JS). */
export function roleQuestion(user: { displayName: string; role: string | null }) {
  return user.role === "admin"
    ? `Are You Sure Want To Remove Admin Rights From ${user.displayName}`
    : `Are You Sure Want To Make ${user.displayName} An Admin`;
}
