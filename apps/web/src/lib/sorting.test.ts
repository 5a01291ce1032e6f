import { describe, expect, it } from 'vitest';
import { compareDutch, sortDutch } from './sorting';

describe('compareDutch', () => {
  it('ignores case and accents', () => {
    expect(compareDutch('achmea', 'Achmea')).toBe(0);
    expect(compareDutch('Één', 'een')).toBe(0);
  });

  it('orders alphabetically regardless of case (not uppercase first as plain sort would)', () => {
    const names = ['zilveren Kruis', 'Achmea', 'aegon', 'Nationale-Nederlanden', 'ASR'];
    expect(sortDutch(names, (name) => name)).toEqual(['Achmea', 'aegon', 'ASR', 'Nationale-Nederlanden', 'zilveren Kruis']);
    expect([...names].sort()).not.toEqual(sortDutch(names, (name) => name));
  });

  it('sorts objects by the text picked and leaves the input untouched', () => {
    const organisations = [{ name: 'b' }, { name: 'A' }];
    expect(sortDutch(organisations, (o) => o.name).map((o) => o.name)).toEqual(['A', 'b']);
    expect(organisations.map((o) => o.name)).toEqual(['b', 'A']);
  });
});
