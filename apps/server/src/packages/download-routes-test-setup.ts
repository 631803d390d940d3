import { afterAll, beforeAll } from 'vitest';
import {
  advertisingEditor,
  createPackagesTestApp,
  type PackagesTestApp,
  postForm,
  productsUser,
} from '../../test/package-fixtures.js';

/**
 * The packages app of the calling test file, built before its tests and closed after them, with
 * a user of the products and advertising assets permissions signed in as `cookie()`.
 */
export const useDownloadTestApp = () => {
  let p: PackagesTestApp | undefined;
  let cookie = '';

  beforeAll(async () => {
    p = await createPackagesTestApp();
    ({ cookie } = await p.signInWith([productsUser, advertisingEditor]));
  });
  afterAll(() => p?.close());

  const app = () => {
    if (!p) throw new Error('The packages test app is not built yet');
    return p;
  };

  return {
    app,
    cookie: () => cookie,
    /** POST /api/packages/download as the signed-in user, unless `options.cookie` says otherwise. */
    download: (data: unknown, options: { cookie?: string; downloadId?: string } = {}) =>
      postForm(app().t, '/api/packages/download', data, { cookie, ...options }),
  };
};
