// The mailed links that open an account (verify an address, reset a password) carry a token.
// Once such a mail has left the shop, its stored copy keeps the link without the token: neither
// a copy of the database nor an admin's outbox page can open the account.

const TOKEN_PARAMETER = /([?&](?:amp;)?token=)[A-Za-z0-9_-]+/g;

/** What a secret link's token is replaced with in a stored copy. */
export const REDACTED_TOKEN = "redacted";

/** The text (plain or HTML) with every link's token replaced. */
export function redactSecretLinks(text: string): string {
  return text.replace(TOKEN_PARAMETER, `$1${REDACTED_TOKEN}`);
}
