import { sql } from 'drizzle-orm';
import { announcements } from '../announcements/tables.js';
import { hashPassword } from '../platform/crypto/passwords.js';
import type { Database } from '../platform/db/database.js';
import type { Storage } from '../platform/storage/storage.js';
import { users } from '../users/tables.js';
import { demoAnnouncements } from './demo-announcements.js';
import { seedDemoAssets } from './demo-assets.js';
import { seedDemoAssortments } from './demo-assortments.js';
import { seedDemoConference } from './demo-conference.js';
import { seedDemoCustomers } from './demo-customers.js';
import { seedDemoInternalAssortments } from './demo-internal-assortments.js';
import { seedDemoLogos } from './demo-logos.js';
import { seedDemoOrderNotices } from './demo-order-notices.js';
import { seedDemoOrders } from './demo-orders.js';
import { demoPeople } from './demo-people.js';
import { seedDemoSamples } from './demo-samples.js';
import { seedSeasonPictures } from './demo-seasons.js';
import { seedShowroomLinePictures } from './demo-showroom-pictures.js';
import { seedDemoShowrooms } from './demo-showrooms.js';
import { DEMO_PASSWORD, demoEmail, demoUsers } from './demo-users.js';
import { seedDemoWholesale } from './demo-wholesale.js';
import { createRandom } from './random.js';
import { seedCatalogue } from './seed-catalogue.js';

/** storage: where the demo library files go (none: asset rows without their files). */
export type SeedOptions = { catalogueStyles: number; now?: number; storage?: Storage };

const DEMO_SEED = 20_260_101;

/** Seeds an empty database with the demo data, in one transaction; a database with users is left alone. */
export const seedDemoData = async (db: Database, options: SeedOptions) => {
  const [existing] = await db.select({ id: users.id }).from(users).limit(1);
  if (existing) return { seeded: false };
  const random = createRandom(DEMO_SEED);
  const now = options.now ?? Date.now();
  const logins = await Promise.all(
    demoUsers.map(async ({ role, ...user }) => ({
      ...user,
      email: demoEmail(role),
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })),
  );
  await db.transaction(async (tx) => {
    await tx.insert(users).values([...logins, ...demoPeople(random, 48)]);
    await tx.insert(announcements).values(demoAnnouncements(now));
    await seedCatalogue(tx, random, { styles: options.catalogueStyles, now });
    await seedDemoAssets(tx, random, { now, storage: options.storage });
    await seedDemoAssortments(tx, random, { now });
    await seedDemoInternalAssortments(tx, { now });
    if (options.storage) await seedSeasonPictures(tx, options.storage);
    await seedDemoShowrooms(tx, random, { now });
    if (options.storage) await seedShowroomLinePictures(tx, options.storage);
    // Last, so the random sequence the seeders before it draw from stays as it was.
    await seedDemoConference(tx, random, { now, storage: options.storage });
    await seedDemoCustomers(tx);
    await seedDemoWholesale(tx);
    if (options.storage) await seedDemoLogos(tx, options.storage);
    await seedDemoOrders(tx, random, { now });
    await seedDemoOrderNotices(tx, { now });
    await seedDemoSamples(tx, { now });
  });
  // Fresh statistics for the planner: PGlite has no autovacuum, and PostgreSQL's would come a
  // minute late; without them the first searches over the new catalogue plan badly.
  await db.execute(sql`analyze`);
  return { seeded: true };
};
