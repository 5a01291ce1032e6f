import { xpathRuleUsageSchema } from '@afd/contracts';
import { apiJson, encodePath } from '@/lib/api-client';

/** `GET /api/xpath/UsageOf/{name}`: the baselines ('Community-Berichtsoort-Domein') that select the rule. */
export function getXPathRuleUsage(name: string) {
  return apiJson(`/api/xpath/UsageOf/${encodePath(name)}`, xpathRuleUsageSchema);
}
