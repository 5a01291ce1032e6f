import { describe, expect, it } from 'vitest';
import { describeSmtpUrl } from './smtp-sender.ts';

describe('describeSmtpUrl', () => {
  it('never puts the password in the log', () => {
    expect(describeSmtpUrl('smtp://portaal:geheim@mail.example.nl:587')).toBe('smtp://portaal:***@mail.example.nl:587');
    expect(describeSmtpUrl('smtps://mail.example.nl')).toBe('smtps://mail.example.nl');
  });
});
