import { describe, expect, it } from 'vitest';
import type { Permission } from '../access/permission.js';
import {
  needsSeniorApproval,
  type OrderActor,
  type OrderPeople,
  orderActionsFor,
  orderPartsOf,
  orderPartsOnTab,
  PROMO_SENIOR_APPROVAL_UNITS,
} from './order-parts.js';

const actor = (userCode: string, permissions: Permission[], hasAdvancedRights = false): OrderActor => ({
  userCode,
  permissions,
  hasAdvancedRights,
});
const promo = (overrides: Partial<OrderPeople> = {}): OrderPeople => ({
  type: 'PROMO',
  status: 'PENDING',
  orderApprovalStatus: 'REQUIRES APPROVER',
  requesterCode: 'R1',
  approverCode: null,
  coordinator: null,
  ...overrides,
});
const approver = actor('A1', [{ domain: 'promoOrders', role: 'approver' }]);
const senior = (advanced: boolean) => actor('S1', [{ domain: 'promoOrders', role: 'seniorApprover' }], advanced);
const sampleCoordinator = actor('C1', [{ domain: 'sampleOrders', role: 'sampleCoordinator' }]);

describe('who plays which part in an order (spec part 1 §6)', () => {
  it("makes an approver of an order awaiting anyone, or assigned to them, but not of their own or another approver's", () => {
    expect(orderPartsOf(approver, promo())).toEqual(new Set(['approver']));
    expect(orderPartsOf(approver, promo({ approverCode: 'A1' }))).toEqual(new Set(['approver']));
    expect(orderPartsOf(approver, promo({ approverCode: 'A2' }))).toEqual(new Set());
    expect(orderPartsOf(approver, promo({ requesterCode: 'A1' }))).toEqual(new Set(['requester']));
  });

  it('makes a coordinator of an unassigned order or their own, and of any order where the tab allows coordinator change', () => {
    const sample = {
      ...promo(),
      type: 'SAMPLE' as const,
      status: 'SUBMITTED' as const,
      orderApprovalStatus: 'PENDING' as const,
    };
    expect(orderPartsOf(sampleCoordinator, sample).has('coordinator')).toBe(true);
    expect(orderPartsOf(sampleCoordinator, { ...sample, coordinator: 'C2' }).has('coordinator')).toBe(false);
    expect(orderPartsOnTab(sampleCoordinator, { ...sample, coordinator: 'C2' }, true).has('coordinator')).toBe(true);
    expect(orderPartsOf(approver, sample)).toEqual(new Set());
  });

  it('lets only advanced rights turn a promo decision, and only to APPROVED or DENIED', () => {
    const approved = promo({ status: 'APPROVED', orderApprovalStatus: 'REVIEW COMPLETE' });
    const parts = new Set(['seniorApprover'] as const);
    expect(orderActionsFor(senior(true), approved, parts, 1)).toEqual(['deny']);
    expect(orderActionsFor(senior(false), approved, parts, 1)).toEqual([]);
  });

  it('asks for a senior approver on promo orders above the unit threshold only', () => {
    expect(needsSeniorApproval('PROMO', PROMO_SENIOR_APPROVAL_UNITS)).toBe(false);
    expect(needsSeniorApproval('PROMO', PROMO_SENIOR_APPROVAL_UNITS + 1)).toBe(true);
    expect(needsSeniorApproval('SAMPLE', 1000)).toBe(false);
  });
});
