import { afterEach, describe, expect, it, vi } from 'vitest';

describe('config.productName', () => {
  afterEach(() => {
    document.head.querySelector('meta[name="afd-standards-organisation"]')?.remove();
    vi.resetModules();
  });

  it('is the standards organisation the server wrote into the page', async () => {
    const meta = document.createElement('meta');
    meta.name = 'afd-standards-organisation';
    meta.content = 'NORMEN';
    document.head.append(meta);
    const { config } = await import('./config');
    expect(config.productName).toBe('NORMEN');
  });

  it('falls back to SIVI when the page carries none (the dev server)', async () => {
    const { config } = await import('./config');
    expect(config.productName).toBe('SIVI');
  });
});
