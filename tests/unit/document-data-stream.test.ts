// The patched server runtime (patches/README.md) encodes a document's data only when the page
// reads it: pages without script never do. The CommonJS build, as the server bundle loads it.
import { createRequire } from "node:module";
import { decode } from "turbo-stream";
import { expect, test } from "vitest";

type Encode = (data: unknown, signal: AbortSignal, timeout: number, mode: string) => ReadableStream;
const { encodeViaTurboStreamWhenRead } = createRequire(import.meta.url)(
  "@remix-run/server-runtime/dist/single-fetch.js",
) as { encodeViaTurboStreamWhenRead: Encode };

/** A document's data whose reading is counted, handed to the patched encoder. */
function watchedStream() {
  const reads = { count: 0 };
  const data = {
    loaderData: {
      get root() {
        reads.count += 1;
        return { user: null, tools: ["Drill", "Saw"] };
      },
    },
  };
  const stream = encodeViaTurboStreamWhenRead(
    data,
    new AbortController().signal,
    5_000,
    "production",
  );
  return { stream, reads };
}

test("a document's data that nobody reads is never encoded", async () => {
  const { stream, reads } = watchedStream();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(reads.count).toBe(0);
  await stream.cancel();
});

test("read, it decodes to the data it was given", async () => {
  const { stream, reads } = watchedStream();
  const decoded = await decode(stream);
  await decoded.done;
  expect(reads.count).toBe(1);
  expect(decoded.value).toEqual({ loaderData: { root: { user: null, tools: ["Drill", "Saw"] } } });
});
