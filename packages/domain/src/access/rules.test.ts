import { describe, expect, it } from 'vitest';
import { checkAccess } from './check-access.js';
import { inventoryToolAndConferenceCases } from './rule-cases-inventory-tools-conference.js';
import { libraryAndAssortmentCases } from './rule-cases-libraries-assortments.js';
import { orderCases } from './rule-cases-orders.js';
import { type AccessRuleName, accessRules } from './rules.js';
import { grant, holding } from './test-fixtures.js';

/** Who holds what and whether each named rule lets them through, by area (rule-cases-*.ts). */
const cases = [...libraryAndAssortmentCases, ...orderCases, ...inventoryToolAndConferenceCases];

describe('named access rules', () => {
  it.each(cases.map((c) => [c.rule, c.who, c.allowed, c.subject] as const))(
    '%s: %s → %s',
    (rule, _who, allowed, subject) => {
      expect(checkAccess(subject, accessRules[rule])).toBe(allowed);
    },
  );

  it('has an allowed and (except signedIn) a denied case for every rule', () => {
    for (const rule of Object.keys(accessRules) as AccessRuleName[]) {
      const outcomes = new Set(cases.filter((c) => c.rule === rule).map((c) => c.allowed));
      expect(outcomes.has(true), `${rule} allowed`).toBe(true);
      if (rule !== 'signedIn') expect(outcomes.has(false), `${rule} denied`).toBe(true);
    }
  });

  it('lets a user holding many unrelated permissions through only where one matches', () => {
    const broad = holding(
      grant('advertisingAssets', 'user'),
      grant('products', 'user'),
      grant('sampleOrders', 'coordinator'),
      grant('adminUsers', 'user'),
    );
    expect(checkAccess(broad, accessRules.viewAdvertisingAssets)).toBe(true);
    expect(checkAccess(broad, accessRules.manageAdvertisingAssets)).toBe(false);
    expect(checkAccess(broad, accessRules.sampleStyles)).toBe(true);
    expect(checkAccess(broad, accessRules.manageAssignments)).toBe(false);
    expect(checkAccess(broad, accessRules.adminUsers)).toBe(false);
  });

  it('lets every rule through when permissions are bypassed', () => {
    for (const rule of Object.values(accessRules)) {
      expect(checkAccess(holding(), rule, { bypassPermissions: true })).toBe(true);
    }
  });
});
