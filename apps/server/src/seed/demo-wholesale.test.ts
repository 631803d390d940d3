import { describe, expect, it } from 'vitest';
import { demoCustomers } from './demo-customers.js';
import { demoUsers } from './demo-users.js';
import { demoWholesaleCustomers } from './demo-wholesale.js';

describe('demo wholesale customers', () => {
  const accounts = demoCustomers();
  const french = ['Chaussures Lumière', 'Course & Sentier', 'Pas de Provence'].map((name, index) => ({
    accountNumber: String(900_101 + index * 7),
    name,
    city: 'Paris',
    country: 'FRA',
    territory: 'EU-WEST',
  }));
  const rows = demoWholesaleCustomers([...accounts, ...french]);

  it('serves accounts for every demo login with the order form, in the region and currency of their country', () => {
    const reps = demoUsers.filter((user) => user.wof?.access).map((user) => user.userCode);
    expect(reps).toEqual(['D1006', 'D1012', 'D1013', 'D1014', 'D1015', 'D1016']);
    for (const rep of reps) expect(rows.filter((row) => row.repUserCode === rep).length, rep).toBeGreaterThanOrEqual(3);
    const byRep = (rep: string) => rows.find((row) => row.repUserCode === rep)!;
    expect(byRep('D1015')).toMatchObject({ region: 'usa', currency: 'USD' });
    expect(byRep('D1016')).toMatchObject({ region: 'can', currency: 'CAD' });
    expect(byRep('D1014')).toMatchObject({ region: 'eur', currency: 'EUR' });
  });

  it('gives each account a buyer e-mail, a default for work wear and the store, and terms', () => {
    for (const row of rows) {
      expect(row.email).toMatch(/^orders@[a-z0-9.]+\.example$/);
      expect(row.defaults).toContainEqual(expect.objectContaining({ store: '001', divisionId: 'Work' }));
      expect(row.termsInfo!.length).toBeGreaterThan(0);
    }
    expect(new Set(rows.map((row) => row.accountNumber)).size).toBe(rows.length);
  });
});
