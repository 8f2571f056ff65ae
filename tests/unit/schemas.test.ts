import { describe, expect, it } from "vitest";
import { catalogueQueryInput, catalogueQuerySchema } from "#app/schemas/catalogue-query.ts";
import { enquirySchema } from "#app/schemas/enquiry.ts";

describe("enquirySchema", () => {
  const valid = {
    name: " Ana Ruiz ",
    email: "Ana@Example.COM",
    company: "Ruiz Supply",
    message: "We sell to contractors across Texas.",
  };

  it("trims text and lower-cases the email", () => {
    const result = enquirySchema.parse(valid);
    expect(result.name).toBe("Ana Ruiz");
    expect(result.email).toBe("ana@example.com");
  });

  it("says 'This field is required' for missing and blank fields", () => {
    const result = enquirySchema.safeParse({ name: "   ", company: "" });
    expect(result.success).toBe(false);
    const errors = result.error?.flatten().fieldErrors;
    expect(errors?.name).toEqual(["This field is required"]);
    expect(errors?.email).toEqual(["This field is required"]);
    expect(errors?.message).toEqual(["This field is required"]);
  });

  it("rejects a malformed email and a too-short message", () => {
    const result = enquirySchema.safeParse({ ...valid, email: "not-an-email", message: "hi" });
    const errors = result.error?.flatten().fieldErrors;
    expect(errors?.email).toEqual(["Enter a valid email address"]);
    expect(errors?.message?.[0]).toMatch(/at least 10 characters/);
  });
});

describe("the catalogue's query string", () => {
  const parse = (search: string) =>
    catalogueQuerySchema.safeParse(catalogueQueryInput(new URL(`http://shop.test/tools${search}`)));

  it("defaults to no search and no page", () => {
    expect(parse("").data).toEqual({ q: "", inStock: false, specs: [] });
  });

  it("reads a page number and a trimmed search", () => {
    expect(parse("?page=3&q=%20drill%20").data).toEqual({
      q: "drill",
      page: 3,
      inStock: false,
      specs: [],
    });
  });

  it("reads the filters: category, prices, in stock, and each other parameter as a spec", () => {
    expect(
      parse(
        "?category=drills-drivers&minPrice=10&maxPrice=199.99&inStock=1&voltage=18+V&voltage=36+V",
      ).data,
    ).toEqual({
      q: "",
      category: "drills-drivers",
      minPrice: 10,
      maxPrice: 199.99,
      inStock: true,
      specs: [
        ["voltage", "18 V"],
        ["voltage", "36 V"],
      ],
    });
  });

  it.each(["?page=0", "?page=-2", "?page=abc", "?page=1.5", "?minPrice=1.234", "?inStock=2"])(
    "rejects %s",
    (search) => {
      expect(parse(search).success).toBe(false);
    },
  );
});

describe("signupSchema", async () => {
  const { signupSchema } = await import("#app/schemas/auth.ts");
  const valid = {
    name: "Robin",
    email: "robin@example.com",
    password: "secret1",
    confirmPassword: "secret1",
  };

  it("accepts 6 and 12 characters, and refuses 5 and 13", () => {
    expect(
      signupSchema.safeParse({ ...valid, password: "123456", confirmPassword: "123456" }).success,
    ).toBe(true);
    expect(
      signupSchema.safeParse({
        ...valid,
        password: "123456789012",
        confirmPassword: "123456789012",
      }).success,
    ).toBe(true);
    for (const password of ["12345", "1234567890123"]) {
      const errors = signupSchema
        .safeParse({ ...valid, password, confirmPassword: password })
        .error?.flatten().fieldErrors;
      expect(errors?.password).toEqual(["Password Should Be Min 6 and Max 12 Characters"]);
    }
  });

  it("says when the passwords differ", () => {
    const errors = signupSchema
      .safeParse({ ...valid, confirmPassword: "secret2" })
      .error?.flatten().fieldErrors;
    expect(errors?.confirmPassword).toEqual(["Passwords do not match"]);
  });
});

describe("reviewSchema", async () => {
  const { reviewApiSchema, reviewSchema } = await import("#app/schemas/review.ts");

  it("needs a company, a whole rating from 1 to 5 and the comments", () => {
    expect(reviewSchema.parse({ company: " Co ", rating: 5, description: "Good" })).toEqual({
      company: "Co",
      rating: 5,
      description: "Good",
    });
    for (const rating of [0, 6, 2.5]) {
      expect(reviewSchema.safeParse({ company: "Co", rating, description: "x" }).success).toBe(
        false,
      );
    }
  });

  it("reads the spec's client's rating text in the API, and nothing else as a number", () => {
    expect(reviewApiSchema.parse({ company: "Co", rating: "4", description: "x" }).rating).toBe(4);
    expect(
      reviewApiSchema.safeParse({ company: "Co", rating: "4 stars", description: "x" }).success,
    ).toBe(false);
  });
});

describe("tool schemas", async () => {
  const { editToolSchema, restockSchema, toolApiSchema } = await import("#app/schemas/tool.ts");
  const tool = {
    name: "Saw",
    price: 120,
    description: "Cuts",
    minimum_qyt: 5,
    available_qyt: 200,
    img: "/uploads/0123456789abcdef01234567.webp",
  };

  it("takes a price in dollars and cents, whole quantities, and a minimum within the stock", () => {
    expect(toolApiSchema.safeParse(tool).success).toBe(true);
    expect(toolApiSchema.safeParse({ ...tool, price: 18.5 }).success).toBe(true);
    expect(toolApiSchema.safeParse({ ...tool, price: 0.01 }).success).toBe(true);
    const errors = (value: object) =>
      toolApiSchema.safeParse({ ...tool, ...value }).error?.flatten().fieldErrors;
    expect(errors({ price: 0 })?.price).toEqual(["Enter at least $0.01"]);
    expect(errors({ price: 12.345 })?.price).toEqual([
      "Enter a price in dollars, like 18 or 18.50",
    ]);
    expect(errors({ available_qyt: 1.5 })?.available_qyt).toEqual(["Enter a whole number"]);
    expect(errors({ minimum_qyt: 201 })?.minimum_qyt).toEqual([
      "The minimum order cannot be more than the quantity in stock",
    ]);
    expect(errors({ img: "/images/tools/saw.svg" })?.img).toHaveLength(1);
  });

  it("lets an edit keep a stock that orders ran below the minimum, but not set one", () => {
    const edit = { ...tool, sku: "FL-TEST-1", img: undefined, minimum_qyt: 5, available_qyt: 2 };
    expect(editToolSchema.safeParse({ ...edit, stockSeen: 2 }).success).toBe(true);
    expect(editToolSchema.safeParse({ ...edit, stockSeen: 9 }).success).toBe(false);
  });

  it("restocks by a whole number of at least one", () => {
    expect(restockSchema.safeParse({ quantity: 1 }).success).toBe(true);
    expect(restockSchema.safeParse({ quantity: 0 }).success).toBe(false);
  });
});
