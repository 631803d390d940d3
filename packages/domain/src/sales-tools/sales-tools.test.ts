import { describe, expect, it } from 'vitest';
import type { Permission } from '../access/permission.js';
import { allowedSalesTools } from './sales-tools.js';

const urls = {
  travelCalendar: 'https://travel.example.org/',
  keyItemPricing: 'https://prices.example.org/',
  spendingApproval: 'https://spend.example.org/',
};
const subject = (...permissions: Permission[]) => ({ permissions });

describe('allowedSalesTools', () => {
  it('answers the tools whose rule passes and that have an address, in menu order', () => {
    expect(
      allowedSalesTools(
        subject(
          { domain: 'spendingApproval', role: 'approver' },
          { domain: 'travelCalendar', role: 'user' },
          { domain: 'upcLookup', role: 'user' },
        ),
        urls,
      ),
    ).toEqual([
      { tool: 'travelCalendar', url: urls.travelCalendar },
      { tool: 'spendingApproval', url: urls.spendingApproval },
    ]);
  });

  it.each<[string, Permission[]]>([
    ['a role the rule does not name', [{ domain: 'keyItemPricing', role: 'manager' }]],
    ['another domain', [{ domain: 'products', role: 'user' }]],
    ['no permission', []],
  ])('offers nothing for %s', (_, permissions) => {
    expect(allowedSalesTools(subject(...permissions), urls)).toEqual([]);
  });

  it('offers every tool with an address when permissions are bypassed', () => {
    expect(allowedSalesTools(subject(), urls, { bypassPermissions: true }).map((link) => link.tool)).toEqual([
      'travelCalendar',
      'keyItemPricing',
      'spendingApproval',
    ]);
  });
});
