import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('refuses a port that is not a number with a Dutch ConfigError naming the variable', () => {
    expect(() => loadConfig({ PORT: 'acht-nul' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'acht-nul' })).toThrow(/^Ongeldige configuratie:\n {2}PORT: /);
  });

  it('refuses a port beyond 65535', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('requires an external authority when the embedded provider is off', () => {
    expect(() => loadConfig({ EMBEDDED_OIDC: 'false' })).toThrow(/OIDC_AUTHORITY: verplicht/);
  });

  it('reads a list of trusted proxies', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('listens on loopback only outside production, where the sign-in page lists demo passwords', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', EMBEDDED_OIDC: 'true' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('switches on every flag whose feature exists in the demo, none in production, and FEATURE_FLAGS decides when given (issue 30)', () => {
    expect(loadConfig({}).featureFlags).toEqual(['AosOpenApi', 'JsonSchema202012']);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).featureFlags).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', EMBEDDED_OIDC: 'true' }).featureFlags).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', EMBEDDED_OIDC: 'true', SEED_DEMO_DATA: 'true' }).featureFlags).toEqual([]);
    expect(loadConfig({ FEATURE_FLAGS: '' }).featureFlags).toEqual([]);
    expect(loadConfig({ FEATURE_FLAGS: 'AosOpenApi' }).featureFlags).toEqual(['AosOpenApi']);
  });

  it('splits the feature flags on commas', () => {
    expect(loadConfig({ FEATURE_FLAGS: 'AosOpenApi, JsonSchema202012,' }).featureFlags).toEqual([
      'AosOpenApi',
      'JsonSchema202012',
    ]);
  });
});
