import { z } from 'zod';
import { endpoint } from './endpoint';

// GET /api/health: liveness for load balancers and scripts (answers only when the database does).

export const healthSchema = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('ok'), database: z.string() }),
});
export type Health = z.infer<typeof healthSchema>;

export const healthApi = {
  get: endpoint({ method: 'GET', path: '/api/health', response: healthSchema }),
};
