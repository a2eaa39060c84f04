import { z } from 'zod';

// Response envelope (spec §7: "Responses use success, data and error").
export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(), // stable machine code, e.g. 'validation_error', 'not_found'
  message: z.string(), // human-readable, shown to the user
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export function apiSuccess<T extends z.ZodTypeAny>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}
export type ApiSuccess<T> = { success: true; data: T; message?: string };

export const okMessageSchema = z.object({ success: z.literal(true), message: z.string() });

/** Body of calls that take none: nothing, null or {} (anything else is a client mistake worth a 400). */
export const noBodySchema = z.strictObject({}).nullish();
