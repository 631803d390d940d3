import { type AccessSubject, type CheckAccessOptions, checkAccess } from '../access/check-access.js';
import type { Role } from '../access/roles.js';
import { type ConferenceGroup, conferenceGroups } from '../access/roles.js';

const readers: Role[] = ['user', 'editor', 'seniorEditor'];
const editors: Role[] = ['editor', 'seniorEditor'];

const groupsHeld = (user: AccessSubject | null | undefined, roles: Role[], options: CheckAccessOptions) =>
  conferenceGroups.filter((conferenceGroup) =>
    checkAccess(user, { accessRequires: [{ domain: 'conference', roles, info: { conferenceGroup } }] }, options),
  );

/** The conference groups (Asian JV, Domestic, International) whose items a user reads: those their conference permission names (spec part 1 §6). */
export const conferenceReaderGroups = (
  user: AccessSubject | null | undefined,
  options: CheckAccessOptions = {},
): ConferenceGroup[] => groupsHeld(user, readers, options);

/** The conference groups a user edits items of: those of their conference permission as editor or senior editor. */
export const conferenceEditorGroups = (
  user: AccessSubject | null | undefined,
  options: CheckAccessOptions = {},
): ConferenceGroup[] => groupsHeld(user, editors, options);

/**
 * Whether a user sees an item meant for `groups`: an item for no group in particular is for
 * everyone who opens the site; a group item for the members of one of its groups.
 */
export const canReadConferenceItem = (
  user: AccessSubject | null | undefined,
  groups: readonly ConferenceGroup[],
  options: CheckAccessOptions = {},
): boolean => {
  const held = conferenceReaderGroups(user, options);
  return held.length > 0 && (groups.length === 0 || groups.some((group) => held.includes(group)));
};

/**
 * Whether a user may write an item meant for `groups` (its groups before and after a change are
 * both checked): an editor writes the items for everyone and those whose every group they edit,
 * so nobody changes what another group's members read.
 */
export const canEditConferenceItem = (
  user: AccessSubject | null | undefined,
  groups: readonly ConferenceGroup[],
  options: CheckAccessOptions = {},
): boolean => {
  const held = conferenceEditorGroups(user, options);
  return held.length > 0 && groups.every((group) => held.includes(group));
};
