import type { Permission, Product, UserTBE } from '@stride/domain';
import { createUser, type TestUser } from './factories.js';
import { ADMIN_TBES, type CatalogueTestApp, createCatalogueTestApp } from './product-catalogue.js';
import { type Answer, signIn } from './test-app.js';

export type AssortmentCaller = {
  user: TestUser;
  cookie: string;
  /** A JSON call as this user: status and parsed answer. */
  call: (path: string, options?: { method?: string; body?: unknown }) => Promise<{ status: number; answer: Answer }>;
};

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
    const cookie = await signIn(c.t, user.email, user.password!);
    return {
      user,
      cookie,
      call: async (path, options = {}) => {
        const response = await c.t.call(path, { method: options.method, body: options.body, cookie });
        const text = await response.text();
        return { status: response.status, answer: text ? JSON.parse(text) : null };
      },
    };
  };
  const footwear = c.products
    .filter((product) => product.productType === 'Footwear' && product.locations.some((l) => l.code === 'US'))
    .sort((a, b) => a.styleColorId.localeCompare(b.styleColorId));
  return { ...c, caller, footwear };
};
