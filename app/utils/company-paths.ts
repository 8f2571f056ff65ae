// The pages of companies (issue 48), for links from anywhere (pages, mails, the nav).

/** The shop admins' list of companies. */
export const COMPANIES = "/dashboard/companies";

/** A member's page of the company they buy for. */
export const COMPANY_PAGE = "/dashboard/company";
