import { describe, expect, it } from 'vitest';
import { selfEditRefusals, selfEditTexts } from './self-edit-rules.ts';

describe('an administrator editing their own record', () => {
  it('may keep the administrator role and stay active', () => {
    expect(selfEditRefusals(true, { role: 'B', actief: true, koatActief: false })).toEqual({});
    expect(selfEditRefusals(true, { role: 'B', actief: false, koatActief: true })).toEqual({});
  });
  it('may not give up the administrator role', () => {
    expect(selfEditRefusals(true, { role: 'C', actief: true, koatActief: true })).toEqual({ role: selfEditTexts.ownAdministratorRole });
  });
  it('may not make the own account inactive', () => {
    expect(selfEditRefusals(true, { role: 'B', actief: false, koatActief: false })).toEqual({ actief: selfEditTexts.ownActivity });
  });
  it('puts no limit on editing someone else', () => {
    expect(selfEditRefusals(false, { role: 'V', actief: false, koatActief: false })).toEqual({});
  });
});
