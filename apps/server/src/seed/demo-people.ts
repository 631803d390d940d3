import type { NewUser } from '../users/repository.js';
import type { Random } from './random.js';

const firstNames = [
  'Anna',
  'Ben',
  'Carla',
  'David',
  'Elena',
  'Felix',
  'Grace',
  'Hugo',
  'Ines',
  'Jack',
  'Kira',
  'Leo',
  'Mia',
  'Noah',
  'Olga',
  'Pablo',
  'Rosa',
  'Sam',
  'Tara',
  'Victor',
  'Wen',
  'Yara',
  'Zoe',
  'Omar',
];
const lastNames = [
  'Fischer',
  'Garcia',
  'Kowalski',
  'Rossi',
  'Silva',
  'Müller',
  'Johnson',
  'Martin',
  'Nguyen',
  'Dubois',
  'Lopez',
  'Kim',
  'Novak',
  'Costa',
  'Schmidt',
  'Patel',
  'Ricci',
  'Haas',
  'Moreno',
  'Clark',
];
const entities = [
  'Stride Europe GmbH',
  'Stride Canada Inc.',
  'Runway Sports Ltd.',
  'Pacific Footwear Co.',
  'Alpine Outfitters',
  'Urban Sole Retail',
];
const reasons = [
  'I manage wholesale accounts for our stores and need the linesheets.',
  'New merchandiser on the Spring 26 line plan.',
  'Marketing agency working on the Fall campaign assets.',
  'Retail partner: we need to place promo orders for store openings.',
];

/** Colleagues around the demo logins, so the user admin screen has people to find, some awaiting review. */
export const demoPeople = (random: Random, count: number): NewUser[] =>
  Array.from({ length: count }, (_, index) => {
    const name = random.pick(firstNames);
    const lastName = random.pick(lastNames);
    const pending = index % 8 === 0;
    return {
      userCode: `S${String(2000 + index)}`,
      name,
      lastName,
      email: `${name}.${lastName}.${index}@stride.demo`.toLowerCase().replace('ü', 'ue'),
      status: pending ? 'pending' : index % 13 === 0 ? 'deactivated' : 'active',
      emailConfirmed: true,
      entity: random.pick(entities),
      accessReason: pending ? random.pick(reasons) : null,
      permissions: pending
        ? []
        : [
            { domain: 'products', role: 'user' },
            { domain: 'productAssortments', role: 'user' },
          ],
      userTBEs: pending ? [] : [{ territory: 'US-WEST', businessEntity: 'DOMESTIC', locations: [{ key: 'US' }] }],
    } satisfies NewUser;
  });
