const units = [
  { seconds: 86_400, singular: 'dag', plural: 'dagen' },
  { seconds: 3_600, singular: 'uur', plural: 'uren' },
  { seconds: 60, singular: 'minuut', plural: 'minuten' },
  { seconds: 1, singular: 'seconde', plural: 'seconden' },
] as const;

/**
 * A duration in Dutch words: '1 uur', '10 minuten', '1 dag, 2 uren en 1 seconde'.
 * Zero parts are left out; a zero (or negative) duration reads '0 seconden'.
 */
export function formatDuration(totalSeconds: number): string {
  let rest = Math.max(0, Math.floor(totalSeconds));
  const parts: string[] = [];
  for (const unit of units) {
    const count = Math.floor(rest / unit.seconds);
    rest -= count * unit.seconds;
    if (count > 0) parts.push(`${count} ${count === 1 ? unit.singular : unit.plural}`);
  }
  if (parts.length === 0) return '0 seconden';
  if (parts.length === 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} en ${parts[parts.length - 1]}`;
}
