import type { ActionFunctionArgs } from "@remix-run/node";
import { countSignInAttempt } from "../../server/rate-limit";

const ORIGIN = "http://shop.test";

/** The arguments Remix passes to a loader or action, for calling one directly. */
export function routeArgs(
  request: Request,
  params: Record<string, string> = {},
): ActionFunctionArgs {
  const clientAddress = "127.0.0.1";
  const context = {
    cspNonce: "test-nonce",
    clientAddress,
    countSignInAttempt: () => countSignInAttempt(clientAddress),
  };
  return { request, params, context };
}

export function getRequest(path: string, headers?: HeadersInit) {
  return new Request(new URL(path, ORIGIN), { headers });
}

export function jsonRequest(
  path: string,
  method: string,
  body: unknown,
  headers: HeadersInit = {},
) {
  return new Request(new URL(path, ORIGIN), {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function formRequest(path: string, fields: Record<string, string>) {
  return new Request(new URL(path, ORIGIN), { method: "POST", body: new URLSearchParams(fields) });
}

/** A form posted by a signed-in browser (`cookie`): its fields in order, a name given as often as it is sent. */
export function formPost(path: string, fields: [string, string][], cookie: string) {
  return new Request(new URL(path, ORIGIN), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Cookie: cookie },
  });
}

/** Loaders and actions answer with data() for a status: this reads either shape back. */
export function unwrap<T>(result: unknown) {
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const wrapped = result as { data: T; init: ResponseInit | null };
    return {
      data: wrapped.data,
      status: wrapped.init?.status ?? 200,
      headers: new Headers(wrapped.init?.headers),
    };
  }
  return { data: result as T, status: 200, headers: new Headers() };
}

/** API handlers answer errors by throwing the Response; this reads either, with its JSON body. */
export async function answer(call: Promise<Response>) {
  const response = await call.catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
