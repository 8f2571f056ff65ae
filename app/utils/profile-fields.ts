// How a profile's fields are named where people read them: My Profile and the users' export.

/** The profile's details below the name and email, in the order My Profile shows them. */
export const profileDetails = [
  ["education", "Education"],
  ["personalPhone", "Personal phone"],
  ["personalAddress", "Personal address"],
  ["businessName", "Business name"],
  ["businessAddress", "Business address"],
  ["businessPhone", "Business phone"],
  ["company", "Company"],
  ["linkedin", "LinkedIn"],
  ["details", "About"],
] as const;

/** A role as the pages say it: Admin, or Customer for a plain user. */
export const roleLabel = (role: string | null) => (role === "admin" ? "Admin" : "Customer");
