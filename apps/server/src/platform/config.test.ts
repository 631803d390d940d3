import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('the CRM settings', () => {
  const secret = 'x'.repeat(32);

  it('need both the URL and the secret; without them there is no CRM', () => {
    expect(loadConfig({}).crm).toBeUndefined();
    expect(loadConfig({ CRM_SYNC_URL: 'https://crm.example/hook', CRM_SYNC_SECRET: secret }).crm).toEqual({
      url: 'https://crm.example/hook',
      secret,
    });
  });

  it('refuse to start with a URL but no secret, or a short one', () => {
    expect(() => loadConfig({ CRM_SYNC_URL: 'https://crm.example/hook' })).toThrow(/CRM_SYNC_SECRET/);
    expect(() => loadConfig({ CRM_SYNC_URL: 'https://crm.example/hook', CRM_SYNC_SECRET: 'short' })).toThrow(
      /CRM_SYNC_SECRET/,
    );
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7 ,::1', ['10.0.0.0/8', '192.168.1.7', '::1']],
    ['loopback,uniquelocal,fd00::/8', ['loopback', 'uniquelocal', 'fd00::/8']],
  ])('%j trusts %j', (value, trusted) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(trusted);
  });

  it.each(['1', '2', 'yes', '10.0.0.0/33', '::1/129', 'proxy.internal', '10.0.0.1/8/1', '10.0.0.1,'])(
    'refuses to start with %j (a hop count cannot tell a proxy from a client)',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});
