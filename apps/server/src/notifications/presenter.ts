import type { Notification } from '@stride/domain';
import type { NotificationRow } from './tables.js';

export const presentNotification = (row: NotificationRow): Notification => ({
  _id: row.id,
  type: row.type,
  state: row.state,
  recipientCode: row.recipientCode,
  event: row.event,
  reason: row.reason,
  order: { _id: row.orderId, orderNumber: row.orderNumber, type: row.orderType },
  actorName: row.actorName,
  createdDate: row.createdAt.toISOString(),
});
