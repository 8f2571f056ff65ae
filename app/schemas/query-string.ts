// Read by every page and API call that takes a query string through a schema: the admin tables,
// My Orders, the catalogue and GET /api/tools.

/** The query string as a plain object for a schema: absent and empty parameters are left out. */
export function queryOf(url: URL, names: string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = url.searchParams.get(name);
      return value ? [[name, value]] : [];
    }),
  );
}
