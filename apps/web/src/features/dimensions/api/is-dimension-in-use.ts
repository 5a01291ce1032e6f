import type { Dimension } from '@afd/contracts';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';

/** `POST /api/BaselineKeys`: whether a baseline key uses the dimension (then it cannot be removed). */
export function isDimensionInUse(dimension: Dimension) {
  return apiJson('/api/BaselineKeys', z.boolean(), { method: 'POST', body: dimension });
}
