import { readdirSync } from "node:fs";
import { join } from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020";
import type { OpenAPIObject, OperationObject, SchemaObject } from "openapi3-ts/oas31";
import { describe, expect, it } from "vitest";
import { apiReference } from "#app/routes/+api/openapi-reference.server.ts";
import { openApiDocument } from "#app/utils/openapi-document.server.ts";
import { db } from "#app/db.server.ts";
import { DOLLARS } from "#app/schemas/fields.ts";
import { loader as invoiceApi } from "#app/routes/api.orders.$id.invoice.ts";
import { loader as creditNoteApi } from "#app/routes/api.refunds.$id.credit-note.ts";
import { answer, getRequest, routeArgs, jsonRequest } from "#tests/support/route-args.ts";
import { insertOrder, insertTool, userWithToken } from "#tests/fixtures/in-process.ts";

const document = openApiDocument() as OpenAPIObject;
const ROUTES_DIR = join(import.meta.dirname, "../../app/routes");
type Method = "get" | "post" | "put" | "patch" | "delete";

/** `api.orders.$id.ts` -> `/api/orders/{id}`, `api.openapi[.json].ts` -> `/api/openapi.json`. */
function pathOfRouteFile(file: string) {
  // Dots separate segments, except inside [...] (an escaped, literal part).
  const segments = file.replace(/\.tsx?$/, "").match(/(?:\[[^\]]*\]|[^.])+/g) ?? [];
  return `/${segments
    .map((segment) => segment.replace(/[[\]]/g, "").replace(/^\$(.+)$/, "{$1}"))
    .join("/")}`;
}

// The catch-all answers 404 for every path the API does not have: nothing to describe.
const apiRouteFiles = readdirSync(ROUTES_DIR).filter(
  (file) => /^api\./.test(file) && file !== "api.$.ts",
);

function operation(method: Method, path: string): OperationObject {
  const found = document.paths?.[path]?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the OpenAPI document`);
  return found;
}

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });

/** Checks a real answer against what the document says that operation answers with that status. */
async function matchesContract(method: Method, path: string, call: Promise<Response>) {
  const { status, body } = await answer(call);
  const described = operation(method, path).responses?.[String(status)];
  expect(
    described,
    `${method.toUpperCase()} ${path} answered an undocumented ${status}`,
  ).toBeTruthy();
  const schema = described.content?.["application/json"]?.schema as SchemaObject | undefined;
  if (!schema) {
    expect(body).toBeNull();
    return { status, body };
  }
  const validate = ajv.compile({ ...schema, components: document.components });
  const valid = validate(body);
  expect(
    valid,
    `${method.toUpperCase()} ${path} ${status}: ${ajv.errorsText(validate.errors)}`,
  ).toBe(true);
  return { status, body };
}

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  it("describes every /api route file, and nothing that has no route file", () => {
    const routePaths = apiRouteFiles.map(pathOfRouteFile).sort();
    // The spec's PUT /users/{email} and DELETE /users/{id} share one route file, `$key`.
    expect(Object.keys(document.paths ?? {}).sort()).toEqual(routePaths);
  });

  it("documents exactly the methods each route answers", async () => {
    for (const file of apiRouteFiles) {
      const path = pathOfRouteFile(file);
      const route = await import(/* @vite-ignore */ join(ROUTES_DIR, file));
      const documented = Object.keys(document.paths![path]!).filter((key) =>
        ["get", "post", "put", "patch", "delete"].includes(key),
      );
      const expected: string[] = route.loader ? ["get"] : [];
      if (route.action) {
        // byMethod names the methods it serves in the 405's Allow header.
        const probe = await answerOf(
          route.action(routeArgs(new Request("http://shop.test/x", { method: "OPTIONS" }))),
        );
        expected.push(
          ...(probe.status === 405
            ? probe.headers.get("Allow")!.toLowerCase().split(", ")
            : ["post"]),
        );
      }
      expect(documented.sort(), path).toEqual(expected.sort());
    }
  });

  it("says how every operation is authorised and what every answer is", () => {
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of ["get", "post", "put", "patch", "delete"] as const) {
        const described = item[method];
        if (!described) continue;
        expect(described.summary, `${method} ${path}`).toBeTruthy();
        const statuses = Object.keys(described.responses ?? {});
        expect(
          statuses.some((status) => status.startsWith("2")),
          `${method} ${path}`,
        ).toBe(true);
        if (described.security?.length) expect(statuses, `${method} ${path}`).toContain("401");
      }
    }
    expect(Object.keys(document.components?.securitySchemes ?? {}).sort()).toEqual([
      "bearerAuth",
      "cartCookie",
      "cookieAuth",
    ]);
  });

  it("documents Ship Order's optional carrier and tracking number (issue 38)", () => {
    const body = operation("put", "/api/manageorders/{id}").requestBody as {
      content: { "application/json": { schema: SchemaObject } };
    };
    const schema = body.content["application/json"].schema;
    expect(schema.required).toEqual(["status"]);
    expect(schema.properties).toMatchObject({
      status: { enum: ["Shipped"] },
      carrier: { enum: ["ups", "fedex", "usps", "other"] },
      trackingNumber: { type: "string", maxLength: 40 },
    });
  });

  it("names every order, quote and return by its number beside its _id (issue 47)", () => {
    const schemas = document.components?.schemas as Record<string, SchemaObject>;
    for (const [name, example] of [
      ["Order", "FL-100042"],
      ["Quote", "Q-1007"],
      ["Return", "R-2003"],
    ] as const) {
      expect(schemas[name]!.required, name).toEqual(expect.arrayContaining(["_id", "number"]));
      expect(schemas[name]!.properties!.number).toMatchObject({ type: "string" });
      expect((schemas[name]!.properties!.number as SchemaObject).description).toContain(example);
    }
    const created = operation("post", "/api/orders/{id}/returns").responses?.["201"].content[
      "application/json"
    ].schema as SchemaObject;
    expect(created.required).toEqual(["_id", "number", "status"]);
  });

  it("documents the order history's search parameters on GET /api/orders (issue 47)", () => {
    const parameters = (operation("get", "/api/orders").parameters ?? []) as {
      name: string;
      in: string;
      description?: string;
    }[];
    expect(parameters.map((parameter) => `${parameter.in}:${parameter.name}`).sort()).toEqual(
      ["email", "from", "page", "q", "state", "to"].map((name) => `query:${name}`),
    );
    for (const parameter of parameters.filter(({ name }) => name !== "email"))
      expect(parameter.description, parameter.name).toBeTruthy();
    expect(operation("get", "/api/orders").responses?.["400"]).toBeTruthy();
  });

  it("renders as a reference of every operation", () => {
    const reference = apiReference(document);
    const count = Object.values(document.paths ?? {}).reduce(
      (sum, item) =>
        sum + ["get", "post", "put", "patch", "delete"].filter((method) => method in item).length,
      0,
    );
    expect(reference.tags.flatMap((tag) => tag.operations)).toHaveLength(count);
    const login = reference.tags[0]!.operations.find((o) => o.path === "/api/login")!;
    expect(login.requestBodies[0]!.fields.map((field) => field.name)).toEqual([
      "email",
      "password",
    ]);
  });
});

async function answerOf(call: Promise<Response>) {
  return call.catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
}

describe("real answers match the document", () => {
  it("for the catalogue, reviews, accounts, orders and payments", async () => {
    const { loader: tools, action: addTool } = await import("#app/routes/api.tools.ts");
    const { loader: oneTool } = await import("#app/routes/api.tools.$id.ts");
    const { loader: reviews, action: addReview } = await import("#app/routes/api.reviews.ts");
    const { action: login } = await import("#app/routes/api.login.ts");
    const { loader: users } = await import("#app/routes/api.users.ts");
    const { action: userByKey } = await import("#app/routes/api.users.$key.ts");
    const { loader: allUsers } = await import("#app/routes/api.allusers.ts");
    const { loader: myOrders, action: placeOrder } = await import("#app/routes/api.orders.ts");
    const { loader: oneOrder, action: orderAction } = await import("#app/routes/api.orders.$id.ts");
    const { loader: allOrders } = await import("#app/routes/api.allorders.ts");
    const { action: ship } = await import("#app/routes/api.manageorders.$id.ts");
    const { action: intent } = await import("#app/routes/api.create-payment-intent.ts");
    const { action: confirm } = await import("#app/routes/api.sandbox.confirm-payment.ts");
    const { action: images } = await import("#app/routes/api.images.ts");
    const { loader: openapi } = await import("#app/routes/api.openapi[.json].ts");

    const tool = await insertTool({ price: 2500, minimum_qyt: 1, available_qyt: 20 });
    const customer = await userWithToken();
    const admin = await userWithToken("admin");
    const get = (path: string, headers?: HeadersInit) => routeArgs(getRequest(path, headers));
    const send = (path: string, method: string, body: unknown, headers?: HeadersInit) =>
      routeArgs(jsonRequest(path, method, body, headers));

    await matchesContract("get", "/api/tools", tools(get("/api/tools")));
    await matchesContract("get", "/api/tools", tools(get("/api/tools?page=1&q=Hammer")));
    await matchesContract("get", "/api/tools", tools(get("/api/tools?page=0")));
    await matchesContract("get", "/api/tools", tools(get(`/api/tools?sku=${tool.sku}`)));
    await matchesContract("get", "/api/tools", tools(get("/api/tools?sku=NO-SUCH-PART")));
    await matchesContract("get", "/api/tools", tools(get("/api/tools?sku=not%20one")));
    await matchesContract(
      "get",
      "/api/tools/{id}",
      oneTool({ ...get("/"), params: { id: tool.id } }),
    );
    await matchesContract(
      "get",
      "/api/tools/{id}",
      oneTool({ ...get("/"), params: { id: "nope" } }),
    );
    await matchesContract(
      "post",
      "/api/tools",
      addTool(send("/api/tools", "POST", {}, admin.auth)),
    );
    const { action: toolAction } = await import("#app/routes/api.tools.$id.ts");
    const putSku = (sku: string) => ({
      ...send(`/api/tools/${tool.id}`, "PUT", { sku }, admin.auth),
      params: { id: tool.id },
    });
    await matchesContract("put", "/api/tools/{id}", toolAction(putSku("OPENAPI-1")));
    await matchesContract("put", "/api/tools/{id}", toolAction(putSku("not one")));
    await matchesContract(
      "post",
      "/api/tools",
      addTool(send("/api/tools", "POST", {}, customer.auth)),
    );

    await matchesContract(
      "post",
      "/api/reviews",
      addReview(
        send(
          "/api/reviews",
          "POST",
          { company: "Co", rating: "5", description: "Good." },
          customer.auth,
        ),
      ),
    );
    await matchesContract("get", "/api/reviews", reviews());

    const signedIn = await matchesContract(
      "post",
      "/api/login",
      login(send("/api/login", "POST", { email: customer.user.email, password: "secret-pw" })),
    );
    expect(signedIn.status).toBe(200);
    await matchesContract("post", "/api/login", login(send("/api/login", "POST", {})));
    await matchesContract(
      "post",
      "/api/login",
      login(send("/api/login", "POST", { email: customer.user.email, password: "wrong-pw" })),
    );
    await matchesContract(
      "get",
      "/api/users",
      users(get(`/api/users?email=${customer.user.email}`, customer.auth)),
    );
    await matchesContract(
      "get",
      "/api/users",
      users(get(`/api/users?email=${admin.user.email}`, customer.auth)),
    );
    await matchesContract("get", "/api/users", users(get("/api/users")));
    await matchesContract(
      "put",
      "/api/users/{key}",
      userByKey({
        ...send("/", "PUT", { displayName: "Renamed" }, customer.auth),
        params: { key: customer.user.email },
      }),
    );
    await matchesContract("get", "/api/allusers", allUsers(get("/api/allusers", admin.auth)));
    await matchesContract("get", "/api/allusers", allUsers(get("/api/allusers", customer.auth)));

    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const placed = await matchesContract(
      "post",
      "/api/orders",
      placeOrder(
        send(
          "/api/orders",
          "POST",
          { toolId: tool.id, qyt: 2, date: inAWeek, address: "1 Contract Way", phone: "555-0101" },
          customer.auth,
        ),
      ),
    );
    expect(placed.status).toBe(201);
    const orderId = placed.body._id as string;
    expect(placed.body.number).toMatch(/^FL-\d{6,}$/);
    await matchesContract(
      "post",
      "/api/orders",
      placeOrder(send("/api/orders", "POST", { toolId: tool.id }, customer.auth)),
    );
    await matchesContract("get", "/api/orders", myOrders(get("/api/orders", customer.auth)));
    // The order history's search (issue 47): a page of it, one past the end, a bad value.
    const searched = await matchesContract(
      "get",
      "/api/orders",
      myOrders(
        get(`/api/orders?q=${placed.body.number}&state=unpaid&from=2020-01-01`, customer.auth),
      ),
    );
    expect(searched.body).toMatchObject({
      page: 1,
      pageCount: 1,
      total: 1,
      orders: [{ _id: orderId }],
    });
    await matchesContract("get", "/api/orders", myOrders(get("/api/orders?page=9", customer.auth)));
    const badState = await matchesContract(
      "get",
      "/api/orders",
      myOrders(get("/api/orders?state=lost", customer.auth)),
    );
    expect(badState.status).toBe(400);
    await matchesContract(
      "get",
      "/api/orders/{id}",
      oneOrder({ ...get("/", customer.auth), params: { id: orderId } }),
    );
    await matchesContract(
      "patch",
      "/api/orders/{id}",
      orderAction({
        ...send("/", "PATCH", { paymentId: "sb_made_up" }, customer.auth),
        params: { id: orderId },
      }),
    );

    const started = await matchesContract(
      "post",
      "/api/create-payment-intent",
      intent(send("/api/create-payment-intent", "POST", { orderId }, customer.auth)),
    );
    const card = { clientSecret: started.body.clientSecret, expiry: "12/39", cvc: "123" };
    const declined = await matchesContract(
      "post",
      "/api/sandbox/confirm-payment",
      confirm(send("/", "POST", { ...card, cardNumber: "4000 0000 0000 0002" }, customer.auth)),
    );
    expect(declined.status).toBe(402);
    const paid = await matchesContract(
      "post",
      "/api/sandbox/confirm-payment",
      confirm(send("/", "POST", { ...card, cardNumber: "4242424242424242" }, customer.auth)),
    );
    expect(paid.status).toBe(200);
    // A bad carrier is a documented 400; then it ships with its tracking (issue 38).
    const badCarrier = { status: "Shipped", carrier: "dhl", trackingNumber: "1" };
    await matchesContract(
      "put",
      "/api/manageorders/{id}",
      ship({ ...send("/", "PUT", badCarrier, admin.auth), params: { id: orderId } }),
    );
    const tracked = { status: "Shipped", carrier: "ups", trackingNumber: "1Z999AA10123456784" };
    const shipped = await matchesContract(
      "put",
      "/api/manageorders/{id}",
      ship({ ...send("/", "PUT", tracked, admin.auth), params: { id: orderId } }),
    );
    expect(shipped.body.trackingUrl).toBe("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    await matchesContract("get", "/api/allorders", allOrders(get("/api/allorders", admin.auth)));
    await matchesContract(
      "delete",
      "/api/orders/{id}",
      orderAction({
        ...routeArgs(
          new Request("http://shop.test/", { method: "DELETE", headers: customer.auth }),
        ),
        params: { id: orderId },
      }),
    );

    const form = new FormData();
    form.set("image", new File(["not an image"], "x.png", { type: "image/png" }));
    await matchesContract(
      "post",
      "/api/images",
      images(
        routeArgs(
          new Request("http://shop.test/api/images", {
            method: "POST",
            headers: admin.auth,
            body: form,
          }),
        ),
      ),
    );
    await matchesContract("get", "/api/openapi.json", Promise.resolve(openapi()));
  });

  it("for the address book", async () => {
    const { loader: addresses, action: addAddress } = await import("#app/routes/api.addresses.ts");
    const { action: oneAddress } = await import("#app/routes/api.addresses.$id.ts");
    const customer = await userWithToken();
    const address = {
      name: "Dana Whitfield",
      street: "214 Foundry Lane",
      city: "Dayton",
      state: "OH",
      zip: "45402",
      phone: "+1 937 555 0142",
    };
    const post = (body: unknown, headers?: HeadersInit) =>
      addAddress(routeArgs(jsonRequest("/api/addresses", "POST", body, headers)));
    const remove = (id: string, headers?: HeadersInit) =>
      oneAddress({
        ...routeArgs(new Request("http://shop.test/", { method: "DELETE", headers })),
        params: { id },
      });

    const added = await matchesContract("post", "/api/addresses", post(address, customer.auth));
    expect(added.status).toBe(201);
    expect(
      (
        await matchesContract(
          "post",
          "/api/addresses",
          post({ ...address, zip: "1" }, customer.auth),
        )
      ).status,
    ).toBe(400);
    expect((await matchesContract("post", "/api/addresses", post(address))).status).toBe(401);
    const listed = await matchesContract(
      "get",
      "/api/addresses",
      addresses(routeArgs(getRequest("/api/addresses", customer.auth))),
    );
    expect(listed.body).toHaveLength(1);
    const id = added.body._id as string;
    // Issue 47: an entry is marked as the billing address, added so or afterwards.
    expect(added.body.billing).toBe(false);
    const billing = await matchesContract(
      "post",
      "/api/addresses",
      post({ ...address, billing: true }, customer.auth),
    );
    expect(billing.body.billing).toBe(true);
    const patch = (addressId: string, body: unknown, headers?: HeadersInit) =>
      oneAddress({
        ...routeArgs(jsonRequest(`/api/addresses/${addressId}`, "PATCH", body, headers)),
        params: { id: addressId },
      });
    const marked = await matchesContract(
      "patch",
      "/api/addresses/{id}",
      patch(id, { billing: true }, customer.auth),
    );
    expect(marked.body).toMatchObject({ _id: id, billing: true });
    for (const [body, headers, status] of [
      [{ billing: "yes" }, customer.auth, 400],
      [{ billing: true }, undefined, 401],
      [{ billing: true }, (await userWithToken()).auth, 404],
    ] as const)
      expect(
        (await matchesContract("patch", "/api/addresses/{id}", patch(id, body, headers))).status,
      ).toBe(status);
    expect(
      (await matchesContract("delete", "/api/addresses/{id}", remove(id, customer.auth))).status,
    ).toBe(204);
    expect(
      (await matchesContract("delete", "/api/addresses/{id}", remove(id, customer.auth))).status,
    ).toBe(404);
  });

  it("for the checkout: shipping methods, a placed order, a short line, bad fields", async () => {
    const { loader: methods } = await import("#app/routes/api.shipping-methods.ts");
    const { action: checkout } = await import("#app/routes/api.checkout.ts");
    const { addAddress } = await import("#app/models/address.server.ts");
    const { setCartLine } = await import("#app/models/cart.server.ts");
    const { addShippingMethod } = await import("#app/models/shipping-method.server.ts");
    const { deliveryDate } = await import("#tests/fixtures/orders.ts");
    const { deliveryWindow } = await import("#app/schemas/field-hints.ts");
    const { user, auth } = await userWithToken();
    const tool = await insertTool({ price: 1200, minimum_qyt: 1, available_qyt: 5 });
    await setCartLine({ userId: user.id }, tool.id, 2);
    const address = await addAddress(
      { userId: user.id },
      {
        name: "Dana Whitfield",
        company: null,
        street: "214 Foundry Lane",
        city: "Dayton",
        state: "OH",
        zip: "45402",
        phone: "+1 937 555 0142",
      },
    );
    const method = await addShippingMethod({
      name: `Contract ${Date.now()}`,
      price: 900,
      freeAbove: null,
      daysInTransit: 2,
    });
    if (method.status !== "saved") throw new Error("No method");
    const body = {
      addressId: address!.id,
      shippingMethodId: method.method.id,
      date: deliveryDate(),
    };
    const post = (payload: unknown) =>
      checkout(routeArgs(jsonRequest("/api/checkout", "POST", payload, auth)));

    await matchesContract(
      "get",
      "/api/shipping-methods",
      methods(routeArgs(getRequest(`/api/shipping-methods?addressId=${address!.id}`, auth))),
    );
    expect((await matchesContract("post", "/api/checkout", post({}))).status).toBe(400);
    // Today is before the method's two days in transit: refused on the date, as described.
    const early = post({ ...body, date: deliveryWindow().min });
    expect((await matchesContract("post", "/api/checkout", early)).status).toBe(400);
    await setCartLine({ userId: user.id }, tool.id, 5);
    await db.updateTable("tools").set({ available_qyt: 4 }).where("id", "=", tool.id).execute();
    expect((await matchesContract("post", "/api/checkout", post(body))).status).toBe(409);
    await setCartLine({ userId: user.id }, tool.id, 2);
    expect((await matchesContract("post", "/api/checkout", post(body))).status).toBe(201);
  });

  it("for refunds: made, the same key again, bad fields, a customer, more than is left", async () => {
    const { action: refunds } = await import("#app/routes/api.orders.$id.refunds.ts");
    const { paidOrder } = await import("#tests/fixtures/in-process.ts");
    const { order, buyer } = await paidOrder([{ price: 1000, qyt: 2 }]);
    const admin = await userWithToken("admin");
    const post = (body: unknown, headers: HeadersInit) =>
      refunds({
        ...routeArgs(jsonRequest(`/api/orders/${order.id}/refunds`, "POST", body, headers)),
        params: { id: order.id },
      });
    const path = "/api/orders/{id}/refunds";
    const body = { amount: 5, restock: false, reason: "Scratched" };
    const keyed = { ...admin.auth, "Idempotency-Key": "openapi-refund" };
    expect((await matchesContract("post", path, post(body, keyed))).status).toBe(201);
    expect((await matchesContract("post", path, post(body, keyed))).status).toBe(201);
    expect((await matchesContract("post", path, post({}, admin.auth))).status).toBe(400);
    expect((await matchesContract("post", path, post(body, buyer.auth))).status).toBe(403);
    const over = { ...body, amount: 100 };
    expect((await matchesContract("post", path, post(over, admin.auth))).status).toBe(409);
  });
});

describe("real answers of the documents' downloads match the document", () => {
  it("a PDF where it says one, and its refusals as described", async () => {
    const { user, auth } = await userWithToken();
    const tool = await insertTool({ price: 1_500 });
    const placed = { qyt: 2, createdAt: new Date().toISOString() };
    const unpaid = await insertOrder(tool, { ...placed, state: "unpaid" }, { userId: user.id });
    const paid = await insertOrder(
      tool,
      { ...placed, state: "paid" },
      { userId: user.id, paidAt: placed.createdAt, invoiceNumber: "INV-2026-900001" },
    );
    const invoice = (id: string, headers: HeadersInit = auth) =>
      invoiceApi(
        routeArgs(getRequest(`/api/orders/${id}/invoice`, headers), { id }),
      ) as Promise<Response>;
    const path = "/api/orders/{id}/invoice";
    const pdf = await invoice(paid.id);
    expect(Object.keys(operation("get", path).responses?.[String(pdf.status)]?.content)).toEqual([
      pdf.headers.get("Content-Type"),
    ]);
    await matchesContract("get", path, invoice(unpaid.id));
    await matchesContract("get", path, invoice("0".repeat(24)));
    await matchesContract("get", path, invoice(paid.id, {}));
    const creditNote = (id: string) =>
      creditNoteApi(
        routeArgs(getRequest(`/api/refunds/${id}/credit-note`, auth), { id }),
      ) as Promise<Response>;
    await matchesContract("get", "/api/refunds/{id}/credit-note", creditNote("0".repeat(24)));
  });
});

// Issue 39: a tool's answer names the variants of its family.
describe("a tool's variants match the document", () => {
  it("GET /api/tools/{id} of a tool in a family", async () => {
    const { loader: oneTool } = await import("#app/routes/api.tools.$id.ts");
    const { setToolFamily } = await import("#app/models/tool-family.server.ts");
    const kit = await insertTool({ name: "Contract Kit" });
    const bare = await insertTool({ name: "Contract Bare" });
    await setToolFamily(bare.id, { to: "join", sku: kit.sku ?? "" });
    const { body } = await matchesContract(
      "get",
      "/api/tools/{id}",
      oneTool(routeArgs(getRequest("/"), { id: kit.id })) as Promise<Response>,
    );
    expect(body.variants).toHaveLength(2);
  });
});

describe("the bulk import's answers match the document (issue 39)", () => {
  it("for a file imported on a dry run and a file refused", async () => {
    const { action: importTools } = await import("#app/routes/api.tools.import.ts");
    const admin = await userWithToken("admin");
    const post = (csv: string) =>
      importTools(
        routeArgs(
          new Request("http://shop.test/api/tools/import?dryRun=1", {
            method: "POST",
            headers: { "Content-Type": "text/csv", ...admin.auth },
            body: csv,
          }),
        ),
      );
    const header = "sku,name,description,price,minimum_qyt,available_qyt,img\n";
    const fine = await matchesContract(
      "post",
      "/api/tools/import",
      post(`${header}FL-DOC-1,Doc clamp,A clamp.,9.50,1,5,/images/tools/bench-vise.svg\n`),
    );
    expect(fine.status).toBe(200);
    const refused = await matchesContract(
      "post",
      "/api/tools/import",
      post(`${header}FL-DOC-1,Doc clamp,A clamp.,free,1,5,/images/tools/bench-vise.svg\n`),
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      problems: [{ row: 2, column: "price", value: "free", problem: DOLLARS }],
      problemCount: 1,
    });
  });
});

describe("price groups' answers match the document (issue 40)", () => {
  it("for GET /api/price-groups, PUT /api/users {priceGroup} and a member's catalogue", async () => {
    const { loader: priceGroupsApi } = await import("#app/routes/api.price-groups.ts");
    const { action: userByKey } = await import("#app/routes/api.users.$key.ts");
    const { loader: tools } = await import("#app/routes/api.tools.ts");
    const { loader: search } = await import("#app/routes/api.search.ts");
    const { savePriceGroup } = await import("#app/models/price-group.server.ts");
    await insertTool({ name: "Contract Clamp", price: 2500 });
    const saved = await savePriceGroup({
      name: `Contract ${Date.now()}`,
      discountBp: 1250,
      categories: [],
    });
    if (saved.status !== "saved") throw new Error(saved.status);
    const admin = await userWithToken("admin");
    const member = await userWithToken();
    const put = (body: unknown) =>
      userByKey(
        routeArgs(jsonRequest(`/api/users/${member.user.email}`, "PUT", body, admin.auth), {
          key: member.user.email,
        }),
      );
    const listed = await matchesContract(
      "get",
      "/api/price-groups",
      priceGroupsApi(routeArgs(getRequest("/api/price-groups", admin.auth))),
    );
    expect(listed.status).toBe(200);
    const placed = await matchesContract("put", "/api/users/{key}", put({ priceGroup: saved.id }));
    expect(placed.body.user.priceGroup).toMatch(/^Contract /);
    const unknown = await matchesContract("put", "/api/users/{key}", put({ priceGroup: "Nope" }));
    expect(unknown.status).toBe(400);
    for (const path of ["/api/tools", "/api/tools?page=1&q=clamp"]) {
      const answered = await matchesContract(
        "get",
        "/api/tools",
        tools(routeArgs(getRequest(path, member.auth))),
      );
      expect(JSON.stringify(answered.body)).toContain('"listPrice":25');
    }
    await matchesContract(
      "get",
      "/api/search",
      search(routeArgs(getRequest("/api/search?q=clamp", member.auth))),
    );
  });
});

describe("quotes' answers match the document (issue 40, rounds and review of issue 47)", () => {
  it("asked, priced in rounds with freight, reviewed, accepted, and downloaded as a PDF", async () => {
    const { action: quotesApi } = await import("#app/routes/api.quotes.ts");
    const { loader: oneQuote, action: sendApi } = await import("#app/routes/api.quotes.$id.ts");
    const { action: reviewApi } = await import("#app/routes/api.quotes.$id.review.ts");
    const { action: acceptApi } = await import("#app/routes/api.quotes.$id.accept.ts");
    const { loader: pdfApi } = await import("#app/routes/api.quotes.$id.pdf.ts");
    const { buyerWithCart, insertDemoShippingAndTax } =
      await import("#tests/fixtures/in-process.ts");
    const { pdfText } = await import("#tests/support/pdf-text.ts");
    const { deliveryDate } = await import("#tests/fixtures/orders.ts");
    const { standardId } = await insertDemoShippingAndTax();
    const drill = await insertTool({ name: "Contract Drill", price: 14_900, available_qyt: 50 });
    const bits = await insertTool({ name: "Contract Bits", price: 1_250, available_qyt: 50 });
    const buyer = await buyerWithCart([
      [drill, 5],
      [bits, 10],
    ]);
    const admin = await userWithToken("admin");
    const stranger = await userWithToken();
    const send = (path: string, method: string, body: unknown, headers: HeadersInit, id = "") =>
      routeArgs(jsonRequest(path, method, body, headers), { id });

    const asked = await matchesContract(
      "post",
      "/api/quotes",
      quotesApi(send("/api/quotes", "POST", { note: "Price our cart" }, buyer.auth)),
    );
    expect(asked.status).toBe(201);
    const id = asked.body._id as string;
    const pdf = (headers: HeadersInit) =>
      pdfApi(routeArgs(getRequest(`/api/quotes/${id}/pdf`, headers), { id })) as Promise<Response>;
    expect((await matchesContract("get", "/api/quotes/{id}/pdf", pdf(buyer.auth))).status).toBe(
      409,
    );

    const prices = {
      lines: [{ toolId: drill.id, price: 110, qyt: 15 }],
      remove: [bits.id],
      freight: 40,
      round: 0,
      reply: "Fifteen, by pallet",
    };
    const put = (body: unknown, headers = admin.auth) =>
      sendApi(send(`/api/quotes/${id}`, "PUT", body, headers, id));
    const keepNothing = { ...prices, lines: [], remove: [drill.id, bits.id] };
    expect((await matchesContract("put", "/api/quotes/{id}", put(keepNothing))).status).toBe(400);
    const sent = await matchesContract("put", "/api/quotes/{id}", put(prices));
    expect(sent.body).toMatchObject({
      round: 1,
      freight: 40,
      total: 1650,
      messages: [{ kind: "send", round: 1, goods: 1650, freight: 40 }],
    });
    expect((await matchesContract("put", "/api/quotes/{id}", put(prices))).status).toBe(409);
    await matchesContract(
      "get",
      "/api/quotes/{id}",
      oneQuote(routeArgs(getRequest(`/api/quotes/${id}`, buyer.auth), { id })),
    );

    const choices = {
      addressId: buyer.addressId,
      shippingMethodId: standardId,
      date: deliveryDate(),
    };
    const review = (body: unknown, headers: HeadersInit) =>
      reviewApi(send(`/api/quotes/${id}/review`, "POST", body, headers, id));
    const reviewed = await matchesContract(
      "post",
      "/api/quotes/{id}/review",
      review(choices, buyer.auth),
    );
    // Ohio taxes shipping: 5.75% of $1,690.00.
    expect(reviewed.body).toMatchObject({ round: 1, subtotal: 1650, shipping: 40, tax: 97.18 });
    expect(
      (await matchesContract("post", "/api/quotes/{id}/review", review(choices, stranger.auth)))
        .status,
    ).toBe(404);
    expect(
      (await matchesContract("post", "/api/quotes/{id}/review", review({}, buyer.auth))).status,
    ).toBe(400);

    const accept = (body: unknown) =>
      acceptApi(send(`/api/quotes/${id}/accept`, "POST", body, buyer.auth, id));
    const stale = { ...choices, round: 0, expectedTotal: reviewed.body.amount };
    expect((await matchesContract("post", "/api/quotes/{id}/accept", accept(stale))).status).toBe(
      409,
    );
    const placed = await matchesContract(
      "post",
      "/api/quotes/{id}/accept",
      accept({ ...stale, round: 1 }),
    );
    expect(placed.body).toMatchObject({ amount: reviewed.body.amount, shipping: 40 });

    const file = await pdf(admin.auth);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toContain(`${asked.body.number}.pdf`);
    const text = await pdfText(new Uint8Array(await file.arrayBuffer()));
    expect(text).toContain(asked.body.number);
    expect(text).toContain("Freight");
    expect(text).toContain("$1,690.00");
    expect((await matchesContract("get", "/api/quotes/{id}/pdf", pdf(stranger.auth))).status).toBe(
      404,
    );
  });
});

describe("the whole shop's answers match the document (issue 50)", () => {
  it("for categories and their attributes, price groups, shipping methods, tax rates and pictures", async () => {
    const categories = await import("#app/routes/api.categories.ts");
    const category = await import("#app/routes/api.categories.$slug.ts");
    const attributes = await import("#app/routes/api.categories.$slug.attributes.ts");
    const groups = await import("#app/routes/api.price-groups.ts");
    const group = await import("#app/routes/api.price-groups.$id.ts");
    const methods = await import("#app/routes/api.shipping-methods.ts");
    const method = await import("#app/routes/api.shipping-methods.$id.ts");
    const rates = await import("#app/routes/api.tax-rates.ts");
    const rate = await import("#app/routes/api.tax-rates.$state.ts");
    const tool = await import("#app/routes/api.tools.$id.ts");
    const tools = await import("#app/routes/api.tools.ts");
    const search = await import("#app/routes/api.search.ts");
    const admin = await userWithToken("admin");
    const customer = await userWithToken();
    const suffix = String(Date.now()).slice(-6);
    const send = (path: string, how: string, body: unknown, extra: HeadersInit = {}) =>
      jsonRequest(path, how, body, { ...admin.auth, ...extra });

    // Categories: made (the same Idempotency-Key again answers the same), listed, renamed.
    const slug = `contract-${suffix}`;
    const make = (key: string, name = `Contract ${suffix}`) =>
      categories.action(
        routeArgs(send("/api/categories", "POST", { name, slug }, { "Idempotency-Key": key })),
      );
    const made = await matchesContract("post", "/api/categories", make(`k-${suffix}`));
    expect(made.status).toBe(201);
    const again = await matchesContract("post", "/api/categories", make(`k-${suffix}`));
    expect(again.body).toEqual(made.body);
    const reused = await matchesContract("post", "/api/categories", make(`k-${suffix}`, "Other"));
    expect(reused.status).toBe(422);
    expect((await matchesContract("post", "/api/categories", make(`k2-${suffix}`))).status).toBe(
      409,
    );
    const sub = await matchesContract(
      "post",
      "/api/categories",
      categories.action(
        routeArgs(send("/api/categories", "POST", { name: `Sub ${suffix}`, parent: slug })),
      ),
    );
    expect(sub.body.parent).toBe(slug);
    const tree = await matchesContract("get", "/api/categories", categories.loader());
    expect(
      tree.body
        .find((top: { slug: string }) => top.slug === slug)
        .children.map((child: { slug: string }) => child.slug),
    ).toEqual([`sub-${suffix}`]);
    const refused = await matchesContract(
      "post",
      "/api/categories",
      categories.action(
        routeArgs(jsonRequest("/api/categories", "POST", { name: "No" }, customer.auth)),
      ),
    );
    expect(refused.status).toBe(403);

    // Its attributes: a new one named, an existing one named, the list set, one dropped.
    const attributesOf = (how: string, body?: unknown, query = "") =>
      attributes.action(
        routeArgs(send(`/api/categories/${slug}/attributes${query}`, how, body ?? {}), { slug }),
      );
    const key = `grip-${suffix}`;
    const added = await matchesContract(
      "post",
      "/api/categories/{slug}/attributes",
      attributesOf("POST", { key, name: "Grip", type: "choice", options: ["Soft", "Hard"] }),
    );
    expect(added.status).toBe(201);
    expect(added.body).toEqual([
      { key, name: "Grip", type: "choice", unit: null, options: ["Soft", "Hard"], from: slug },
    ]);
    const listed = await matchesContract(
      "get",
      "/api/categories/{slug}/attributes",
      attributes.loader(routeArgs(getRequest(`/api/categories/${slug}/attributes`), { slug })),
    );
    expect(listed.body).toEqual(added.body);
    const set = await matchesContract(
      "put",
      "/api/categories/{slug}/attributes",
      attributesOf("PUT", { attributes: [key] }),
    );
    expect(set.status).toBe(200);
    const dropped = await matchesContract(
      "delete",
      "/api/categories/{slug}/attributes",
      attributesOf("DELETE", undefined, `?key=${key}`),
    );
    expect(dropped.status).toBe(204);
    const relinked = await matchesContract(
      "post",
      "/api/categories/{slug}/attributes",
      attributesOf("POST", { key }),
    );
    expect(relinked.body.map((one: { key: string }) => one.key)).toEqual([key]);

    const renamed = await matchesContract(
      "put",
      "/api/categories/{slug}",
      category.action(
        routeArgs(send(`/api/categories/sub-${suffix}`, "PUT", { name: `Renamed ${suffix}` }), {
          slug: `sub-${suffix}`,
        }),
      ),
    );
    expect(renamed.body.slug).toBe(`renamed-${suffix}`);
    const withChildren = await matchesContract(
      "delete",
      "/api/categories/{slug}",
      category.action(routeArgs(send(`/api/categories/${slug}`, "DELETE", {}), { slug })),
    );
    expect(withChildren.status).toBe(409);
    const gone = await matchesContract(
      "delete",
      "/api/categories/{slug}",
      category.action(
        routeArgs(send(`/api/categories/renamed-${suffix}`, "DELETE", {}), {
          slug: `renamed-${suffix}`,
        }),
      ),
    );
    expect(gone.status).toBe(204);

    // Price groups.
    const newGroup = await matchesContract(
      "post",
      "/api/price-groups",
      groups.action(
        routeArgs(
          send("/api/price-groups", "POST", {
            name: `Group ${suffix}`,
            discount: 10,
            categories: [{ category: slug, discount: 20 }],
          }),
        ),
      ),
    );
    expect(newGroup.status).toBe(201);
    expect(newGroup.body.categories).toEqual([{ category: slug, discount: 20 }]);
    const id = newGroup.body._id as string;
    const groupAt = (how: string, body?: unknown) =>
      group.action(routeArgs(send(`/api/price-groups/${id}`, how, body ?? {}), { id }));
    const read = await matchesContract(
      "get",
      "/api/price-groups/{id}",
      group.loader(routeArgs(getRequest(`/api/price-groups/${id}`, admin.auth), { id })),
    );
    expect(read.body).toEqual(newGroup.body);
    const changed = await matchesContract(
      "put",
      "/api/price-groups/{id}",
      groupAt("PUT", { name: `Group ${suffix}`, discount: 12.5 }),
    );
    expect(changed.body).toMatchObject({ discount: 12.5, categories: [] });
    expect(
      (await matchesContract("delete", "/api/price-groups/{id}", groupAt("DELETE"))).status,
    ).toBe(204);
    expect(
      (
        await matchesContract(
          "get",
          "/api/price-groups/{id}",
          group.loader(routeArgs(getRequest(`/api/price-groups/${id}`, admin.auth), { id })),
        )
      ).status,
    ).toBe(404);

    // Shipping methods.
    const shipping = await matchesContract(
      "post",
      "/api/shipping-methods",
      methods.action(
        routeArgs(
          send("/api/shipping-methods", "POST", {
            name: `Pallet ${suffix}`,
            price: 95,
            freeAbove: 5000,
            daysInTransit: 4,
          }),
        ),
      ),
    );
    expect(shipping.body).toMatchObject({ price: 95, freeAbove: 5000, daysInTransit: 4 });
    const methodId = shipping.body._id as string;
    const methodAt = (how: string, body?: unknown) =>
      method.action(
        routeArgs(send(`/api/shipping-methods/${methodId}`, how, body ?? {}), { id: methodId }),
      );
    const cheaper = await matchesContract(
      "put",
      "/api/shipping-methods/{id}",
      methodAt("PUT", { name: `Pallet ${suffix}`, price: 80, daysInTransit: 3 }),
    );
    expect(cheaper.body).toMatchObject({ price: 80, freeAbove: null, daysInTransit: 3 });
    expect(
      (await matchesContract("delete", "/api/shipping-methods/{id}", methodAt("DELETE"))).status,
    ).toBe(204);
    expect(
      (await matchesContract("delete", "/api/shipping-methods/{id}", methodAt("DELETE"))).status,
    ).toBe(404);

    // Tax rates.
    const state = "ND";
    await db.deleteFrom("tax_rates").where("state", "=", state).execute();
    const taxed = await matchesContract(
      "post",
      "/api/tax-rates",
      rates.action(
        routeArgs(send("/api/tax-rates", "POST", { state: "nd", rate: 5.75, taxShipping: true })),
      ),
    );
    expect(taxed.body).toEqual({ state, rate: 5.75, taxShipping: true });
    const twice = await matchesContract(
      "post",
      "/api/tax-rates",
      rates.action(routeArgs(send("/api/tax-rates", "POST", { state, rate: 5 }))),
    );
    expect(twice.status).toBe(409);
    const rateAt = (how: string, body?: unknown) =>
      rate.action(routeArgs(send(`/api/tax-rates/nd`, how, body ?? {}), { state: "nd" }));
    expect(
      (await matchesContract("put", "/api/tax-rates/{state}", rateAt("PUT", { rate: 6 }))).body,
    ).toEqual({ state, rate: 6, taxShipping: false });
    const all = await matchesContract("get", "/api/tax-rates", rates.loader());
    expect(all.body).toContainEqual({ state, rate: 6, taxShipping: false });
    expect(
      (await matchesContract("delete", "/api/tax-rates/{state}", rateAt("DELETE"))).status,
    ).toBe(204);

    // A tool's pictures and its category on every list.
    const drill = await insertTool({ name: `Contract Picture Drill ${suffix}`, price: 1000 });
    const toolAt = (body: unknown) =>
      tool.action(routeArgs(send(`/api/tools/${drill.id}`, "PUT", body), { id: drill.id }));
    // A picture some tool's gallery shows is one of this shop's.
    await db
      .insertInto("tool_images")
      .values({ id: `g${suffix}`, toolId: drill.id, url: drill.img, alt: drill.name, position: 0 })
      .execute();
    const pictures = [
      { url: drill.img, alt: "The drill" },
      { url: drill.img, alt: "The drill, again" },
    ];
    const withPictures = await matchesContract(
      "put",
      "/api/tools/{id}",
      toolAt({ pictures, category: slug, attributes: { [key]: "Soft" } }),
    );
    expect(withPictures.status, JSON.stringify(withPictures.body)).toBe(200);
    expect(withPictures.body.pictures).toEqual(pictures);
    expect(withPictures.body.img).toBe(drill.img);
    const foreign = await matchesContract(
      "put",
      "/api/tools/{id}",
      toolAt({ pictures: [{ url: "https://elsewhere.example/x.png", alt: "No" }] }),
    );
    expect(foreign.body.fieldErrors).toHaveProperty(["pictures.0.url"]);
    const detail = await matchesContract(
      "get",
      "/api/tools/{id}",
      tool.loader(routeArgs(getRequest(`/api/tools/${drill.id}`), { id: drill.id })),
    );
    expect(detail.body.pictures).toEqual(pictures);
    const listedTools = await matchesContract(
      "get",
      "/api/tools",
      tools.loader(
        routeArgs(getRequest(`/api/tools?q=${encodeURIComponent(`Picture Drill ${suffix}`)}`)),
      ),
    );
    expect(listedTools.body.tools[0].category).toBe(slug);
    const found = await matchesContract(
      "get",
      "/api/search",
      search.loader(
        routeArgs(getRequest(`/api/search?q=${encodeURIComponent(`Picture Drill ${suffix}`)}`)),
      ),
    );
    expect(found.body.tools[0].category).toBe(slug);
  });
});
