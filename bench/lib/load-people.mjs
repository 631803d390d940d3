// The people of the mixed load (issue 13): which demo roles, how each signs in and what each may do
// (the access rules of @stride/domain, for the demo login of the role), and their sessions.
import { accessRules, checkAccess } from '@stride/domain';
import { DEMO_PASSWORD, demoEmail, demoUsers } from '../../apps/server/src/seed/demo-users.ts';
import { createAssetQueries } from './asset-queries.mjs';
import { apiClient } from './assortment-api.mjs';
import { loadActions } from './load-actions.mjs';
import { createSampleQueries } from './sample-queries.mjs';
import { mulberry32 } from './search-queries.mjs';
import { signIn } from './server.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fifty people: most buyers (user), then editors, order people and wholesale reps. */
export const roleSpread = [
  ['user', 13],
  ['editor', 6],
  ['seniorEditor', 4],
  ['admin', 3],
  ['adminEditor', 2],
  ['manager', 2],
  ['approver', 3],
  ['seniorApprover', 1],
  ['coordinator', 3],
  ['seniorCoordinator', 2],
  ['sampleCoordinator', 3],
  ['REP', 3],
  ['distributor', 2],
  ['DIS', 1],
  ['FR', 1],
  ['CSREP', 1],
];
/** The spread in rounds (one of each role still counted, then again), so fewer users still mix the roles. */
const roles = Array.from({ length: Math.max(...roleSpread.map(([, count]) => count)) }, (_, round) =>
  roleSpread.filter(([, count]) => round < count).map(([role]) => role),
).flat();
/** The order tabs a person opens, by the order rule that admits them. */
const orderTabs = {
  sampleOrders: ['samples/active-orders', 'samples/archived-orders'],
  promoOrders: ['promos/needs-review', 'promos/reviewed', 'promos/archived'],
  wholesaleOrders: ['wholesale/active', 'wholesale/archived'],
};

/** Person `index`: signed in as their role, with their own assortment and the pages they may open. */
export const signInPerson = async (index, { baseUrl, shared, recorder, assortmentProducts, skip }) => {
  const role = roles[index % roles.length];
  const user = demoUsers.find((candidate) => candidate.role === role);
  const may = (rule) => checkAccess(user, accessRules[rule]);
  const cookie = await signIn(baseUrl, { email: demoEmail(role), password: DEMO_PASSWORD });
  const vu = {
    id: index + 1,
    role,
    location: user.userActiveLocation,
    baseUrl,
    cookie,
    random: mulberry32(1_000 + index),
    recorder,
  };
  const libraries = ['Production', 'Sales'].filter((library) => may(`sampleInventory${library}`));
  vu.queries = {
    assets: createAssetQueries(100, 100 + index, { manage: may('manageAdvertisingAssets') }),
    samples:
      libraries.length > 0 ? createSampleQueries(100, 200 + index, { ...shared.sampleCatalogue, libraries }) : [],
    orderTabs: Object.entries(orderTabs).flatMap(([rule, tabs]) => (may(rule) ? tabs : [])),
  };
  if (may('viewAssortments')) {
    const client = apiClient(baseUrl, cookie);
    const first = (index * assortmentProducts) % (shared.products.length - assortmentProducts);
    const products = shared.products.slice(first, first + assortmentProducts);
    const { answer: created } = await client.call('POST', 'assortments', {
      title: `Load ${index + 1} (${role})`,
      products: products.map(({ style, color }) => ({ style, color })),
    });
    const { answer: opened } = await client.call('GET', `assortments/${created._id}`);
    const rowIds = opened.styles.flatMap(({ style, colors }) => colors.map(({ color }) => `${style}_${color}`));
    vu.assortment = { id: created._id, version: opened.version, rowIds };
  }
  const possible = {
    samplePage: vu.queries.samples.length > 0,
    ordersPage: vu.queries.orderTabs.length > 0,
  };
  vu.mix = loadActions.filter(
    (action) => may(action.rule) && (possible[action.name] ?? true) && !skip.includes(action.name),
  );
  return vu;
};

const pickAction = (vu) => {
  const ready = vu.mix.filter((action) => action.ready?.(vu) ?? true);
  const total = ready.reduce((sum, action) => sum + action.weight, 0);
  let left = vu.random() * total;
  for (const action of ready) {
    left -= action.weight;
    if (left < 0) return action;
  }
  return ready.at(-1);
};

/** One person's session until `deadline`: an action, a pause to think (`thinkMs`: [least, most]), and again. */
export const runPerson = async (vu, shared, { deadline, thinkMs }) => {
  await sleep(vu.random() * thinkMs[1]);
  while (performance.now() < deadline) {
    const action = pickAction(vu);
    try {
      await action.run(vu, shared);
    } catch (error) {
      vu.recorder.benchFault(action.name, error);
    }
    await sleep(thinkMs[0] + vu.random() * (thinkMs[1] - thinkMs[0]));
  }
};
