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
