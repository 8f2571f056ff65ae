import { Form, NavLink } from "@remix-run/react";

interface NavUser {
  displayName: string;
}

const linkColours = (isActive: boolean) =>
  isActive ? "bg-brand text-white" : "text-gray-200 hover:bg-gray-700 hover:text-white";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium md:px-2 lg:px-3 ${linkColours(isActive)}`;

function NavLinks({ user }: { user: NavUser | null }) {
  const links = [
    { to: "/", label: "Home", end: true },
    ...(user ? [{ to: "/dashboard", label: "Dashboard" }] : []),
    { to: "/tools", label: "Tools" },
    // Everyone can have a cart (visitors too), so everyone can order by part number: in the
    // phone's menu, and in the bar from 1024 px (between, the bar has no room; the cart links it).
    { to: "/quick-order", label: "Quick order", className: "md:hidden lg:block" },
    { to: "/blogs", label: "Blogs" },
    { to: "/portfolio", label: "My Portfolio" },
  ];
  return (
    <>
      {links.map((link) => (
        <li key={link.to} className={link.className}>
          <NavLink to={link.to} end={link.end} prefetch="intent" className={linkClass}>
            {link.label}
          </NavLink>
        </li>
      ))}
      {user ? (
        <>
          <li>
            {/* A shortcut to the profile, not a section of its own: never shown as the current one. */}
            {/* A long name is cut short (the whole of it on hover), so the bar stays one line. */}
            <NavLink
              to="/dashboard/myprofile"
              title={user.displayName}
              className={`${linkClass({ isActive: false })} md:max-w-24 md:truncate lg:max-w-56`}
            >
              <span className="md:hidden">Signed in as </span>
              {user.displayName}
            </NavLink>
          </li>
          <li>
            {/* Signing out changes state, so it is a POST, not a link a crawler could follow. */}
            <Form method="post" action="/logout">
              <button
                type="submit"
                className={`${linkClass({ isActive: false })} w-full text-left`}
              >
                Logout
              </button>
            </Form>
          </li>
        </>
      ) : (
        <li>
          <NavLink to="/login" className={linkClass}>
            Login
          </NavLink>
        </li>
      )}
    </>
  );
}

/**
 * The cart, for everyone (admins buy too): with its number of lines when it has any. Beside the
 * phone's menu, not inside it, as shops keep it in view.
 */
function CartLink({ lines }: { lines: number }) {
  return (
    <NavLink
      to="/cart"
      className={({ isActive }) =>
        `block rounded-md px-2 py-2 text-sm font-medium ring-1 ring-gray-600 sm:px-3 md:px-2 md:ring-0 lg:px-3 ${linkColours(isActive)}`
      }
    >
      {lines > 0 ? `Cart (${lines})` : "Cart"}
    </NavLink>
  );
}

export function SiteNav({ user, cartLines }: { user: NavUser | null; cartLines: number }) {
  return (
    <header className="bg-gray-900">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3 sm:gap-4"
      >
        <a
          href="/"
          className="flex shrink-0 items-center gap-2 text-base font-bold text-white sm:text-lg"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Forgeline Tools
        </a>
        <div className="flex min-w-0 items-center gap-2 whitespace-nowrap md:gap-1">
          <ul className="hidden min-w-0 items-center gap-1 md:flex">
            <NavLinks user={user} />
          </ul>
          <CartLink lines={cartLines} />
          {/* <details> opens the small-screen menu without any JavaScript. */}
          <details className="relative md:hidden">
            <summary className="cursor-pointer list-none rounded-md px-2 py-2 text-sm font-medium text-white ring-1 ring-gray-600 sm:px-3">
              Menu
            </summary>
            <ul className="absolute right-0 z-20 mt-2 w-56 space-y-1 rounded-md bg-gray-800 p-2 shadow-lg">
              <NavLinks user={user} />
            </ul>
          </details>
        </div>
      </nav>
    </header>
  );
}
