// The floor of `npm run bench`: node:http sending prepared bytes (a page exactly as the shop
// sent it, compressed the same way) with no framework at all.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const body = readFileSync(process.env.BODY_FILE!);
const headers: Record<string, string> = {
  "Content-Type": process.env.CONTENT_TYPE!,
  "Content-Length": String(body.length),
};
if (process.env.CONTENT_ENCODING) headers["Content-Encoding"] = process.env.CONTENT_ENCODING;

createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("listening"));
