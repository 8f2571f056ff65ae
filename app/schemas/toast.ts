import { z } from "zod";

/** A message for the next page, carried in a flash cookie (app/services/toast.server.ts). */
export const toastSchema = z.object({
  type: z.enum(["success", "error", "info"]),
  message: z.string(),
});
export type Toast = z.infer<typeof toastSchema>;

/** A toast as a page shows it: `id` tells one showing from the next, even of the same message. */
export type ShownToast = Toast & { id: string };
