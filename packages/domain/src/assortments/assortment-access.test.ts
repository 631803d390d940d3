import { describe, expect, it } from 'vitest';
import { type AssortmentAccessFacts, mayEditAssortment, mayViewShowroom } from './assortment-access.js';

const person = (_id: string, permissions: { domain: string; role: string }[] = []) =>
  ({ _id, permissions, userTBEs: [] }) as never;
const regular: AssortmentAccessFacts = {
  orgType: 'regular',
  ownerId: 'owner',
  state: 'Draft',
  archived: false,
  region: 'Domestic',
  channel: 'Wholesale',
  productType: 'Footwear',
};

describe('assortment access (spec part 1 §6)', () => {
  it('lets the owner and managers edit a regular assortment, nobody else', () => {
    expect(mayEditAssortment(person('owner'), regular)).toBe(true);
    expect(mayEditAssortment(person('other'), regular)).toBe(false);
    expect(mayEditAssortment(person('boss', [{ domain: 'productAssortments', role: 'manager' }]), regular)).toBe(true);
    expect(mayEditAssortment(null, regular)).toBe(false);
  });

  it('shows a published, live showroom to anyone, a draft or archived one only to its editors', () => {
    expect(mayViewShowroom(person('other'), { ...regular, state: 'Published' })).toBe(true);
    expect(mayViewShowroom(person('other'), { ...regular, state: 'Published', archived: true })).toBe(false);
    expect(mayViewShowroom(person('other'), regular)).toBe(false);
    expect(mayViewShowroom(person('owner'), regular)).toBe(true);
  });

  it('leaves an internal assortment to whoever covers its scope, not its owner', () => {
    expect(mayEditAssortment(person('owner'), { ...regular, orgType: 'internal' })).toBe(false);
  });
});
