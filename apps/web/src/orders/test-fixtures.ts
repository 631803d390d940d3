import {
  type Order,
  type OrderLine,
  type OrderSummary,
  orderFieldsSchema,
  orderLineFieldsSchema,
  type Permission,
  type User,
} from '@stride/domain';
import { sessionStore } from '../shared/session/session-store';

let ids = 0;
const uuid = () => `7f1c8a36-1a0e-4d1b-9a57-${String(++ids).padStart(12, '0')}`;

export const aLine = (fields: Partial<OrderLine> = {}): OrderLine => ({
  ...orderLineFieldsSchema.parse({ style: 'WAVE1', color: 'BLK', name: 'Wave Runner', size: '9' }),
  _id: uuid(),
  identifier: 'WAVE1-BLK',
  status: 'PENDING',
  previousStatus: null,
  trackingUrl: null,
  coordinatorName: null,
  availability: { '8': 20261001, '9': 20261001, '10': null },
  ...fields,
});

export const anOrder = (fields: Partial<Order> = {}): Order => ({
  ...orderFieldsSchema.parse({}),
  _id: uuid(),
  orderNumber: 1042,
  type: 'SAMPLE',
  status: 'DRAFT',
  orderApprovalStatus: 'PENDING',
  orderIdentifier: 'S-2026-001042',
  requesterCode: 'D1001',
  requesterName: 'Maya Thompson',
  approverName: null,
  seniorApproverCode: null,
  seniorApproverName: null,
  coordinatorName: null,
  coordinatorAssignment: null,
  needsSeniorApproval: false,
  createdDate: '2026-11-20T10:00:00.000Z',
  modifiedDate: '2026-11-20T10:00:00.000Z',
  submittedDate: null,
  completedDate: null,
  lines: [aLine()],
  comments: [],
  actions: ['submit', 'deactivate'],
  editable: true,
  deletable: true,
  ...fields,
});

export const aSummary = (fields: Partial<OrderSummary> = {}): OrderSummary => {
  const { lines: _lines, comments: _comments, ...order } = anOrder();
  return { ...order, lineCount: 1, unitCount: 1, ...fields };
};

export const signInWith = (permissions: Permission[], userCode = 'D1001', extra: Partial<User> = {}) =>
  sessionStore.set({
    state: 'loggedIn',
    checked: true,
    user: {
      _id: 'u1',
      userCode,
      name: 'Maya',
      lastName: 'Thompson',
      permissions,
      hasAdvancedRights: false,
      ...extra,
    } as unknown as User,
  });
