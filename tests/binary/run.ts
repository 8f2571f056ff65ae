// npm run test:binary: builds the single executable, copies it alone into an empty folder and
// runs it there with no Node on PATH and no node_modules within reach, then drives the shop as
// its people would (plain HTTP form posts, as a browser without JavaScript sends them): a
// customer signs up, orders and pays with the sandbox card, and downloads the invoice (pdfkit and
// its fonts inside the binary); an admin adds a product with a picture (sharp inside the binary)
// and ships the order; `backup` copies the database while the shop serves; SIGTERM stops it
// with 0; a second start on the same folder keeps the data.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import SQLite from "better-sqlite3";
import sharp from "sharp";
import { freePort } from "#tests/e2e/support/shop-server.ts";
import { pdfText } from "#tests/support/pdf-text.ts";

const root = join(import.meta.dirname, "../..");
const folder = mkdtempSync(join(tmpdir(), "storefront-binary-"));
const binary = join(folder, "storefront");
const port = await freePort();
const base = `http://localhost:${port}`;
// An empty PATH folder: the binary must need nothing from it (no node, no npm).
const emptyBin = join(folder, "empty-bin");
// Nothing else, not even NODE_ENV: the binary is the production build whatever it says.
const shopEnv = {
  PATH: emptyBin,
  HOME: folder,
  PORT: String(port),
  SHOP_MODE: "demo",
} as Record<string, string> as NodeJS.ProcessEnv;

class CheckFailed extends Error {}
let failed = false;
function check(what: string, ok: boolean, detail = "") {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}${!ok && detail ? `\n     ${detail}` : ""}`);
  if (!ok) throw new CheckFailed(what);
}

// ---- a visitor with a cookie jar, posting forms as a browser does (Origin included) ----------
class Visitor {
  private cookies = new Map<string, string>();

  async send(path: string, init: { method?: string; body?: URLSearchParams | FormData } = {}) {
    const headers = new Headers();
    if (this.cookies.size) {
      headers.set(
        "Cookie",
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      );
    }
    if (init.method === "POST") headers.set("Origin", base);
    const response = await fetch(new URL(path, base), { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** GET, following redirects; answers the last page's status, address and HTML. */
  async page(path: string): Promise<{ status: number; url: string; html: string }> {
    let url = path;
    for (let hops = 0; hops < 5; hops++) {
      const response = await this.send(url);
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        url = location;
        continue;
      }
      return { status: response.status, url, html: await response.text() };
    }
    throw new Error(`Too many redirects from ${path}`);
  }

  /** POSTs a form; a success redirects (post/redirect/get), and the page it leads to is read. */
  async submit(path: string, fields: Record<string, string | Blob>, multipart = false) {
    const body = multipart ? new FormData() : new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      if (value instanceof Blob) (body as FormData).append(name, value, "picture.png");
      else body.append(name, value);
    }
    const response = await this.send(path, { method: "POST", body });
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) {
      return { redirected: false, status: response.status, url: path, html: await response.text() };
    }
    return { redirected: true, ...(await this.page(location)) };
  }
}

// ---- the binary's process ---------------------------------------------------------------------
let shop: ChildProcess | undefined;
let output = "";

async function startShop(): Promise<number> {
  const started = performance.now();
  const running = spawn(binary, [], {
    cwd: folder,
    env: shopEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  shop = running;
  running.stdout.on("data", (chunk) => (output += chunk));
  running.stderr.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (running.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/healthz`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The binary did not become healthy:\n${output}`);
}

async function stopShop(): Promise<number | null> {
  const running = shop!;
  const exited = once(running, "exit");
  running.kill("SIGTERM");
  const [code] = await exited;
  shop = undefined;
  return code as number | null;
}

function runCommand(...args: string[]) {
  return execFileSync(binary, args, { cwd: folder, env: shopEnv, encoding: "utf8" });
}

const today = () => new Date().toISOString().slice(0, 10);
const hiddenValue = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];

// ---- the run ----------------------------------------------------------------------------------
const began = performance.now();
try {
  console.log("Building the single executable (npm run package) ...");
  execFileSync("npm", ["run", "package"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  copyFileSync(join(root, "dist/storefront"), binary);
  mkdirSync(emptyBin);
  for (let dir = folder; dir !== dirname(dir); dir = dirname(dir)) {
    check(`no node_modules above the test folder (${dir})`, !existsSync(join(dir, "node_modules")));
  }
  check("the folder holds the binary alone", readdirSync(folder).join() === "empty-bin,storefront");

  check("--version answers", /^storefront \d+\.\d+\.\d+/.test(runCommand("--version")));
  check(
    "--help lists the commands",
    /make-admin EMAIL[\s\S]*backup FILE/.test(runCommand("--help")),
  );

  const firstStart = await startShop();
  console.log(`     healthy ${firstStart.toFixed(0)} ms after start on an empty folder`);
  check("/healthz answers ok", (await (await fetch(`${base}/healthz`)).json()).ok === true);
  const home = await new Visitor().page("/");
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(home.html)?.[1] ?? "";
  const css = await fetch(`${base}${stylesheet}`);
  check(
    "the home page renders, its stylesheet comes from the binary with immutable caching",
    home.status === 200 &&
      css.status === 200 &&
      /immutable/.test(css.headers.get("cache-control") ?? ""),
  );

  // A customer signs up, orders the minimum of a tool in stock and pays with the sandbox card.
  const customer = new Visitor();
  const email = `binary-${Date.now()}@customers.example`;
  const signup = await customer.submit("/signup", {
    name: "Robin Binary",
    email,
    password: "hammer-time",
    confirmPassword: "hammer-time",
    redirectTo: "/",
  });
  check(
    "a customer signs up",
    signup.redirected && /Logout/.test(signup.html),
    signup.html.slice(0, 300),
  );

  const tools = (await (await fetch(`${base}/api/tools`)).json()) as {
    _id: string;
    name: string;
    minimum_qyt: number;
    available_qyt: number;
    img: string;
  }[];
  const tool = tools.find((candidate) => candidate.available_qyt >= candidate.minimum_qyt)!;
  const purchase = await customer.page(`/purchase/${tool._id}`);
  const ordered = await customer.submit(`/purchase/${tool._id}`, {
    date: today(),
    qyt: String(tool.minimum_qyt),
    address: "214 Foundry Lane, Dayton, OH",
    phone: "+1 937 555 0142",
    requestId: hiddenValue(purchase.html, "requestId") ?? "",
  });
  check(
    "the customer orders a tool",
    ordered.redirected && ordered.html.includes("Order Placed Successfully"),
    `${ordered.status} ${ordered.html.slice(0, 300)}`,
  );
  const orderId = /\/dashboard\/payment\/([0-9a-f]{24})/.exec(ordered.html)?.[1] ?? "";
  const paid = await customer.submit(`/dashboard/payment/${orderId}`, {
    cardholder: "Robin Binary",
    cardNumber: "4242 4242 4242 4242",
    expiry: "12/29",
    cvc: "123",
  });
  check(
    "the customer pays with the sandbox card 4242 4242 4242 4242",
    paid.redirected &&
      paid.status === 200 &&
      /Payment id/i.test((await customer.page("/dashboard/myorders")).html),
    `${paid.status} ${paid.html.slice(0, 300)}`,
  );

  // The invoice, drawn by pdfkit inside the binary in the fonts it carries.
  const invoiceNumber = (
    (await (await customer.send(`/api/orders/${orderId}`)).json()) as { invoiceNumber: string }
  ).invoiceNumber;
  const invoice = await customer.send(`/api/orders/${orderId}/invoice`);
  const invoiceBytes = Buffer.from(await invoice.arrayBuffer());
  check(
    "the customer downloads the invoice, a PDF with its fonts embedded that names its number",
    invoice.status === 200 &&
      invoice.headers.get("content-type") === "application/pdf" &&
      invoiceBytes.includes("/FontFile2") &&
      /^INV-\d{4}-\d{6}$/.test(invoiceNumber) &&
      (await pdfText(invoiceBytes)).includes(invoiceNumber),
    `${invoice.status} ${invoiceNumber} ${invoiceBytes.subarray(0, 200).toString()}`,
  );

  // An admin adds a product with a picture (resized by sharp) and ships the order.
  const admin = new Visitor();
  const login = await admin.submit("/login", {
    email: "admin@forgeline.example",
    password: "forge-admin",
    redirectTo: "/dashboard",
  });
  check("the demo admin signs in", login.redirected && /Logout/.test(login.html));
  const picture = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: "#f97316" },
  })
    .png()
    .toBuffer();
  const productName = `Binary Bench Vise ${Date.now()}`;
  const added = await admin.submit(
    "/dashboard/addproduct",
    {
      name: productName,
      price: "129.50",
      description: "A cast-iron bench vise, added by the single executable's test.",
      minimum_qyt: "1",
      available_qyt: "12",
      img: new Blob([new Uint8Array(picture)], { type: "image/png" }),
    },
    true,
  );
  check(
    "the admin adds a product with its picture",
    added.redirected && added.html.includes("Product Added Successfull"),
    `${added.status} ${added.html.slice(0, 300)}`,
  );
  const product = ((await (await fetch(`${base}/api/tools`)).json()) as typeof tools).find(
    (candidate) => candidate.name === productName,
  );
  const image = product ? await fetch(`${base}${product.img}`) : undefined;
  const resized = image?.ok
    ? await sharp(Buffer.from(await image.arrayBuffer())).metadata()
    : undefined;
  check(
    "sharp resized the picture to a WebP of at most 800 x 600",
    resized?.format === "webp" && resized.width === 800 && resized.height === 600,
    JSON.stringify({ product, status: image?.status, resized }),
  );
  const shipped = await admin.submit(`/dashboard/manageorders/${orderId}/ship`, {});
  check(
    "the admin ships the paid order",
    shipped.html.includes("Order Shiffted"),
    shipped.html.slice(0, 300),
  );

  // An online backup while the shop serves, then a clean stop.
  const copy = join(folder, "backups", "storefront-copy.db");
  runCommand("backup", copy);
  const backup = new SQLite(copy, { readonly: true, fileMustExist: true });
  const row = backup.prepare("SELECT email, paid, status FROM orders WHERE id = ?").get(orderId) as
    { email: string; paid: number; status: string } | undefined;
  backup.close();
  check(
    "backup writes a copy that opens and holds the shipped order",
    row?.email === email && row.paid === 1 && row.status === "Shipped",
    JSON.stringify(row),
  );
  check("SIGTERM stops the shop with exit code 0", (await stopShop()) === 0, output.slice(-500));

  // A second start on the same folder: the runtime is already unpacked, the data is all there.
  const secondStart = await startShop();
  console.log(`     healthy ${secondStart.toFixed(0)} ms after start on the existing folder`);
  const again = new Visitor();
  await again.submit("/login", { email, password: "hammer-time", redirectTo: "/" });
  const orders = await again.page("/dashboard/myorders");
  const names = ((await (await fetch(`${base}/api/tools`)).json()) as typeof tools).map(
    (candidate) => candidate.name,
  );
  check(
    "a second start keeps the customer, the order and the new product",
    orders.html.includes(tool.name) &&
      orders.html.includes("Completed") &&
      names.includes(productName),
  );
  check(
    "one unpacked runtime folder, reused",
    readdirSync(join(folder, "data/.storefront-runtime")).length === 1,
  );
  check("SIGTERM stops it again with 0", (await stopShop()) === 0, output.slice(-500));
} catch (error) {
  failed = true;
  if (!(error instanceof CheckFailed)) console.error(error);
  if (output) console.error(`--- the binary's output ---\n${output.slice(-3000)}`);
} finally {
  shop?.kill("SIGKILL");
  rmSync(folder, { recursive: true, force: true });
}
const seconds = ((performance.now() - began) / 1000).toFixed(0);
console.log(failed ? `BINARY TEST FAILED (${seconds} s)` : `BINARY TEST PASSED (${seconds} s)`);
process.exit(failed ? 1 : 0);
