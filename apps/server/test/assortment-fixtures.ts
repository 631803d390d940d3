import type { Permission, Product, UserTBE } from '@stride/domain';
import { createUser, type TestUser } from './factories.js';
import { ADMIN_TBES, type CatalogueTestApp, createCatalogueTestApp } from './product-catalogue.js';
import { type JsonCaller, jsonCaller } from './test-app.js';

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
