// 001 §5: a new verbandscontrole is named BR1, BR2, ...: the first number no other rule uses.

export function nextRuleName(existing: readonly string[]): string {
  const used = new Set(existing.map((name) => name.trim().toUpperCase()));
  for (let number = 1; ; number += 1) if (!used.has(`BR${number}`)) return `BR${number}`;
}
