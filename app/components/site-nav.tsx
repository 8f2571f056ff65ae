import { NavLink } from "@remix-run/react";

const links = [
  { to: "/", label: "Home", end: true },
  { to: "/tools", label: "Tools" },
  { to: "/blogs", label: "Blogs" },
  { to: "/portfolio", label: "My Portfolio" },
  { to: "/login", label: "Login" },
];

function NavLinks() {
  return (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.end}
            prefetch="intent"
            className={({ isActive }) =>
              `block rounded-md px-3 py-2 text-sm font-medium ${
                isActive
                  ? "bg-orange-500 text-white"
                  : "text-gray-200 hover:bg-gray-700 hover:text-white"
              }`
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </>
  );
}

export function SiteNav() {
  return (
    <header className="bg-gray-900">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3"
      >
        <a href="/" className="flex items-center gap-2 text-lg font-bold text-white">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Forgeline Tools
        </a>
        <ul className="hidden items-center gap-1 md:flex">
          <NavLinks />
        </ul>
        {/* <details> opens the small-screen menu without any JavaScript. */}
        <details className="relative md:hidden">
          <summary className="cursor-pointer list-none rounded-md px-3 py-2 text-sm font-medium text-white ring-1 ring-gray-600">
            Menu
          </summary>
          <ul className="absolute right-0 z-20 mt-2 w-48 space-y-1 rounded-md bg-gray-800 p-2 shadow-lg">
            <NavLinks />
          </ul>
        </details>
      </nav>
    </header>
  );
}
