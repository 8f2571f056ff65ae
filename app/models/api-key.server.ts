import { randomBytes } from "node:crypto";
import { newId } from "#db/id.ts";
import { db } from "#app/db.server.ts";
import { API_SCOPES, isApiScope, type ApiScope } from "#app/utils/api-scopes.ts";
import { now } from "#app/utils/clock.server.ts";
import { tokenDigest } from "#app/utils/token-digest.server.ts";
import type { User } from "./user.server";

/** What every key starts with: a bearer token that is a key, not a signed access token. */
export const API_KEY_PREFIX = "flk_";

// Its last use is written at most this often: one write a minute per key, not one a call.
const TOUCH_AFTER_MS = 60 * 1000;

export interface ApiKeyRow {
  id: string;
  name: string;
  hint: string;
  scopes: ApiScope[];
  createdAt: string;
  createdByName: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const scopesOf = (text: string) => text.split(" ").filter(isApiScope);

/**
 * A new key for `admin`: 32 random bytes (the key is never stored, only its SHA-256, so a copy of
 * the database opens nothing). Answers the key, to be shown this once.
 */
export async function createApiKey(
  admin: Pick<User, "id">,
  { name, scopes }: { name: string; scopes: ApiScope[] },
): Promise<{ id: string; key: string }> {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const id = newId();
  await db
    .insertInto("api_keys")
    .values({
      id,
      name,
      keyDigest: tokenDigest(key),
      hint: key.slice(-4),
      // In the table's order, whatever order the form sent them in.
      scopes: API_SCOPES.filter((scope) => scopes.includes(scope)).join(" "),
      createdBy: admin.id,
      createdAt: now().toISOString(),
    })
    .execute();
  return { id, key };
}

/** Every key, newest first, revoked ones too (the list says when). */
export async function listApiKeys(): Promise<ApiKeyRow[]> {
  const rows = await db
    .selectFrom("api_keys")
    .innerJoin("users", "users.id", "api_keys.createdBy")
    .select([
      "api_keys.id",
      "api_keys.name",
      "api_keys.hint",
      "api_keys.scopes",
      "api_keys.createdAt",
      "api_keys.lastUsedAt",
      "api_keys.revokedAt",
      "users.displayName as createdByName",
    ])
    .orderBy("api_keys.createdAt", "desc")
    .orderBy("api_keys.id")
    .execute();
  return rows.map((row) => ({ ...row, scopes: scopesOf(row.scopes) }));
}

export async function getApiKey(id: string): Promise<ApiKeyRow | undefined> {
  return (await listApiKeys()).find((key) => key.id === id);
}

/** Revokes a key: from the next call on it opens nothing, on every instance (no cache). */
export async function revokeApiKey(id: string): Promise<boolean> {
  const result = await db
    .updateTable("api_keys")
    .set({ revokedAt: now().toISOString() })
    .where("id", "=", id)
    .where("revokedAt", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * The live key `key` is, with its scopes and the admin it acts for, or undefined (unknown,
 * revoked). Looked up by its digest on every call, so a revoke counts at once. Its last use is
 * written when the one kept is over a minute old.
 */
export async function findLiveApiKey(
  key: string,
): Promise<{ scopes: ApiScope[]; user: User } | undefined> {
  const row = await db
    .selectFrom("api_keys")
    .innerJoin("users", "users.id", "api_keys.createdBy")
    .selectAll("users")
    .select([
      "api_keys.id as keyId",
      "api_keys.scopes as keyScopes",
      "api_keys.lastUsedAt as keyLastUsedAt",
    ])
    .where("api_keys.keyDigest", "=", tokenDigest(key))
    .where("api_keys.revokedAt", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { keyId, keyScopes, keyLastUsedAt, ...user } = row;
  const at = now();
  if (!keyLastUsedAt || at.getTime() - Date.parse(keyLastUsedAt) > TOUCH_AFTER_MS) {
    await db
      .updateTable("api_keys")
      .set({ lastUsedAt: at.toISOString() })
      .where("id", "=", keyId)
      .execute();
  }
  return { scopes: scopesOf(keyScopes), user };
}
