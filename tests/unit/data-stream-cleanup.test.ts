// The single-fetch encoding of a document's data (the backport of remix-run/react-router#14810
// and #14900 in patches/README.md): once the data is encoded, its 5-second timeout and its
// listener on the request's signal are gone, so a busy server does not keep a timer and an
// abort controller per page for five seconds. The CommonJS build, as the server bundle loads it.
import { createRequire } from "node:module";
import { expect, test } from "vitest";

type Encode = (data: unknown, signal: AbortSignal, timeout: number, mode: string) => ReadableStream;
const { encodeViaTurboStream } = createRequire(import.meta.url)(
  "@remix-run/server-runtime/dist/single-fetch.js",
) as { encodeViaTurboStream: Encode };

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

test("a document's encoded data leaves no timer behind, and decodes as before", async () => {
  const before = timers();
  const request = new AbortController();
  const stream = encodeViaTurboStream(
    { tools: [{ name: "Drill" }], later: Promise.resolve(2) },
    request.signal,
    4950,
    "production",
  );
  expect(timers()).toBe(before + 1);
  const text = await new Response(stream).text();
  expect(text).toContain('"Drill"');
  expect(timers()).toBe(before);
});

test("an aborted request ends the encoding of what it still waits for, timer and all", async () => {
  const before = timers();
  const request = new AbortController();
  const stream = encodeViaTurboStream(
    { never: new Promise(() => {}) },
    request.signal,
    4950,
    "production",
  );
  const reading = new Response(stream).text();
  request.abort(new Error("gone"));
  // The promise nobody will settle is sent as an error, as a sanitized one.
  expect(await reading).toContain("Unexpected Server Error");
  expect(timers()).toBe(before);
});
