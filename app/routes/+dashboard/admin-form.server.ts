import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import type { z, ZodTypeAny } from "zod";
import { parseForm } from "#app/utils/form.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";

/** A save that went through: the page to return to and the success message it shows. */
export interface Saved {
  to: string;
  message: string;
}

/** One field the database refused though the schema allowed it (a name taken, say), and why. */
export interface FieldRefusal {
  field: string;
  message: string;
  status: number;
}

/** `field` refused with `message`: 409 (it clashes with another record) unless told otherwise. */
export const refuse = (field: string, message: string, status = 409): FieldRefusal => ({
  field,
  message,
  status,
});

/**
 * The post of an admin add or edit form (price groups, shipping, tax, categories, attributes):
 * fields that `schema` refuses bring the form back with their errors (400); otherwise `save`
 * writes and either names the page to return to (a redirect with a success toast) or refuses one
 * field (the form again, with the message on that field).
 */
export async function saveForm<Schema extends ZodTypeAny>(
  request: Request,
  schema: Schema,
  save: (value: z.output<Schema>) => Promise<Saved | FieldRefusal>,
) {
  const submission = await parseForm(request, schema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const saved = await save(submission.value);
  if ("field" in saved) {
    const fieldErrors = { [saved.field]: [saved.message] };
    return data({ result: submission.reply({ fieldErrors }) }, { status: saved.status });
  }
  return redirectWithToast(saved.to, { type: "success", message: saved.message });
}

/** An admin page's loader: only an admin gets past it, then `load` gives the page's data. */
export const adminLoader =
  <Data>(load: (args: LoaderFunctionArgs) => Promise<Data>) =>
  async (args: LoaderFunctionArgs) => {
    await requireUser(args.request, "admin");
    return load(args);
  };

/** The action of an admin list's add form: only an admin posts it, then `saveForm`. */
export const adminSave =
  <Schema extends ZodTypeAny>(
    schema: Schema,
    save: (value: z.output<Schema>) => Promise<Saved | FieldRefusal>,
  ) =>
  async ({ request }: ActionFunctionArgs) => {
    await requireUser(request, "admin");
    return saveForm(request, schema, save);
  };

/**
 * The action of an admin list's edit page: only an admin posts it, for the record `find` finds in
 * the address (404 when it is gone), then `saveForm` with `schema` (or the schema of that record,
 * such as an attribute's of its type), whose `save` writes to that record.
 */
export const adminEdit =
  <Thing, Schema extends ZodTypeAny>(
    find: (params: ActionFunctionArgs["params"]) => Promise<Thing>,
    schema: Schema | ((thing: Thing) => Schema | Promise<Schema>),
    save: (thing: Thing, value: z.output<Schema>) => Promise<Saved | FieldRefusal>,
  ) =>
  async ({ request, params }: ActionFunctionArgs) => {
    await requireUser(request, "admin");
    const thing = await find(params);
    const thingSchema = typeof schema === "function" ? await schema(thing) : schema;
    return saveForm(request, thingSchema, (value) => save(thing, value));
  };
