import type { Permission, UserTBE } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD, uniqueToken } from '../../test/factories.js';
import { createTestApp, readAnswer, signIn, type TestApp } from '../../test/test-app.js';
import { customers } from './tables.js';

let t: TestApp;
/** Territories of this file's own, so a shared PostgreSQL database holds nobody else's accounts in them. */
const tag = uniqueToken('c').toUpperCase();
const west = `${tag}-WEST`;
const east = `${tag}-EAST`;
const tbe = (territory: string, businessEntity = 'DOMESTIC'): UserTBE => ({
  territory,
  businessEntity,
  locations: [{ key: 'US' }],
});

const assortmentUser: Permission[] = [{ domain: 'productAssortments', role: 'user' }];

const signedIn = async (userTBEs: UserTBE[], permissions = assortmentUser) => {
  const user = await createUser(t.db, { userTBEs, permissions });
  const cookie = await signIn(t, user.email, TEST_PASSWORD);
  return async (query: string) => {
    const response = await t.call(`/api/customers/official/text?${query}`, { cookie });
    return { status: response.status, answer: await readAnswer(response) };
  };
};

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(customers).values([
    { accountNumber: `${tag}101`, name: `A&B Sports ${tag}`, city: 'San Diego', country: 'USA', territory: west },
    {
      accountNumber: `${tag}108`,
      name: `Runway Footwear ${tag}`,
      city: 'Los Angeles',
      country: 'USA',
      territory: west,
      corporate: true,
    },
    { accountNumber: `${tag}115`, name: `100% Running ${tag}`, city: 'Portland', country: 'USA', territory: west },
    { accountNumber: `${tag}201`, name: `Harbor Sports ${tag}`, city: 'Boston', country: 'USA', territory: east },
  ]);
});
afterAll(() => t?.close());

const names = (answer: { name: string }[]) => answer.map((customer) => customer.name);

describe('GET /api/customers/official/text', () => {
  it('finds accounts by a URL-encoded name or number, case-insensitively, in the caller’s territories only', async () => {
    const lookup = await signedIn([tbe(west)]);
    const ampersand = await lookup(`text=${encodeURIComponent(`a&b sports ${tag}`)}`);
    expect(ampersand.status).toBe(200);
    expect(ampersand.answer).toEqual([
      expect.objectContaining({ accountNumber: `${tag}101`, name: `A&B Sports ${tag}`, city: 'San Diego' }),
    ]);
    // A % is a character to find, not a wildcard.
    expect(names((await lookup(`text=${encodeURIComponent('100%')}`)).answer)).toEqual([`100% Running ${tag}`]);
    expect(names((await lookup(`text=${tag.toLowerCase()}108`)).answer)).toEqual([`Runway Footwear ${tag}`]);
    // Harbor Sports is in the east: not this user's territory.
    expect(names((await lookup(`text=${encodeURIComponent(`sports ${tag}`)}`)).answer)).toEqual([`A&B Sports ${tag}`]);
  });

  it('answers {label, value} pairs and keeps to corporate accounts when asked', async () => {
    const lookup = await signedIn([tbe(west)]);
    const { answer } = await lookup(`text=${tag}&corporateOnly=true&labelValue=true`);
    expect(answer).toEqual([
      { label: `Runway Footwear ${tag} (${tag}108, Los Angeles)`, value: `Runway Footwear ${tag}` },
    ]);
  });

  it('lets ADMIN/ADMIN look in any territory; others get 403 for a territory not theirs', async () => {
    const admin = await signedIn([tbe('ADMIN', 'ADMIN')]);
    expect(names((await admin(`text=${tag}&territory=${east}`)).answer)).toEqual([`Harbor Sports ${tag}`]);
    expect((await admin(`text=${tag}`)).answer).toHaveLength(4);

    const westerner = await signedIn([tbe(west)]);
    const refused = await westerner(`text=${tag}&territory=${east}`);
    expect(refused.status).toBe(403);
    expect(refused.answer).toMatchObject({ messageCode: 'ITS_BE_ERROR_FORBIDDEN', messageData: { territory: east } });
    expect(names((await westerner(`text=${tag}&territory=${west}`)).answer)).toHaveLength(3);

    const nowhere = await signedIn([]);
    expect((await nowhere(`text=${tag}`)).answer).toEqual([]);
  });

  it('refuses a missing text with 400, strangers with 403 and the signed-out with 401', async () => {
    const lookup = await signedIn([tbe(west)]);
    const missing = await lookup('territory=x');
    expect(missing.status).toBe(400);
    expect(missing.answer.messageCode).toBe('ITS_BE_ERROR_INVALID_INPUT');
    expect((await lookup(`text=${tag}&corporateOnly=maybe`)).status).toBe(400);

    const wholesale = await signedIn([tbe(west)], [{ domain: 'customers', role: 'REP' }]);
    expect((await wholesale(`text=${tag}`)).status).toBe(200);
    const stranger = await signedIn([tbe(west)], [{ domain: 'products', role: 'user' }]);
    expect((await stranger(`text=${tag}`)).status).toBe(403);
    expect((await t.call(`/api/customers/official/text?text=${tag}`)).status).toBe(401);
  });
});
