import { useLocation } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { APPROVALS_PATH } from "#app/utils/approvals.ts";

type Role = string | null;

/**
 * The spec's sidebar: what each role sees (the server checks the role again on every page). A
 * company's member (issue 48: `companyRole` set) also has the company's page, and its admin
 * (`companyRole` "admin") decides on its buyers' orders.
 */
export function dashboardLinks(role: Role, companyRole: Role = null) {
  const admin = role === "admin";
  return [
    ...(admin
      ? []
      : [
          { to: "/dashboard/myorders", label: "My Orders" },
          { to: "/dashboard/addreview", label: "Add A Review" },
          // A customer's quote requests and the shop's prices (issue 40).
          { to: "/dashboard/quotes", label: "My Quotes" },
          ...(companyRole === "admin" ? [{ to: APPROVALS_PATH, label: "Approvals" }] : []),
          ...(companyRole ? [{ to: "/dashboard/company", label: "My Company" }] : []),
          // A company's admin also sees its statement of account (issue 48).
          ...(companyRole === "admin" ? [{ to: "/dashboard/statement", label: "Statement" }] : []),
        ]),
    // A company's resale certificates, for its admins (issue 48).
    ...(companyRole === "admin"
      ? [{ to: "/dashboard/company/tax-exemptions", label: "Tax Exemptions" }]
      : []),
    { to: "/dashboard/myprofile", label: "My Profile" },
    ...(admin
      ? [
          { to: "/dashboard/addproduct", label: "Add Product" },
          { to: "/dashboard/manageproducts", label: "Manage Products" },
          // The catalogue's categories and the attributes they name (issue 39).
          { to: "/dashboard/categories", label: "Categories" },
          { to: "/dashboard/attributes", label: "Attributes" },
          // Bulk import and export of tools as CSV (issue 39).
          { to: "/dashboard/import", label: "Import Products" },
          { to: "/dashboard/manageorders", label: "Manage Orders" },
          // What companies owe on account, and the payments they send (issue 48).
          { to: "/dashboard/receivables", label: "Receivables" },
          // Customers' return requests and the admins' decisions (issue 38).
          { to: "/dashboard/returns", label: "Returns" },
          // Customers' quote requests, priced and sent by the admins (issue 40).
          { to: "/dashboard/quotes", label: "Quotes" },
          // What checkout charges beyond the goods (issue 37).
          { to: "/dashboard/shipping", label: "Shipping" },
          { to: "/dashboard/tax", label: "Sales Tax" },
          // Companies' resale certificates, verified or rejected here (issue 48).
          { to: "/dashboard/tax-exemptions", label: "Tax Exemptions" },
          { to: "/dashboard/manageusers", label: "Manage Users" },
          // Customers' price groups and their discounts (issue 40).
          { to: "/dashboard/price-groups", label: "Price Groups" },
          // Discount codes and offers that apply by themselves (issue 49).
          { to: "/dashboard/promotions", label: "Promotions" },
          // Business customers: companies, their members and terms (issue 48).
          { to: "/dashboard/companies", label: "Companies" },
          // Beyond the spec: the distributor enquiries sent from the home page.
          { to: "/dashboard/enquiries", label: "Enquiries" },
          // The shop's mail: what went out, what waits (and in demo mode, the only copy).
          { to: "/dashboard/outbox", label: "Outbox" },
          // Other systems' access to the API, and what the shop tells them (issue 50).
          { to: "/dashboard/api-keys", label: "API Keys" },
          { to: "/dashboard/webhooks", label: "Webhooks" },
        ]
      : []),
  ];
}

/**
 * The tab a dashboard page belongs to: the link its path starts with; an order and its payment
 * belong to My Orders (Manage Orders for an admin). None for the dashboard's home.
 */
export function dashboardTab(pathname: string, role: Role, companyRole: Role = null) {
  const links = dashboardLinks(role, companyRole);
  const orderPage = /^\/dashboard\/(orders|payment)\//.test(pathname);
  const path = orderPage
    ? role === "admin"
      ? "/dashboard/manageorders"
      : "/dashboard/myorders"
    : pathname;
  return links.find((link) => path === link.to || path.startsWith(`${link.to}/`)) ?? null;
}

export function DashboardNav({ role, companyRole = null }: { role: Role; companyRole?: Role }) {
  const current = dashboardTab(useLocation().pathname, role, companyRole);
  return (
    <nav aria-label="Dashboard">
      {/* On a phone one row that scrolls sideways: an admin's two dozen tabs wrapped would push
          every page's own content, a confirmation's Yes among it, below the fold. */}
      <ul className="flex gap-1 overflow-x-auto pb-1 md:flex-col md:overflow-visible md:pb-0">
        {dashboardLinks(role, companyRole).map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              prefetch="intent"
              aria-current={link.to === current?.to ? "page" : undefined}
              className={`block whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold ${
                link.to === current?.to ? "bg-brand text-white" : "text-gray-700 hover:bg-gray-200"
              }`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
