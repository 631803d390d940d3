import { accessRules, checkAccess, coordinatorAssignmentDataSchema, coordinatorFor } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { demoCoordinatorAssignments } from './demo-order-notices.js';
import { demoUsers } from './demo-users.js';

const assignments = demoCoordinatorAssignments.map((data, index) => ({ _id: String(index), data }));
const demoUser = (code: string) => demoUsers.find((user) => user.userCode === code);

describe('demo coordinator assignments', () => {
  it('name demo coordinators by their names, with valid data', () => {
    for (const { data } of assignments) {
      expect(coordinatorAssignmentDataSchema.parse(data)).toEqual(data);
      const coordinator = demoUser(data.coordinatorCode)!;
      expect(checkAccess({ permissions: coordinator.permissions ?? [] }, accessRules.readCoordinatorAssignments)).toBe(
        true,
      );
      expect(data.coordinatorName).toBe(`${coordinator.name} ${coordinator.lastName}`);
    }
  });

  it('give every demo order a coordinator, by requester, region or the catch-all', () => {
    const pick = (order: Parameters<typeof coordinatorFor>[1]) =>
      coordinatorFor(assignments, order)?.data.coordinatorCode;
    expect(pick({ type: 'SAMPLE', requesterCode: 'D1001', region: 'Domestic' })).toBe('D1011');
    expect(pick({ type: 'SAMPLE', requesterCode: 'S2010', region: 'Domestic' })).toBe('D1009');
    expect(pick({ type: 'SAMPLE', requesterCode: 'S2010', region: 'Europe', productType: 'Footwear' })).toBe('D1011');
    expect(pick({ type: 'PROMO', requesterCode: 'S2010', productType: 'POP' })).toBe('D1009');
    expect(pick({ type: 'PROMO', requesterCode: 'S2010', region: 'Europe' })).toBe('D1009');
    expect(pick({ type: 'SAMPLE', requesterCode: 'S2010', region: 'Europe', productType: 'Apparel' })).toBe('D1010');
  });
});
