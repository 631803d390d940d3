import type { Sample, SampleTrackingEvent } from '@stride/domain';
import type { SampleRow, SampleTrackingRow } from './tables.js';

export const presentSample = (row: SampleRow): Sample => ({
  _id: row.id,
  id: row.id,
  library: row.library,
  subtype: row.library,
  division: row.division,
  style: row.style,
  color: row.color,
  status: row.status,
  side: row.side,
  size: row.size,
  totalQty: row.totalQty,
  onHandQty: row.onHandQty,
  bin: row.bin,
  moldNum: row.moldNum,
  moldDate: row.moldDate,
  gender: row.gender,
  quantity: row.quantity,
  shelf: row.shelf,
  region: row.region,
  aisle: row.aisle,
  direction: row.direction,
  level: row.level,
  newBin: row.newBin,
  createdByUser: row.createdByUser,
  lastEditedByUser: row.lastEditedByUser,
  createdDate: row.createdDate.toISOString(),
  modifiedDate: row.modifiedDate.toISOString(),
});

export const presentTrackingEvent = (row: SampleTrackingRow): SampleTrackingEvent => ({
  _id: row.id,
  sampleId: row.sampleId,
  action: row.action,
  quantity: row.quantity,
  note: row.note,
  userName: row.userName,
  createdDate: row.createdDate.toISOString(),
});
