import { customers, type NewCustomer } from '../customers/tables.js';
import type { Database } from '../platform/db/database.js';

type DemoAccount = [name: string, city: string, corporate?: boolean];

/**
 * Accounts per sales territory: those of the demo users (US-WEST, EU-CENTRAL, CA-EAST) and a few
 * more that only ADMIN/ADMIN sees. Names the demo assortments use as their customer are among
 * them, and so is one with an ampersand (terms are URL-encoded, part 1 §5).
 */
const territories: Record<string, { country: string; accounts: DemoAccount[] }> = {
  'US-WEST': {
    country: 'USA',
    accounts: [
      ['Runway Footwear Co.', 'Los Angeles', true],
      ['A&B Sports', 'San Diego'],
      ['Pacific Trail Outfitters', 'Portland', true],
      ['Golden Gate Shoes', 'San Francisco'],
      ['Desert Step', 'Phoenix'],
      ['Cascade Running', 'Seattle'],
      ['Sunset Kicks', 'Santa Monica'],
      ['Mile High Sports', 'Denver', true],
      ['Bay Area Boot Co.', 'Oakland'],
      ['Sierra Work & Safety', 'Sacramento'],
      ['Rainier Apparel', 'Tacoma'],
      ['Valley Family Footwear', 'Fresno'],
    ],
  },
  'US-EAST': {
    country: 'USA',
    accounts: [
      ['Hudson Athletic', 'New York', true],
      ['Liberty Shoe Mart', 'Philadelphia'],
      ['Harbor Sports', 'Boston'],
      ['Peach State Footwear', 'Atlanta', true],
      ['Capitol Steps', 'Washington'],
    ],
  },
  'EU-CENTRAL': {
    country: 'DEU',
    accounts: [
      ['Sportif GmbH', 'Munich', true],
      ['Laufhaus Berlin', 'Berlin'],
      ['Schuh & Sport Keller', 'Cologne'],
      ['Alpenschuh', 'Innsbruck'],
      ['Rheinwerk Sports', 'Düsseldorf', true],
      ['Wanderlust Outdoor', 'Stuttgart'],
      ['Zürcher Laufsport', 'Zurich'],
      ['Donau Schuhe', 'Vienna'],
      ['Hanse Footwear', 'Hamburg'],
    ],
  },
  'EU-SOUTH': {
    country: 'ITA',
    accounts: [
      ['Calzature Milano', 'Milan', true],
      ['Passo Romano', 'Rome'],
      ['Deportes Ibérica', 'Madrid', true],
      ['Sapatos do Porto', 'Porto'],
    ],
  },
  'CA-EAST': {
    country: 'CAN',
    accounts: [
      ['Maple Leaf Athletics', 'Toronto', true],
      ['Chaussures Montréal', 'Montreal'],
      ['Capital Sports', 'Ottawa'],
      ['Harbourfront Shoes', 'Halifax'],
      ['North Shore Outfitters', 'Quebec City'],
    ],
  },
  'CA-WEST': {
    country: 'CAN',
    accounts: [
      ['Rocky Mountain Footwear', 'Calgary', true],
      ['Coastline Sports', 'Vancouver'],
    ],
  },
};

/** The demo accounts, numbered per territory so each number says where it belongs. */
export const demoCustomers = (): NewCustomer[] =>
  Object.entries(territories).flatMap(([territory, { country, accounts }], territoryIndex) =>
    accounts.map(([name, city, corporate = false], index) => ({
      accountNumber: String(100_000 * (territoryIndex + 1) + 101 + index * 7),
      name,
      city,
      country,
      territory,
      corporate,
    })),
  );

export const seedDemoCustomers = async (db: Database) => {
  await db.insert(customers).values(demoCustomers());
};
