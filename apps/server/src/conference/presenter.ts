import type { ConferenceItem } from '@stride/domain';
import type { ConferenceItemRow } from './tables.js';

/** A conference item as the API answers it. */
export const presentConferenceItem = (row: ConferenceItemRow): ConferenceItem => ({
  _id: row.id,
  site: row.site,
  kind: row.kind,
  title: row.title,
  body: row.body,
  imageUrl: row.imageUrl,
  link: row.link,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  room: row.room,
  speaker: row.speaker,
  location: row.location,
  openingDate: row.openingDate,
  sortOrder: row.sortOrder,
  modifiedDate: row.modifiedDate.toISOString(),
});
