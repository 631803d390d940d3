import type { ConferenceItem } from '@stride/domain';
import type { ConferenceItemRow } from './tables.js';

/** Where an item's uploaded picture is served; the key's upload id in the address makes a replaced picture a new address. */
const conferencePictureUrl = (row: ConferenceItemRow) => {
  const uploadId = row.pictureKey?.split('/').at(-2) ?? '';
  return `/api/conference/${row.site}/items/${row.id}/picture?v=${encodeURIComponent(uploadId)}`;
};

/** A conference item as the API answers it. */
export const presentConferenceItem = (row: ConferenceItemRow): ConferenceItem => ({
  _id: row.id,
  site: row.site,
  kind: row.kind,
  title: row.title,
  body: row.body,
  imageUrl: row.imageUrl,
  picture: row.pictureKey,
  pictureUrl: row.pictureKey ? conferencePictureUrl(row) : null,
  groups: row.groups,
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
