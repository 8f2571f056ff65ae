// Malformed requests, generated from the route list with a seeded generator: bad and
// wrong-typed JSON, bodies that are not forms, huge and deeply nested values, broken multipart,
// odd methods and headers, junk in paths and query strings. None of them is a valid write, so
// a shop that refuses them all (with a 4xx) keeps its data exactly as it was.
import type { Random } from "./prng";
import type { RouteModule } from "./route-modules";

export interface Caller {
  name: string;
  headers: Record<string, string>;
  /** Authenticated by the session cookie (a browser), as opposed to a bearer token or nobody. */
  cookie: boolean;
  signedIn: boolean;
}

export interface MalformedRequest {
  /** The route module it aims at, for the report. */
  module: string;
  method: string;
  /** Path and query, to be appended to the shop's origin as they are. */
  target: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** Sent without Content-Length (a chunked stream). */
  chunked: boolean;
  /**
   * A write with a real id by a signed-in caller that would act on its path alone: only its flaw
   * stops it, so anything but a 4xx means it went through.
   */
  mustBeRefused: boolean;
  /** Generated id, `#n`, so a failure in the report can be found again. */
  id: number;
}

export interface RealIds {
  tools: string[];
  orders: string[];
  users: string[];
  emails: string[];
  /** The address book, shipping methods and sales tax (issue 37). */
  addresses: string[];
  shippingMethods: string[];
  taxStates: string[];
  /** A return and a refund (issue 38). */
  returns: string[];
  /** A quote of the customer's (issue 40). */
  quotes: string[];
  refunds: string[];
  /** A category and an attribute (issue 39). */
  categories: string[];
  attributes: string[];
  /** A price group (issue 40). */
  priceGroups: string[];
  /** A company's resale certificate, awaiting review (issue 48). */
  certificates: string[];
  /** A promotion, paused (issue 49). */
  promotions: string[];
  /** A company buying on account (issue 48). */
  companies: string[];
  /** An API key and a webhook endpoint (issue 50). */
  apiKeys: string[];
  webhooks: string[];
}

const MB = 1024 * 1024;

// Every field name the shop's forms and JSON bodies read, and names no form has.
const FIELD_NAMES = [
  "email",
  "password",
  "confirmPassword",
  "name",
  "redirectTo",
  "company",
  "phone",
  "message",
  "rating",
  "description",
  "toolId",
  "qyt",
  "date",
  "address",
  "requestId",
  "price",
  "minimum_qyt",
  "available_qyt",
  "stockSeen",
  "quantity",
  "img",
  "image",
  "photo",
  "displayName",
  "education",
  "details",
  "linkedin",
  "orderId",
  "userId",
  "role",
  "status",
  "paymentId",
  "cardholder",
  "cardNumber",
  "expiry",
  "cvc",
  "__proto__",
  "constructor",
  "a[b][c]",
  "items[0].name",
  // Price groups (issue 40).
  "discount",
  "priceGroup",
  "",
];

// Form values that no field accepts in a complete, valid form: no valid email, number or card,
// and at most five fields a form (the profile form needs nine).
const FORM_VALUES = [
  "",
  "   ",
  "\u0000",
  "\u0001\u0002\u001b[31m",
  "\r\n\r\nX-Injected: 1",
  "%00",
  "%E0%A4%A",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e308",
  "-1",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../../../etc/passwd",
  "\uD800",
  "😀".repeat(50),
  "x".repeat(5000),
  "null",
  "[object Object]",
];

// JSON values that are the wrong type (or far too long) for every field of every JSON body.
const deepArray = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const WRONG_JSON_VALUES = [
  "null",
  "true",
  "false",
  "[]",
  "{}",
  "[null]",
  "-1",
  "1e308",
  '{"$gt":""}',
  '["admin"]',
  deepArray(50),
  JSON.stringify("y".repeat(5000)),
];

const BAD_JSON = [
  "{",
  '{"email":',
  "nul",
  '{"toolId":"x",}',
  "\u0000",
  "[1,2",
  '"unterminated',
  "{}}",
  "\uFEFF{}",
  "{'single':'quotes'}",
  "NaN",
  '{"a":1}{"b":2}',
  "\u00ff\u00fe",
];

const BOGUS_IDS = [
  "000000000000000000000000",
  "not-an-id",
  "%00",
  "%E0%A4%A",
  "..%2F..%2Fetc%2Fpasswd",
  "x".repeat(3000),
  "%F0%9F%94%A5",
  "'%20OR%201=1%20--",
  "1e308",
  "-1",
  "%0d%0aSet-Cookie:%20x=1",
  "%2e%2e",
  "%25",
  "null",
  "undefined",
  "__proto__",
];

const QUERY_JUNK = [
  "page=1e308",
  "page=-1",
  "page=0x10",
  "page=%00",
  "page=Infinity",
  "page=9007199254740993",
  "page[]=1&page[]=2",
  "page=1&page=2",
  "q=%E0%A4%A",
  `q=${"%41".repeat(3000)}`,
  "q=%00%0d%0a",
  "redirectTo=/%09/evil.example",
  "redirectTo=/%0d%0a/evil.example",
  "redirectTo=%2F%2Fevil.example",
  "redirectTo=/%5Cevil.example",
  "redirectTo=https://evil.example",
  "redirectTo=%00",
  "redirectTo=/%2509/evil.example",
  "_data=routes%2F_index",
  "_data=%00",
  "index&_data=root",
  "%zz=%zz",
  "email=%00",
  `email=${"a".repeat(3000)}%40x.example`,
  "session_id=%00",
  "=&&=&",
  "code=%00&state=%00",
  "error=access_denied",
];

const FOREIGN_ORIGINS = ["http://evil.example", "null", "not a url", "http://localhost:1"];

const JUNK_HEADERS: Record<string, string>[] = [
  { Cookie: "__session=junk" },
  { Cookie: "__session=%E0%A4%A; toast=%00" },
  { Cookie: `__session=${"a".repeat(6000)}` },
  { Cookie: "toast=eyJ0eXBlIjoiaGFjayJ9.bm9wZQ" },
  { Authorization: "Bearer " },
  { Authorization: "Bearer a.b.c" },
  { Authorization: "Basic YWRtaW46YWRtaW4=" },
  { Authorization: `Bearer ${"x".repeat(6000)}` },
  { Accept: "application/json" },
  { Accept: "text/x-script" },
  { "X-Forwarded-Host": "evil.example" },
  { "X-Forwarded-For": "not an address" },
  { "Accept-Language": "\u00ff".repeat(10) },
];

/**
 * The writes with a path id that read and check a body before they act (a page module's action
 * runs for every unsafe method; an API module's only for the methods it names). Every other write
 * with a path id may act on the id alone, whatever the body says: see the safety rule below.
 */
const CHECKS_ITS_BODY = new Set([
  "purchase.$id.tsx",
  "dashboard.payment.$id.tsx",
  "dashboard.manageproducts_.$id.edit.tsx",
  "dashboard.manageproducts_.$id.restock.tsx",
  "dashboard.manageproducts_.$id.pictures.tsx",
  "dashboard.manageproducts_.$id.pictures_.$pictureId.tsx",
  "dashboard.manageproducts_.$id.family.tsx",
  "dashboard.manageproducts_.$id.accessories.tsx",
  // Issue 40: a group's discount is a number, which no malformed form holds.
  "dashboard.price-groups_.$id.edit.tsx",
  "PUT api.manageorders.$id.ts",
  "PATCH api.orders.$id.ts",
  "PUT api.users.$key.ts",
  "PUT api.cart.lines.$toolId.ts",
  "PUT api.tools.$id.ts",
  // Quotes (issue 40): prices for every line, or the checkout's choices, before anything moves.
  "dashboard.quotes_.$id.tsx",
  "PUT api.quotes.$id.ts",
  "POST api.quotes.$id.accept.ts",
  // Issue 47: the review of an accept reads the checkout's choices and writes nothing.
  "POST api.quotes.$id.review.ts",
  // Issue 48: a review is "verified" or "rejected" with a note, which no malformed body holds.
  "dashboard.tax-exemptions_.$id.tsx",
  "PUT api.tax-exemptions.$id.ts",
]);

const isApi = (module: RouteModule) => module.file.startsWith("api.");
const checksItsBody = (method: string, module: RouteModule) =>
  CHECKS_ITS_BODY.has(isApi(module) ? `${method} ${module.file}` : module.file);

/** The real values a route's path parameter can take in this shop, by what the route is about. */
export function realParamValues(module: RouteModule, ids: RealIds): string[] {
  if (module.path.includes("*")) return ["no-such-page", "a/b/c"];
  if (!module.params.length) return [];
  const { file } = module;
  // Before the orders: these name a return or a refund, not the order they belong to.
  if (/^(api|dashboard)\.returns/.test(file)) return ids.returns;
  if (/^api\.refunds/.test(file)) return ids.refunds;
  if (/quotes/.test(file)) return ids.quotes;
  // Before the sales tax's states: these name a resale certificate.
  if (/tax-exemptions/.test(file)) return ids.certificates;
  if (/orders|payment/.test(file)) return ids.orders;
  if (/products|tools|purchase|cart/.test(file)) return ids.tools;
  if (/users\.\$key/.test(file)) return [...ids.users, ...ids.emails];
  if (/users/.test(file)) return ids.users;
  if (/addresses/.test(file)) return ids.addresses;
  if (/shipping/.test(file)) return ids.shippingMethods;
  if (/tax/.test(file)) return ids.taxStates;
  if (/categories/.test(file)) return ids.categories;
  if (/attributes/.test(file)) return ids.attributes;
  if (/price-groups/.test(file)) return ids.priceGroups;
  // Issue 48: a company's pages name it, its members' a user, its approvals an order.
  if (/approvals/.test(file)) return ids.orders;
  if (/company_\.members/.test(file)) return ids.users;
  if (/receivables|compan/.test(file)) return ids.companies;
  if (/promotions/.test(file)) return ids.promotions;
  if (/api-keys/.test(file)) return ids.apiKeys;
  if (/webhooks/.test(file)) return ids.webhooks;
  throw new Error(`No real ids known for ${file}: add them to realParamValues`);
}

interface Body {
  contentType?: string;
  body: string | Uint8Array;
}

function formBody(random: Random): string {
  const params = new URLSearchParams();
  for (let index = random.int(0, 5); index > 0; index--) {
    const name = random.chance(0.1)
      ? `a${"[0]".repeat(random.int(100, 5000))}`
      : random.pick(FIELD_NAMES);
    params.append(name, random.pick(FORM_VALUES));
  }
  return params.toString();
}

function multipart(random: Random, boundary: string, parts: number): string {
  let text = "";
  for (let index = 0; index < parts; index++) {
    // Many parts are tiny and never name a form's fields (together they could make a whole form).
    if (parts > 6) {
      text += `--${boundary}\r\nContent-Disposition: form-data; name="p${index}"\r\n\r\nx\r\n`;
      continue;
    }
    const name = random.pick(FIELD_NAMES);
    text += random.chance(0.3)
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n${random.pick(FORM_VALUES)}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${random.pick(FORM_VALUES)}\r\n`;
  }
  return `${text}--${boundary}--\r\n`;
}

function randomBytes(random: Random, length: number): Uint8Array {
  return Uint8Array.from({ length }, () => random.int(0, 255));
}

const json = (body: string): Body => ({ contentType: "application/json", body });

const BODIES: Record<string, (random: Random) => Body> = {
  badJson: (random) => json(random.pick(BAD_JSON)),
  wrongJson: (random) => {
    if (random.chance(0.3)) return json(random.pick(WRONG_JSON_VALUES));
    const fields = Array.from(
      { length: random.int(0, 4) },
      () => `${JSON.stringify(random.pick(FIELD_NAMES))}:${random.pick(WRONG_JSON_VALUES)}`,
    );
    return json(`{${fields.join(",")}}`);
  },
  deepJson: (random) => {
    const depth = random.int(1_000, 100_000);
    return json(
      random.chance(0.5) ? deepArray(depth) : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
    );
  },
  form: (random) => ({
    contentType: "application/x-www-form-urlencoded",
    body: formBody(random),
  }),
  formAsJson: (random) => ({
    contentType: "application/json",
    body: formBody(random),
  }),
  jsonAsForm: (random) => ({
    contentType: "application/x-www-form-urlencoded",
    body: random.pick(WRONG_JSON_VALUES),
  }),
  text: (random) => ({
    contentType: random.pick(["text/plain", "text/xml", "application/xml", "text/html"]),
    body: random.pick([
      ...BAD_JSON,
      ...FORM_VALUES,
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "a">]><x>&a;</x>',
    ]),
  }),
  bytes: (random) => ({
    contentType: random.pick(["application/octet-stream", "image/png", "application/pdf"]),
    body: randomBytes(random, random.int(1, 4096)),
  }),
  noContentType: (random) => ({ body: formBody(random) }),
  oddContentType: (random) => ({
    contentType: random.pick([
      "application/x-www-form-urlencoded; charset=bogus-8",
      "application/json; charset=utf-16",
      "multipart/form-data",
      "multipart/form-data; boundary=",
      "multipart/mixed; boundary=x",
      "*/*",
      ";;;",
    ]),
    body: formBody(random),
  }),
  multipartNoBoundary: (random) => ({
    contentType: "multipart/form-data",
    body: multipart(random, "xyz", random.int(1, 5)),
  }),
  multipartTruncated: (random) => {
    const whole = multipart(random, "cut", random.int(2, 6));
    return {
      contentType: "multipart/form-data; boundary=cut",
      body: whole.slice(0, random.int(1, whole.length - 8)),
    };
  },
  multipartWrongBoundary: (random) => ({
    contentType: "multipart/form-data; boundary=expected",
    body: multipart(random, "other", random.int(1, 5)),
  }),
  multipartManyParts: (random) => ({
    contentType: "multipart/form-data; boundary=many",
    body: multipart(random, "many", random.int(1_000, 10_000)),
  }),
  multipartJunk: (random) => ({
    contentType: "multipart/form-data; boundary=junk",
    body: multipart(random, "junk", random.int(1, 5)),
  }),
  hugeForm: (random) => ({
    contentType: "application/x-www-form-urlencoded",
    body: `${random.pick(FIELD_NAMES)}=${"%41".repeat((random.int(1, 4) * MB) / 3)}&${formBody(random)}`,
  }),
  hugeJson: (random) =>
    json(`{"${random.pick(FIELD_NAMES)}":"${"z".repeat(random.int(1, 4) * MB)}"}`),
  hugeMultipart: (random) => ({
    contentType: "multipart/form-data; boundary=big",
    body: `--big\r\nContent-Disposition: form-data; name="${random.pick(FIELD_NAMES)}"\r\n\r\n${"q".repeat(random.int(1, 4) * MB)}\r\n--big--\r\n`,
  }),
};
const HUGE_BODIES = ["hugeForm", "hugeJson", "hugeMultipart"];
const SMALL_BODIES = Object.keys(BODIES).filter((kind) => !HUGE_BODIES.includes(kind));
const NOT_FORM_BODIES = ["badJson", "wrongJson", "deepJson", "formAsJson", "text", "bytes"];

function fillPath(module: RouteModule, value: () => string): string {
  return module.path.replace("*", value()).replace(/:\w+/g, value);
}

export function generateMalformedRequests(
  random: Random,
  count: number,
  {
    modules,
    callers,
    origin,
    ids,
  }: { modules: RouteModule[]; callers: Caller[]; origin: string; ids: RealIds },
): MalformedRequest[] {
  const writable = modules.filter((module) => module.hasAction);
  const readable = modules.filter((module) => module.hasLoader);
  const anonymous = callers.find((caller) => !caller.signedIn)!;

  return Array.from({ length: count }, (_, id): MalformedRequest => {
    const write = random.chance(0.8);
    const module = random.pick(write ? writable : readable);
    // Signing out would end the session the other requests use: /logout only sees strangers.
    const caller = module.file === "logout.tsx" ? anonymous : random.pick(callers);
    const method = !write
      ? random.pick(["GET", "GET", "GET", "HEAD"])
      : random.pick([
          "POST",
          "POST",
          "POST",
          "POST",
          "POST",
          "PUT",
          "PATCH",
          "DELETE",
          "OPTIONS",
          "PROPFIND",
          "PURGE",
        ]);
    const real = realParamValues(module, ids);
    let useReal = real.length > 0 && random.chance(0.5);
    const pageAction = write && !isApi(module);

    const headers: Record<string, string> = { ...caller.headers };
    // A browser sends its own origin with every post; the flaws below may change it.
    if (caller.cookie && write) headers.Origin = origin;
    let kind = write ? random.pick(random.chance(0.02) ? HUGE_BODIES : SMALL_BODIES) : undefined;
    const foreignOrigin = write && random.chance(0.1);

    // Safety: with a real id and a signed-in caller, a write that may act on its path alone is
    // sent only with a flaw a correct shop refuses before acting: a page action gets a body that
    // is not a form or a foreign Origin; an API call by cookie a foreign Origin. A bearer token's
    // call has no such flaw, so it gets a bogus id instead.
    let mustBeRefused = false;
    if (write && useReal && caller.signedIn && !checksItsBody(method, module)) {
      if (pageAction && !foreignOrigin) kind = random.pick(NOT_FORM_BODIES);
      else if (caller.cookie) headers.Origin = "http://evil.example";
      else useReal = false;
      mustBeRefused = useReal;
    } else {
      if (foreignOrigin) headers.Origin = random.pick(FOREIGN_ORIGINS);
      else if (write && !caller.signedIn && random.chance(0.5)) headers.Origin = origin;
      if (random.chance(0.15)) Object.assign(headers, random.pick(JUNK_HEADERS));
    }

    const paramValue = () => (useReal ? random.pick(real) : random.pick(BOGUS_IDS));
    let target = fillPath(module, paramValue);
    if (!isApi(module) && module.path !== "/" && random.chance(0.1)) target += ".data";
    if (random.chance(0.35)) target += `?${random.pick(QUERY_JUNK)}`;

    let body: Body | undefined;
    if (kind) {
      body = BODIES[kind]!(random);
      if (body.contentType) headers["Content-Type"] = body.contentType;
    }
    return {
      id,
      module: module.file,
      method,
      target,
      headers,
      body: body?.body,
      chunked: !!body && !HUGE_BODIES.includes(kind!) && random.chance(0.03),
      mustBeRefused,
    };
  });
}
