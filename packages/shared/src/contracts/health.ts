import { z } from 'zod';

// GET /api/health: liveness for load balancers and scripts (answers only when the database does).

export const healthSchema = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('ok'), database: z.string() }),
});
export type Health = z.infer<typeof healthSchema>;
