import { CURRENCIES, LOCATIONS, type UserTBE } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type UserFactoryOptions } from '../../test/factories.js';
import { createTestApp, readAnswer, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const optionsOf = async (key: string, options: UserFactoryOptions = {}) => {
  const user = await createUser(t.db, options);
  const cookie = await signIn(t, user.email, user.password!);
  return t.call(`/api/options/data/${key}`, { cookie });
};
const dataOf = async (key: string, options: UserFactoryOptions = {}) => {
  const response = await optionsOf(key, options);
  expect(response.status).toBe(200);
  return readAnswer(response);
};

const tbe = (territory: string, businessEntity: string, ...keys: string[]): UserTBE => ({
  territory,
  businessEntity,
  locations: keys.map((key) => ({ key })),
});

describe('GET /api/options/data/session', () => {
  it('answers the default timeout of 3,570,000 ms and warning of 150,000 ms', async () => {
    expect(await dataOf('session')).toEqual({ userTimeoutMs: 3_570_000, userWarningMs: 150_000 });
  });

  it("answers the user's own overrides, each on its own", async () => {
    expect(await dataOf('session', { sessionOptions: { userTimeoutMs: 600_000, userWarningMs: 60_000 } })).toEqual({
      userTimeoutMs: 600_000,
      userWarningMs: 60_000,
    });
    expect(await dataOf('session', { sessionOptions: { userWarningMs: 30_000 } })).toEqual({
      userTimeoutMs: 3_570_000,
      userWarningMs: 30_000,
    });
  });
});

describe('GET /api/options/data/locations', () => {
  it("lists only the locations in the user's userTBEs", async () => {
    const data = await dataOf('locations', {
      userTBEs: [tbe('US-WEST', 'DOMESTIC', 'US'), tbe('CA-EAST', 'SUBSIDIARY', 'CA', 'XX')],
    });
    expect(data.locations.map((location: { code: string }) => location.code)).toEqual(['US', 'CA']);
    expect(data.locations[0]).toEqual(LOCATIONS.find((location) => location.code === 'US'));
  });

  it('lists nothing for a user without userTBEs', async () => {
    expect(await dataOf('locations', { userTBEs: [] })).toEqual({ locations: [] });
  });

  it('lists every location for the ADMIN territory with the ADMIN business entity', async () => {
    const data = await dataOf('locations', { userTBEs: [tbe('ADMIN', 'ADMIN', 'US')] });
    expect(data.locations).toEqual(LOCATIONS);
  });

  it('needs both ADMIN values, not one of them', async () => {
    const data = await dataOf('locations', {
      userTBEs: [tbe('ADMIN', 'DOMESTIC', 'US'), tbe('EU-CENTRAL', 'ADMIN', 'EU')],
    });
    expect(data.locations.map((location: { code: string }) => location.code)).toEqual(['US', 'EU']);
  });
});

describe('the other option sets', () => {
  it('answers currencies, storage and app information', async () => {
    expect(await dataOf('currencies')).toEqual({ currencies: CURRENCIES });
    expect(await dataOf('storage')).toEqual({ storage: 'local', s3: null });
    expect(await dataOf('app')).toEqual({ version: expect.any(String), ssoEnabled: false });
  });

  it('answers 404 ITS_BE_ERROR_UNKNOWN_OPTION for an unknown key', async () => {
    const response = await optionsOf('warpDrive');
    expect(response.status).toBe(404);
    expect(await readAnswer(response)).toEqual({
      messageCode: 'ITS_BE_ERROR_UNKNOWN_OPTION',
      message: 'There are no options named warpDrive.',
      messageData: { key: 'warpDrive' },
    });
  });

  it('needs a session', async () => {
    expect((await t.call('/api/options/data/session')).status).toBe(401);
  });
});
