import { describe, expect, it } from "vitest";
import { parseCatalogueQuery } from "~/schemas/catalogue-query";
import { enquirySchema } from "~/schemas/enquiry";

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

describe("parseCatalogueQuery", () => {
  const parse = (search: string) => parseCatalogueQuery(new URL(`http://shop.test/tools${search}`));

  it("defaults to no search and no page", () => {
    expect(parse("").data).toEqual({ q: "", page: undefined });
  });

  it("reads a page number and a trimmed search", () => {
    expect(parse("?page=3&q=%20drill%20").data).toEqual({ q: "drill", page: 3 });
  });

  it.each(["?page=0", "?page=-2", "?page=abc", "?page=1.5"])("rejects %s", (search) => {
    expect(parse(search).success).toBe(false);
  });
});

describe("signupSchema", async () => {
  const { signupSchema } = await import("~/schemas/auth");
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
