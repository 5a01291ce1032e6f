import { describe, expect, it } from 'vitest';
import { usersWithStatus } from './user-filter.ts';

const users = [
  { name: 'beide-actief', actief: true, koatActief: true },
  { name: 'alleen-actief', actief: true, koatActief: false },
  { name: 'alleen-koat', actief: false, koatActief: true },
  { name: 'koat-zonder-actief', actief: null, koatActief: true },
  { name: 'beide-uit', actief: false, koatActief: false },
  { name: 'half-onbekend', actief: false, koatActief: null },
  { name: 'nieuw', actief: null, koatActief: null },
];
const namesWith = (status: Parameters<typeof usersWithStatus>[1]) => usersWithStatus(users, status).map((user) => user.name);

describe('user filter', () => {
  it('keeps as active every user with actief or koatActief true', () => {
    expect(namesWith('actief')).toEqual(['beide-actief', 'alleen-actief', 'alleen-koat', 'koat-zonder-actief']);
  });
  it('keeps as not active the users with both flags false, and one false with the other unset', () => {
    expect(namesWith('niet-actief')).toEqual(['beide-uit', 'half-onbekend']);
  });
  it('keeps as new only the users with both flags unset', () => {
    expect(namesWith('nieuw')).toEqual(['nieuw']);
  });
  it('puts every user under exactly one choice', () => {
    const total = namesWith('actief').length + namesWith('niet-actief').length + namesWith('nieuw').length;
    expect(total).toBe(users.length);
  });
});
