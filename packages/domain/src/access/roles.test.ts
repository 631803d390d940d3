import { describe, expect, it } from 'vitest';
import { conferenceGroups, type Role, roleSlug, roles, sampleLibraries } from './roles.js';

describe('roleSlug', () => {
  const cases: [Role, string][] = [
    ['user', 'user'],
    ['editor', 'editor'],
    ['seniorEditor', 'senior-editor'],
    ['admin', 'admin'],
    ['adminEditor', 'admin-editor'],
    ['manager', 'manager'],
    ['approver', 'approver'],
    ['seniorApprover', 'senior-approver'],
    ['coordinator', 'coordinator'],
    ['seniorCoordinator', 'senior-coordinator'],
    ['sampleCoordinator', 'sample-coordinator'],
    ['distributor', 'distributor'],
    ['DIS', 'dis'],
    ['FR', 'fr'],
    ['REP', 'rep'],
    ['CSREP', 'csrep'],
  ];
  it.each(cases)('%s → %s', (role, slug) => {
    expect(roleSlug(role)).toBe(slug);
  });

  it('covers every role', () => {
    expect(cases.map(([role]) => role).sort()).toEqual([...roles].sort());
  });

  it('gives distinct lower-case kebab slugs usable in e-mail local parts', () => {
    const slugs = roles.map(roleSlug);
    expect(new Set(slugs).size).toBe(roles.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});

describe('role and scope lists (spec part 1 §6)', () => {
  it('lists the sixteen roles of the spec', () => {
    expect(roles).toEqual([
      'user',
      'editor',
      'seniorEditor',
      'admin',
      'adminEditor',
      'manager',
      'approver',
      'seniorApprover',
      'coordinator',
      'seniorCoordinator',
      'sampleCoordinator',
      'distributor',
      'DIS',
      'FR',
      'REP',
      'CSREP',
    ]);
  });
  it('has the two sample libraries and three conference groups', () => {
    expect(sampleLibraries).toEqual(['Production', 'Sales']);
    expect(conferenceGroups).toEqual(['Asian JV', 'Domestic', 'International']);
  });
});
