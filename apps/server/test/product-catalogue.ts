import type { Product, UserTBE } from '@stride/domain';
import { createProductsRepository } from '../src/products/repository.js';
import { generateCatalogue } from '../src/seed/catalogue.js';
import { createRandom } from '../src/seed/random.js';
import { createUser } from './factories.js';
import { type Answer, createTestApp, openEmptyDatabase, readAnswer, signIn, type TestApp } from './test-app.js';

export const ADMIN_TBES: UserTBE[] = [{ territory: 'ADMIN', businessEntity: 'ADMIN', locations: [] }];

export type CatalogueTestApp = {
  t: TestApp;
  products: Product[];
  /** Signs in a products user with the given userTBEs (ADMIN/ADMIN by default). */
  signInUser: (userTBEs?: UserTBE[]) => Promise<string>;
  /** POST /api/products/fetch as the given session. */
  fetchProducts: (body: unknown, cookie: string) => Promise<{ status: number; answer: Answer }>;
  /** The next `count` styles of the same generated catalogue, not in the catalogue until `add()`. */
  upcomingStyles: (count: number) => { products: Product[]; add: () => Promise<void> };
  close: () => Promise<void>;
};

/**
 * The app on a database of its own holding a small generated catalogue (dated around today,
 * so the date windows find something), so expectations can be counted from the documents.
 */
export const createCatalogueTestApp = async (styles = 60, env?: Record<string, string>): Promise<CatalogueTestApp> => {
  const database = await openEmptyDatabase();
  const t = await createTestApp({ database, env });
  const generate = (count: number) => [...generateCatalogue(createRandom(3), { styles: count, now: Date.now() })];
  const items = generate(styles);
  await createProductsRepository(t.db).insertMany(items);
  let styleCount = styles;
  const known = new Set(items.map((item) => item.product.styleColorId));
  return {
    t,
    products: items.map((item) => item.product),
    signInUser: async (userTBEs = ADMIN_TBES) => {
      const user = await createUser(t.db, { permissions: [{ domain: 'products', role: 'user' }], userTBEs });
      return signIn(t, user.email, user.password!);
    },
    fetchProducts: async (body, cookie) => {
      const response = await t.call('/api/products/fetch', { body, cookie });
      return { status: response.status, answer: await readAnswer(response) };
    },
    upcomingStyles: (count) => {
      styleCount += count;
      const upcoming = generate(styleCount).filter((item) => !known.has(item.product.styleColorId));
      for (const item of upcoming) known.add(item.product.styleColorId);
      return {
        products: upcoming.map((item) => item.product),
        add: () => createProductsRepository(t.db).insertMany(upcoming),
      };
    },
    close: async () => {
      await t.close();
      await database.close();
    },
  };
};
