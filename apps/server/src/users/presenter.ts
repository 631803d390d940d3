import type { User, UserSummary } from '@stride/domain';
import type { UserRow } from './tables.js';

export const presentUser = (row: UserRow): User => ({
  _id: row.id,
  userCode: row.userCode,
  name: row.name,
  lastName: row.lastName,
  email: row.email,
  strategy: row.strategy,
  entity: row.entity,
  country: row.country,
  permissions: row.permissions,
  userTBEs: row.userTBEs,
  departmentAccess: row.departmentAccess,
  userActiveLocation: row.userActiveLocation,
  hasAdvancedRights: row.hasAdvancedRights,
  wof: row.wof,
  conferenceAccess: row.conferenceAccess,
  isEditor: row.isEditor,
  isSeniorEditor: row.isSeniorEditor,
  status: row.status,
  sessionOptions: row.sessionOptions,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

export const presentUserSummary = (
  row: Pick<UserRow, 'id' | 'userCode' | 'name' | 'lastName' | 'email'>,
): UserSummary => ({
  _id: row.id,
  userCode: row.userCode,
  name: row.name,
  lastName: row.lastName,
  email: row.email,
});
