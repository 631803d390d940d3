import type { User } from '@stride/domain';

/** A complete signed-in user for tests, so each test spells out only the fields it relies on. */
export const testUser = (overrides: Partial<User> = {}): User => ({
  _id: '00000000-0000-4000-8000-000000000001',
  userCode: 'D1001',
  name: 'Maya',
  lastName: 'Thompson',
  email: 'maya@stride.demo',
  strategy: 'local',
  entity: null,
  country: null,
  lastLoginAt: null,
  permissions: [],
  userTBEs: [],
  departmentAccess: [],
  userActiveLocation: null,
  hasAdvancedRights: false,
  wof: { access: false, country: null },
  conferenceAccess: { asian: false, domestic: false, international: false },
  isEditor: false,
  isSeniorEditor: false,
  status: 'active',
  sessionOptions: {},
  ...overrides,
});
