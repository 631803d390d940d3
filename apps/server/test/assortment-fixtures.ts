import { assortmentLinesOf, type Permission, type Product, type UserTBE } from '@stride/domain';
import { createUser, type TestUser } from './factories.js';
import { ADMIN_TBES, type CatalogueTestApp, createCatalogueTestApp } from './product-catalogue.js';
import { type Answer, type JsonCaller, jsonCaller } from './test-app.js';

export type AssortmentCaller = JsonCaller & { user: TestUser };

export type AssortmentTestApp = CatalogueTestApp & {
  /** A signed-in user with the assortments permission in `role` (user by default), plus any `extra` permissions. */
  caller: (role?: Permission['role'], userTBEs?: UserTBE[], extra?: Permission[]) => Promise<AssortmentCaller>;
  /** Footwear style-colours of the generated catalogue, in style order. */
  footwear: Product[];
};

/** The app on its own small catalogue (and environment), with callers who own assortments. */
export const createAssortmentTestApp = async (
  styles = 40,
  env?: Record<string, string>,
): Promise<AssortmentTestApp> => {
  const c = await createCatalogueTestApp(styles, env);
  const caller = async (
    role: Permission['role'] = 'user',
    userTBEs = ADMIN_TBES,
    extra: Permission[] = [],
  ): Promise<AssortmentCaller> => {
    const user = await createUser(c.t.db, {
      permissions: [{ domain: 'productAssortments', role }, { domain: 'products', role: 'user' }, ...extra],
      userTBEs,
    });
    return { user, ...(await jsonCaller(c.t, user)) };
  };
  const footwear = c.products
    .filter((product) => product.productType === 'Footwear' && product.locations.some((l) => l.code === 'US'))
    .sort((a, b) => a.styleColorId.localeCompare(b.styleColorId));
  return { ...c, caller, footwear };
};

/**
 * A read of an assortment with its lines also one by one, as the grid makes them of the answer's
 * styles (`products`), so tests can look rows up by id.
 */
export const withLines = <Read extends { status: number; answer: Answer }>(read: Read): Read => ({
  ...read,
  answer: read.answer?.styles ? { ...read.answer, products: assortmentLinesOf(read.answer.styles) } : read.answer,
});
