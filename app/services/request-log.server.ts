/**
 * Request log lines, written in batches. Node writes to a pipe's stdout synchronously (under a
 * supervisor or a container), so one write per request was a system call on every request's
 * path. Lines are flushed every 250 ms or at 64 KB, and when the process exits.
 */
export function batchedLog(out: { write(text: string): unknown } = process.stdout) {
  let lines: string[] = [];
  let size = 0;
  const flush = () => {
    if (!lines.length) return;
    const text = lines.join("");
    lines = [];
    size = 0;
    out.write(text);
  };
  setInterval(flush, 250).unref();
  process.once("exit", flush);
  return {
    write(line: string) {
      lines.push(line);
      size += line.length;
      if (size >= 64 * 1024) flush();
    },
  };
}
