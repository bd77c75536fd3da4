import "./human-errors.ts";
import { z } from "zod/mini";

/** Every refusal and plain acknowledgement: one sentence for the member. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The body of a 204 answer or a redirect: nothing. */
export const noContentSchema = z.null();

export const healthSchema = z.object({ status: z.enum(["ok", "unavailable"]) });
