import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../access/permission.js';
import { type ConferenceGroup, conferenceGroups } from '../access/roles.js';
import {
  canEditConferenceItem,
  canReadConferenceItem,
  conferenceEditorGroups,
  conferenceReaderGroups,
} from './conference-groups.js';

const member = (role: Permission['role'], ...groups: ConferenceGroup[]) => ({
  permissions: [{ domain: 'conference', role, scopes: { conferenceGroups: groups } }] as Permission[],
});
const domesticReader = member('user', 'Domestic');
const internationalEditor = member('editor', 'International');
const seniorEditor = member('seniorEditor', ...conferenceGroups);

describe('conference item groups', () => {
  it('reads the groups of the conference permission; editors only by their editing role', () => {
    expect(conferenceReaderGroups(domesticReader)).toEqual(['Domestic']);
    expect(conferenceEditorGroups(domesticReader)).toEqual([]);
    expect(conferenceEditorGroups(internationalEditor)).toEqual(['International']);
    expect(conferenceReaderGroups({ permissions: [{ domain: 'conference', role: 'user' }] })).toEqual([]);
    expect(conferenceEditorGroups(null, { bypassPermissions: true })).toEqual([...conferenceGroups]);
  });

  it.each([
    ['an item for everyone', [], true, true],
    ['an item for Domestic', ['Domestic'], true, false],
    ['an item for Asian JV', ['Asian JV'], false, false],
    ['an item for Domestic and International', ['Domestic', 'International'], true, true],
  ] as const)('a Domestic reader and an International editor see %s', (_, groups, domestic, international) => {
    expect(canReadConferenceItem(domesticReader, groups)).toBe(domestic);
    expect(canReadConferenceItem(internationalEditor, groups)).toBe(international);
  });

  it('lets an editor write items for everyone and for their own groups only', () => {
    expect(canEditConferenceItem(internationalEditor, [])).toBe(true);
    expect(canEditConferenceItem(internationalEditor, ['International'])).toBe(true);
    expect(canEditConferenceItem(internationalEditor, ['International', 'Domestic'])).toBe(false);
    expect(canEditConferenceItem(domesticReader, [])).toBe(false);
    expect(canEditConferenceItem(seniorEditor, [...conferenceGroups])).toBe(true);
  });

  it('never lets anyone without the conference permission read an item, and an editor reads what they edit', () => {
    const groups = fc.subarray([...conferenceGroups]);
    fc.assert(
      fc.property(groups, groups, fc.constantFrom('user', 'editor', 'seniorEditor'), (held, itemGroups, role) => {
        const user = member(role as Permission['role'], ...held);
        expect(canReadConferenceItem({ permissions: [] }, itemGroups)).toBe(false);
        if (canEditConferenceItem(user, itemGroups)) expect(canReadConferenceItem(user, itemGroups)).toBe(true);
      }),
    );
  });
});
