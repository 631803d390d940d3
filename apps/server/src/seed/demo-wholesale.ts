import { type OrderCustomer, regionOfCountry } from '@stride/domain';
import { customers, type NewCustomer } from '../customers/tables.js';
import type { Database } from '../platform/db/database.js';
import { type NewWholesaleCustomer, wholesaleCustomers } from '../wholesale/tables.js';
import { demoCustomers } from './demo-customers.js';

/** French accounts for the FR demo rep (the official list has none in France). */
const frenchAccounts: NewCustomer[] = [
  ['Chaussures Lumière', 'Paris', true],
  ['Course & Sentier', 'Lyon', false],
  ['Pas de Provence', 'Marseille', false],
].map(([name, city, corporate], index) => ({
  accountNumber: String(900_101 + index * 7),
  name: name as string,
  city: city as string,
  country: 'FRA',
  territory: 'EU-WEST',
  corporate: corporate as boolean,
}));

const currencies: Record<string, string> = { USA: 'USD', CAN: 'CAD' };
const terms: Record<string, OrderCustomer['termsInfo']> = {
  usa: [
    { code: '30', description: 'Net 30' },
    { code: '60', description: 'Net 60' },
    { code: '02', description: '2% 10, Net 30 (reduced)' },
  ],
  can: [
    { code: '45', description: 'Net 45' },
    { code: '30', description: 'Net 30' },
  ],
  eur: [
    { code: '60', description: '60 Tage / 60 giorni / 60 jours' },
    { code: '30', description: '30 Tage / 30 giorni / 30 jours' },
  ],
};

/** The demo logins with the wholesale order form (demo-users.ts) and the accounts each serves, by name. */
const reps: { userCode: string; repNumber: string; accounts: string[] }[] = [
  { userCode: 'D1012', repNumber: 'DE-201', accounts: ['Sportif GmbH', 'Laufhaus Berlin', 'Hanse Footwear'] },
  { userCode: 'D1013', repNumber: 'IT-301', accounts: ['Calzature Milano', 'Passo Romano', 'Deportes Ibérica'] },
  { userCode: 'D1014', repNumber: 'FR-401', accounts: frenchAccounts.map((account) => account.name) },
  {
    userCode: 'D1015',
    repNumber: 'US-101',
    accounts: ['Runway Footwear Co.', 'A&B Sports', 'Pacific Trail Outfitters', 'Golden Gate Shoes', 'Desert Step'],
  },
  {
    userCode: 'D1016',
    repNumber: 'CA-501',
    accounts: ['Maple Leaf Athletics', 'Chaussures Montréal', 'Capital Sports'],
  },
  // The wholesale manager keeps a few house accounts of their own.
  { userCode: 'D1006', repNumber: 'US-001', accounts: ['Cascade Running', 'Sunset Kicks', 'Mile High Sports'] },
];

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '')
    .toLowerCase();

/**
 * Each account: the buyer's address, the region and currency of its country, store and division
 * defaults (a work-wear default for the first store, a general one for every other line), terms,
 * and the pack codes it orders in, so every rule of the form shows on the demo.
 */
export const demoWholesaleCustomers = (accounts: readonly NewCustomer[]): NewWholesaleCustomer[] =>
  reps.flatMap(({ userCode, repNumber, accounts: names }) =>
    names.map((name, index) => {
      const account = accounts.find((entry) => entry.name === name)!;
      const region = regionOfCountry(account.country);
      const termsInfo = terms[region]!;
      return {
        accountNumber: account.accountNumber,
        email: `orders@${slug(name)}.example`,
        region,
        currency: currencies[account.country] ?? 'EUR',
        defaults: [
          { store: '001', divisionId: 'Work', daysOut: 45, term: termsInfo[1]!.code },
          { store: '001', divisionId: null, daysOut: 30, term: termsInfo[0]!.code },
          { store: '002', divisionId: null, daysOut: 21 + index, term: termsInfo[0]!.code },
        ],
        termsInfo,
        packCodes: ['M6', 'M12', 'N24', 'P8', 'R6', 'S1', 'T1', 'Z1'],
        repUserCode: userCode,
        repNumber,
      };
    }),
  );

export const seedDemoWholesale = async (db: Database) => {
  await db.insert(customers).values(frenchAccounts);
  await db.insert(wholesaleCustomers).values(demoWholesaleCustomers([...demoCustomers(), ...frenchAccounts]));
};
