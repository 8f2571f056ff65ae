import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { editToolSchema, newToolSchema } from "#app/schemas/tool.ts";

function form(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const good = {
  name: "Bench Grinder",
  price: "129",
  description: "Twin-wheel bench grinder.",
  minimum_qyt: "2",
  available_qyt: "20",
};
const noFile = new File([], "", { type: "application/octet-stream" });
const aFile = new File([new Uint8Array([0x89, 0x50])], "grinder.png", { type: "image/png" });
const KEPT = "/uploads/0123456789abcdef01234567.webp";

const errorsOf = (schema: typeof newToolSchema, fields: Record<string, string | File>) => {
  const submission = parseWithZod(form(fields), { schema });
  return submission.status === "success" ? null : submission.error;
};

describe("newToolSchema", () => {
  it("wants a picture, reported together with every other missing field", () => {
    expect(errorsOf(newToolSchema, { img: noFile })).toMatchObject({
      name: ["This field is required"],
      price: ["This field is required"],
      description: ["This field is required"],
      minimum_qyt: ["This field is required"],
      available_qyt: ["This field is required"],
      img: ["This field is required"],
    });
  });

  it("takes a chosen file, or the picture kept from a refused post", () => {
    expect(errorsOf(newToolSchema, { ...good, img: aFile })).toBeNull();
    expect(errorsOf(newToolSchema, { ...good, img: noFile, keptImg: KEPT })).toBeNull();
    expect(errorsOf(newToolSchema, { ...good, img: noFile, keptImg: "/etc/passwd" })).toMatchObject(
      { img: ["Choose the picture again"] },
    );
  });

  it("refuses a name over 120 characters with a message", () => {
    expect(errorsOf(newToolSchema, { ...good, name: "x".repeat(121), img: aFile })).toEqual({
      name: ["Use at most 120 characters"],
    });
  });
});

describe("editToolSchema", () => {
  it("needs no new picture", () => {
    const submission = parseWithZod(
      form({ ...good, sku: "FL-TEST-1", stockSeen: "20", img: noFile }),
      {
        schema: editToolSchema,
      },
    );
    expect(submission.status).toBe("success");
  });
});
