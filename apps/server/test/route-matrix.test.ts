import { checkAccess, type Role } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoUsers } from '../src/seed/demo-users.js';
import { presentUser } from '../src/users/presenter.js';
import { createUser, uniqueToken } from './factories.js';
import {
  apiEndpoints,
  concretePath,
  DUMMY_ID,
  type Endpoint,
  endpointsOf,
  label,
  type ParamValue,
  ruleOf,
} from './route-catalogue.js';
import { createTestApp, signIn, type TestApp } from './test-app.js';

/**
 * The route × role matrix (issue 13): every operation of the OpenAPI document, called by a user
 * of every demo role (with that demo login's permissions) at a concrete path and without a body.
 * A role the route's rule refuses gets the guard's 403; a role it admits never gets 401 or 403
 * (unless the route is in `resourceChecks`) and never a 5xx. A registered route missing from the
 * document, a documented one that is not registered, or a path parameter the matrix cannot fill
 * fails the file, so a new route cannot go untested.
 */
vi.mock('fastify', async (importOriginal) =>
  (await import('./route-catalogue.js')).recordingFastify(await importOriginal()),
);

/**
 * Routes that a role the rule admits may still be refused (403) by the service, after validation,
 * for what the call names. Each with its reason; an entry no role needs fails the file.
 */
const resourceChecks: Record<string, string> = {
  'GET /api/products/tearsheet/:productType/:style/:color/:locationCode':
    'a pricing location outside the caller’s userTBEs is refused (locationNotVisible)',
  'GET /api/assortmentSeasons/:channel/:subRoute':
    'a channel outside the scope of the caller’s internalAssortments permission is refused',
};

/** Registered on purpose outside the API document (the web app's `/*` only when its build exists). */
const undocumented = new Set(['GET /healthz', 'GET /readyz', 'GET /metrics', 'GET /*']);

/** Called last by each role: they end the caller's session. */
const sessionEnding = new Set(['GET /api/users/logout']);

type ParamSchema = {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
};
type Operation = { parameters?: { in: string; name: string; schema?: ParamSchema }[] };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const httpMethods = ['get', 'put', 'post', 'delete', 'patch'];

/** `/api/x/{id}` of the document as the router spells it: `/api/x/:id`. */
const routerUrl = (documentPath: string) => documentPath.replace(/\{([^}]+)\}/g, ':$1');

/** Candidates for a parameter with a pattern, tried in order. */
const patternedValues = ['x', 'X1', 'USD', 'X1_X1', '12345', 'x'.repeat(24)];

/** A valid value of a documented path parameter, so a call gets past validation of its path. */
const exampleValue = (where: string, name: string, schema: ParamSchema = {}): string => {
  if (schema.enum) return String(schema.enum[0]);
  if (schema.format === 'uuid') return DUMMY_ID;
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const value = patternedValues.find((candidate) => pattern.test(candidate));
    if (!value) throw new Error(`${where}: no example matches the pattern ${schema.pattern} of :${name}`);
    return value;
  }
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
};

type Case = { endpoint: Endpoint; paramValue: ParamValue };
type RoleCaller = { role: Role; subject: ReturnType<typeof presentUser>; cookie: string };

let t: TestApp;
let endpoints: Endpoint[];
let documented: Map<string, Operation>;
let cases: Case[];
let callers: RoleCaller[];

beforeAll(async () => {
  t = await createTestApp();
  endpoints = endpointsOf(t.app);
  const document = t.app.swagger() as unknown as OpenApiDocument;
  documented = new Map(
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => httpMethods.includes(method))
        .map(([method, operation]) => [`${method.toUpperCase()} ${routerUrl(path)}`, operation] as const),
    ),
  );
  const byLabel = new Map(endpoints.map((endpoint) => [label(endpoint), endpoint]));
  cases = [...documented]
    .filter(([key]) => byLabel.has(key))
    .map(([key, operation]) => {
      const values = new Map(
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => [parameter.name, exampleValue(key, parameter.name, parameter.schema)]),
      );
      return { endpoint: byLabel.get(key)!, paramValue: (name: string) => values.get(name) ?? DUMMY_ID };
    })
    .sort((a, b) => Number(sessionEnding.has(label(a.endpoint))) - Number(sessionEnding.has(label(b.endpoint))));
  callers = await Promise.all(
    demoUsers.map(async ({ role, ...demo }) => {
      const user = await createUser(t.db, { ...demo, userCode: uniqueToken('m').toUpperCase() });
      return { role, subject: presentUser(user), cookie: await signIn(t, user.email, user.password!) };
    }),
  );
});
afterAll(async () => {
  await t?.close();
});

describe('the route catalogue', () => {
  it('documents every registered API route in OpenAPI, and registers every documented one', () => {
    const registered = endpoints.filter((e) => e.method !== 'HEAD' && !e.url.startsWith('/api/docs'));
    const missing = registered.filter((e) => !e.hidden && !documented.has(label(e))).map(label);
    const hidden = registered.filter((e) => e.hidden).map(label);
    const unregistered = [...documented.keys()].filter((key) => !registered.some((e) => label(e) === key));
    expect(missing, 'registered but not in the OpenAPI document').toEqual([]);
    expect(unregistered, 'in the OpenAPI document but not registered').toEqual([]);
    expect(
      hidden.filter((key) => !undocumented.has(key)),
      'hidden from the OpenAPI document',
    ).toEqual([]);
    expect(cases.length).toBe(apiEndpoints(registered).length);
  });

  it('has a demo user for every role', () => {
    expect(callers.map((caller) => caller.role).sort()).toEqual(demoUsers.map((user) => user.role).sort());
  });
});

/** What is wrong with `status` for a role the route admits or refuses, or undefined. */
const mismatch = (
  key: string,
  admitted: boolean,
  status: number,
  answer: { messageCode?: string; message?: string },
) => {
  if (!admitted) {
    return status === 403 && answer.messageCode === 'ITS_BE_ERROR_FORBIDDEN' ? undefined : `refused, got ${status}`;
  }
  if (status === 401 || status >= 500) return `admitted, got ${status} ${answer.messageCode ?? ''}`;
  if (status === 403 && !(key in resourceChecks)) return `admitted, got 403 (not in resourceChecks)`;
  if (status === 404 && answer.message?.endsWith(' was not found.') && !('messageData' in answer)) {
    return 'the concrete path matched no route';
  }
  return undefined;
};

const readJson = async (response: Response): Promise<{ messageCode?: string; message?: string }> => {
  if (!response.headers.get('content-type')?.includes('application/json')) {
    await response.arrayBuffer();
    return {};
  }
  return (await response.json()) ?? {};
};

type Outcome = { role: Role; key: string; path: string; admitted: boolean; status: number; problem?: string };

/** Every case called by one role, in order (session-ending routes last). */
const callEveryCase = async (caller: RoleCaller): Promise<Outcome[]> => {
  const outcomes: Outcome[] = [];
  for (const { endpoint, paramValue } of cases) {
    const key = label(endpoint);
    const admitted = endpoint.access === 'public' || checkAccess(caller.subject, ruleOf(endpoint, paramValue));
    const path = concretePath(endpoint.url, paramValue);
    const response = await t.call(path, { method: endpoint.method, cookie: caller.cookie });
    const problem = mismatch(key, admitted, response.status, await readJson(response));
    outcomes.push({ role: caller.role, key, path, admitted, status: response.status, problem });
  }
  return outcomes;
};

let matrix: Promise<Outcome[]> | undefined;
/** The whole matrix, called once for the file (the roles side by side) whichever test asks first. */
const outcomes = () => {
  matrix ??= Promise.all(callers.map(callEveryCase)).then((byRole) => byRole.flat());
  return matrix;
};
const MATRIX_TIMEOUT = 120_000;

describe('route × role', () => {
  it.each(demoUsers.map((user) => user.role))(
    'answers %s as the route rules say',
    async (role) => {
      const failures = (await outcomes())
        .filter((outcome) => outcome.role === role && outcome.problem)
        .map((outcome) => `${outcome.key} (${outcome.path}): ${outcome.problem}`);
      expect(failures).toEqual([]);
    },
    MATRIX_TIMEOUT,
  );

  it(
    'refuses every role some routes and admits it to others',
    async () => {
      const all = await outcomes();
      for (const { role } of callers) {
        const refused = all.filter((outcome) => outcome.role === role && !outcome.admitted).length;
        expect(refused, role).toBeGreaterThan(0);
        expect(refused, role).toBeLessThan(cases.length);
      }
    },
    MATRIX_TIMEOUT,
  );

  it(
    'needs every resourceChecks entry: a route some role its rule admits is refused by',
    async () => {
      const all = await outcomes();
      const used = new Set(all.filter((outcome) => outcome.admitted && outcome.status === 403).map((o) => o.key));
      expect(Object.keys(resourceChecks).filter((key) => !used.has(key))).toEqual([]);
    },
    MATRIX_TIMEOUT,
  );
});
