import { isRouteErrorResponse } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { buttonClass } from "./button";

export interface ErrorDescription {
  status: number;
  title: string;
  message: string;
}

/**
 * What an error boundary says about what was thrown: a 404, another 4xx with the message the
 * server gave (`invariantResponse`), or a 500 that never shows the error itself (it is logged on
 * the server instead).
 */
export function describeError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return {
      status: 404,
      title: "Page not found",
      message:
        "We could not find the page you were looking for. It may have moved, or the address may be mistyped.",
    };
  }
  if (isRouteErrorResponse(error) && error.status < 500) {
    const message = typeof error.data === "string" && error.data ? error.data : error.statusText;
    const title = error.status === 403 ? "Access denied" : "That request did not work";
    return { status: error.status, title, message };
  }
  return {
    status: 500,
    title: "Something went wrong",
    message: "An unexpected error stopped this page. Please try again in a moment.",
  };
}

/** The error page: the status, what happened, and a way on (home, or the dashboard's start). */
export function ErrorPage({
  error,
  compact = false,
}: {
  error: ErrorDescription;
  /** Inside the dashboard, beside its sidebar, rather than alone on the page. */
  compact?: boolean;
}) {
  return (
    <section
      className={compact ? "panel p-8 text-center" : "mx-auto max-w-2xl px-4 py-24 text-center"}
    >
      <p className={`${compact ? "text-4xl" : "text-6xl"} font-extrabold text-brand`}>
        {error.status}
      </p>
      <h1 className={`mt-4 ${compact ? "text-2xl" : "text-3xl"} font-bold`}>{error.title}</h1>
      <p className="mt-4 text-gray-600">{error.message}</p>
      <Link
        to={compact ? "/dashboard" : "/"}
        className={buttonClass("dark", "xl", "mt-8 inline-block")}
      >
        {compact ? "Back to the dashboard" : "Back to the home page"}
      </Link>
    </section>
  );
}
