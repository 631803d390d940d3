import { describe, expect, it } from 'vitest';
import {
  availableOrderActions,
  nextOrderState,
  type OrderPart,
  type OrderState,
  type OrderStatus,
  orderActions,
  orderParts,
  orderTypes,
} from './order-states.js';
import {
  activeSampleStatusesFor,
  allowsCoordinatorChange,
  archivedWindowStart,
  isOrderDeletable,
  isOrderEditable,
  orderViews,
  statusesOfView,
  viewOfOrder,
} from './order-views.js';

const show = (state: OrderState) => `${state.status}/${state.orderApprovalStatus}`;
const context = (part: OrderPart, needsSenior = false) => ({ parts: new Set([part]), needsSenior });

/**
 * Every state an order can reach from a new draft, and every transition out of it: each action by
 * each single part, with and without a senior approver needed, written as one line per outcome.
 */
const walk = () => {
  const reached = new Map<string, OrderState>();
  const outcomes: string[] = [];
  const queue: OrderState[] = orderTypes.map((type) => ({ type, status: 'DRAFT', orderApprovalStatus: 'PENDING' }));
  for (let state = queue.shift(); state; state = queue.shift()) {
    const key = `${state.type} ${show(state)}`;
    if (reached.has(key)) continue;
    reached.set(key, state);
    for (const action of orderActions) {
      for (const part of orderParts) {
        const withoutSenior = nextOrderState(state, action, context(part, false));
        const withSenior = nextOrderState(state, action, context(part, true));
        if (withoutSenior && withSenior && show(withoutSenior) === show(withSenior)) {
          outcomes.push(`${key} ${action} by ${part} → ${show(withoutSenior)}`);
        } else {
          if (withoutSenior) outcomes.push(`${key} ${action} by ${part}, no senior needed → ${show(withoutSenior)}`);
          if (withSenior) outcomes.push(`${key} ${action} by ${part}, senior needed → ${show(withSenior)}`);
        }
        queue.push(...[withoutSenior, withSenior].filter((next): next is OrderState => next !== null));
      }
    }
  }
  return { states: [...reached.values()], outcomes: outcomes.sort() };
};

/** Every allowed transition of every reachable state; anything not listed is refused. */
const EXPECTED = [
  'PROMO APPROVED/REVIEW COMPLETE cancel by coordinator → CANCELED/REVIEW COMPLETE',
  'PROMO APPROVED/REVIEW COMPLETE deny by approver → DENIED/REVIEW COMPLETE',
  'PROMO APPROVED/REVIEW COMPLETE deny by seniorApprover → DENIED/REVIEW COMPLETE',
  'PROMO APPROVED/REVIEW COMPLETE markComplete by coordinator → COMPLETED/FINALIZED',
  'PROMO APPROVED/REVIEW COMPLETE startProcessing by coordinator → IN PROGRESS/PROCESSED',
  'PROMO CANCELED/PROCESSED archive by coordinator → ARCHIVED/PROCESSED',
  'PROMO CANCELED/PROCESSED archive by requester → ARCHIVED/PROCESSED',
  'PROMO CANCELED/PROCESSED reactivate by requester → DRAFT/PENDING',
  'PROMO CANCELED/REQUIRES APPROVER archive by coordinator → ARCHIVED/REQUIRES APPROVER',
  'PROMO CANCELED/REQUIRES APPROVER archive by requester → ARCHIVED/REQUIRES APPROVER',
  'PROMO CANCELED/REQUIRES APPROVER reactivate by requester → DRAFT/PENDING',
  'PROMO CANCELED/REQUIRES SENIOR archive by coordinator → ARCHIVED/REQUIRES SENIOR',
  'PROMO CANCELED/REQUIRES SENIOR archive by requester → ARCHIVED/REQUIRES SENIOR',
  'PROMO CANCELED/REQUIRES SENIOR reactivate by requester → DRAFT/PENDING',
  'PROMO CANCELED/REVIEW COMPLETE archive by coordinator → ARCHIVED/REVIEW COMPLETE',
  'PROMO CANCELED/REVIEW COMPLETE archive by requester → ARCHIVED/REVIEW COMPLETE',
  'PROMO CANCELED/REVIEW COMPLETE reactivate by requester → DRAFT/PENDING',
  'PROMO COMPLETED/FINALIZED archive by coordinator → ARCHIVED/FINALIZED',
  'PROMO COMPLETED/FINALIZED archive by requester → ARCHIVED/FINALIZED',
  'PROMO DENIED/REVIEW COMPLETE approve by approver, no senior needed → APPROVED/REVIEW COMPLETE',
  'PROMO DENIED/REVIEW COMPLETE approve by approver, senior needed → PENDING/REQUIRES SENIOR',
  'PROMO DENIED/REVIEW COMPLETE approve by seniorApprover → APPROVED/REVIEW COMPLETE',
  'PROMO DENIED/REVIEW COMPLETE archive by coordinator → ARCHIVED/REVIEW COMPLETE',
  'PROMO DENIED/REVIEW COMPLETE archive by requester → ARCHIVED/REVIEW COMPLETE',
  'PROMO DRAFT/PENDING deactivate by requester → INACTIVE/PENDING',
  'PROMO DRAFT/PENDING submit by requester → PENDING/REQUIRES APPROVER',
  'PROMO IN PROGRESS/PROCESSED cancel by coordinator → CANCELED/PROCESSED',
  'PROMO IN PROGRESS/PROCESSED markComplete by coordinator → COMPLETED/FINALIZED',
  'PROMO INACTIVE/PENDING reactivate by requester → DRAFT/PENDING',
  'PROMO PENDING/REQUIRES APPROVER approve by approver, no senior needed → APPROVED/REVIEW COMPLETE',
  'PROMO PENDING/REQUIRES APPROVER approve by approver, senior needed → PENDING/REQUIRES SENIOR',
  'PROMO PENDING/REQUIRES APPROVER approve by seniorApprover → APPROVED/REVIEW COMPLETE',
  'PROMO PENDING/REQUIRES APPROVER cancel by requester → CANCELED/REQUIRES APPROVER',
  'PROMO PENDING/REQUIRES APPROVER deny by approver → DENIED/REVIEW COMPLETE',
  'PROMO PENDING/REQUIRES APPROVER deny by seniorApprover → DENIED/REVIEW COMPLETE',
  'PROMO PENDING/REQUIRES APPROVER expire by system → UNAPPROVED ORDER/REQUIRES APPROVER',
  'PROMO PENDING/REQUIRES SENIOR approve by seniorApprover → APPROVED/REVIEW COMPLETE',
  'PROMO PENDING/REQUIRES SENIOR cancel by requester → CANCELED/REQUIRES SENIOR',
  'PROMO PENDING/REQUIRES SENIOR deny by seniorApprover → DENIED/REVIEW COMPLETE',
  'PROMO PENDING/REQUIRES SENIOR expire by system → UNAPPROVED ORDER/REQUIRES SENIOR',
  'PROMO UNAPPROVED ORDER/REQUIRES APPROVER reactivate by requester → DRAFT/PENDING',
  'PROMO UNAPPROVED ORDER/REQUIRES SENIOR reactivate by requester → DRAFT/PENDING',
  'SAMPLE CANCELED/PENDING archive by coordinator → ARCHIVED/PENDING',
  'SAMPLE CANCELED/PENDING archive by requester → ARCHIVED/PENDING',
  'SAMPLE CANCELED/PENDING reactivate by requester → DRAFT/PENDING',
  'SAMPLE CANCELED/PROCESSED archive by coordinator → ARCHIVED/PROCESSED',
  'SAMPLE CANCELED/PROCESSED archive by requester → ARCHIVED/PROCESSED',
  'SAMPLE CANCELED/PROCESSED reactivate by requester → DRAFT/PENDING',
  'SAMPLE COMPLETED/FINALIZED archive by coordinator → ARCHIVED/FINALIZED',
  'SAMPLE COMPLETED/FINALIZED archive by requester → ARCHIVED/FINALIZED',
  'SAMPLE DRAFT/PENDING deactivate by requester → INACTIVE/PENDING',
  'SAMPLE DRAFT/PENDING submit by requester → SUBMITTED/PENDING',
  'SAMPLE IN PROGRESS/PROCESSED cancel by coordinator → CANCELED/PROCESSED',
  'SAMPLE IN PROGRESS/PROCESSED markComplete by coordinator → COMPLETED/FINALIZED',
  'SAMPLE INACTIVE/PENDING reactivate by requester → DRAFT/PENDING',
  'SAMPLE SUBMITTED/PENDING cancel by coordinator → CANCELED/PENDING',
  'SAMPLE SUBMITTED/PENDING cancel by requester → CANCELED/PENDING',
  'SAMPLE SUBMITTED/PENDING markComplete by coordinator → COMPLETED/FINALIZED',
  'SAMPLE SUBMITTED/PENDING startProcessing by coordinator → IN PROGRESS/PROCESSED',
  'WHOLESALE CANCELED/PENDING archive by requester → ARCHIVED/PENDING',
  'WHOLESALE CANCELED/PENDING reactivate by requester → DRAFT/PENDING',
  'WHOLESALE CANCELED/PROCESSED archive by requester → ARCHIVED/PROCESSED',
  'WHOLESALE CANCELED/PROCESSED reactivate by requester → DRAFT/PENDING',
  'WHOLESALE COMPLETED/FINALIZED archive by requester → ARCHIVED/FINALIZED',
  'WHOLESALE DRAFT/PENDING deactivate by requester → INACTIVE/PENDING',
  'WHOLESALE DRAFT/PENDING submit by requester → PENDING/PENDING',
  'WHOLESALE INACTIVE/PENDING reactivate by requester → DRAFT/PENDING',
  'WHOLESALE PENDING/PENDING accept by system → SUBMITTED/PROCESSED',
  'WHOLESALE PENDING/PENDING cancel by requester → CANCELED/PENDING',
  'WHOLESALE PENDING/PENDING reject by system → DRAFT/PENDING',
  'WHOLESALE SUBMITTED/PROCESSED cancel by system → CANCELED/PROCESSED',
  'WHOLESALE SUBMITTED/PROCESSED markComplete by system → COMPLETED/FINALIZED',
];

describe('order state machine (spec part 1 §4 Orders)', () => {
  const { states, outcomes } = walk();

  it('allows exactly the listed transitions: every status × action × part, the rest refused', () => {
    expect(outcomes).toEqual(EXPECTED);
  });

  it('lets advanced rights set a pending, approved or denied promo order only to APPROVED or DENIED', () => {
    const decided = states.filter(
      (state) => state.type === 'PROMO' && ['PENDING', 'APPROVED', 'DENIED'].includes(state.status),
    );
    expect(decided.length).toBeGreaterThan(0);
    for (const state of decided) {
      for (const part of ['approver', 'seniorApprover'] as const) {
        for (const action of availableOrderActions(state, context(part))) {
          expect(nextOrderState(state, action, context(part))?.status).toMatch(/^(APPROVED|DENIED)$/);
        }
      }
    }
  });

  it('routes an approval that needs a senior approver to REQUIRES SENIOR, which only a senior approver decides', () => {
    const awaiting: OrderState = { type: 'PROMO', status: 'PENDING', orderApprovalStatus: 'REQUIRES APPROVER' };
    const escalated = nextOrderState(awaiting, 'approve', context('approver', true));
    expect(escalated).toEqual({ type: 'PROMO', status: 'PENDING', orderApprovalStatus: 'REQUIRES SENIOR' });
    expect(availableOrderActions(escalated!, context('approver', true))).toEqual([]);
    expect(availableOrderActions(escalated!, context('seniorApprover', true))).toEqual(['approve', 'deny']);
  });

  it('gives a person with several parts what any of them allows', () => {
    const submitted: OrderState = { type: 'SAMPLE', status: 'SUBMITTED', orderApprovalStatus: 'PENDING' };
    const both = { parts: new Set<OrderPart>(['requester', 'coordinator']), needsSenior: false };
    expect(availableOrderActions(submitted, both)).toEqual(['startProcessing', 'markComplete', 'cancel']);
    expect(availableOrderActions(submitted, context('requester'))).toEqual(['cancel']);
  });

  it('lists every reachable status of a type on exactly one tab', () => {
    for (const type of orderTypes) {
      const reachable = new Set(states.filter((state) => state.type === type).map((state) => state.status));
      const listed = Object.values(statusesOfView[type]).flat();
      expect(new Set(listed)).toEqual(reachable);
      expect(listed).toHaveLength(reachable.size);
    }
    expect(viewOfOrder('PROMO', 'PENDING')).toBe('needs-review');
    expect(viewOfOrder('SAMPLE', 'UNAPPROVED ORDER')).toBeNull();
    expect(orderViews.WHOLESALE).toEqual(['active', 'archived']);
  });
});

describe('order rules around the states (spec part 1 §4, §6)', () => {
  const order = (
    type: OrderState['type'],
    status: OrderStatus,
    orderApprovalStatus: OrderState['orderApprovalStatus'] = 'PENDING',
  ) => ({
    type,
    status,
    orderApprovalStatus,
  });
  const parts = (...list: OrderPart[]) => new Set(list);

  it.each([
    ['a DRAFT for anyone', order('SAMPLE', 'DRAFT'), parts('requester'), true],
    ['a submitted sample order for its coordinator', order('SAMPLE', 'SUBMITTED'), parts('coordinator'), true],
    [
      'a sample order in progress for its coordinator',
      order('SAMPLE', 'IN PROGRESS', 'PROCESSED'),
      parts('coordinator'),
      true,
    ],
    ['a submitted sample order for its requester', order('SAMPLE', 'SUBMITTED'), parts('requester'), false],
    [
      'a completed sample order for its coordinator',
      order('SAMPLE', 'COMPLETED', 'FINALIZED'),
      parts('coordinator'),
      false,
    ],
    [
      'a promo awaiting an approver for an approver',
      order('PROMO', 'PENDING', 'REQUIRES APPROVER'),
      parts('approver'),
      true,
    ],
    [
      'a promo awaiting an approver for a senior approver',
      order('PROMO', 'PENDING', 'REQUIRES APPROVER'),
      parts('seniorApprover'),
      true,
    ],
    [
      'a promo awaiting a senior for an approver',
      order('PROMO', 'PENDING', 'REQUIRES SENIOR'),
      parts('approver'),
      false,
    ],
    [
      'a promo awaiting a senior for a senior approver',
      order('PROMO', 'PENDING', 'REQUIRES SENIOR'),
      parts('seniorApprover'),
      true,
    ],
    ['a pending promo for its requester', order('PROMO', 'PENDING', 'REQUIRES APPROVER'), parts('requester'), false],
    ['an approved promo for an approver', order('PROMO', 'APPROVED', 'REVIEW COMPLETE'), parts('approver'), false],
    ['a submitted wholesale order for its rep', order('WHOLESALE', 'SUBMITTED', 'PROCESSED'), parts('requester'), true],
  ] as const)('%s: editable %s', (_name, state, who, editable) => {
    expect(isOrderEditable(state, who)).toBe(editable);
  });

  it('deletes DRAFT orders, and PENDING ones in the wholesale lists only', () => {
    expect(isOrderDeletable(order('SAMPLE', 'DRAFT'))).toBe(true);
    expect(isOrderDeletable(order('PROMO', 'PENDING'))).toBe(false);
    expect(isOrderDeletable(order('WHOLESALE', 'PENDING'))).toBe(true);
    expect(isOrderDeletable(order('WHOLESALE', 'SUBMITTED'))).toBe(false);
  });

  it('allows a coordinator change on reviewed and archived promos and active and archived samples only', () => {
    expect(allowsCoordinatorChange('PROMO', 'reviewed')).toBe(true);
    expect(allowsCoordinatorChange('PROMO', 'archived')).toBe(true);
    expect(allowsCoordinatorChange('PROMO', 'needs-review')).toBe(false);
    expect(allowsCoordinatorChange('SAMPLE', 'active-orders')).toBe(true);
    expect(allowsCoordinatorChange('SAMPLE', 'archived-orders')).toBe(true);
    expect(allowsCoordinatorChange('SAMPLE', 'sample-styles')).toBe(false);
    expect(allowsCoordinatorChange('WHOLESALE', 'active')).toBe(false);
  });

  it('shows sample coordinators only SUBMITTED and IN PROGRESS active orders, others DRAFT too', () => {
    expect(activeSampleStatusesFor(true)).toEqual(['SUBMITTED', 'IN PROGRESS']);
    expect(activeSampleStatusesFor(false)).toEqual(['DRAFT', 'SUBMITTED', 'IN PROGRESS']);
  });

  it('starts the archived window one year before now', () => {
    expect(archivedWindowStart(new Date('2026-11-26T10:00:00Z')).toISOString()).toBe('2025-11-26T10:00:00.000Z');
    expect(archivedWindowStart(new Date('2028-02-29T00:00:00Z')).toISOString()).toBe('2027-03-01T00:00:00.000Z');
  });
});
