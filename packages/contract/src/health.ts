import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
