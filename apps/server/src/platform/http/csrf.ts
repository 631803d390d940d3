import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { bearerTokenOf } from './bearer-call.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GET calls that change state (the spec's logout is a GET) get the same protection. */
const stateChangingGets = new Set(['/api/users/logout']);

const crossSite = () =>
  new AppError(403, 'ITS_BE_ERROR_CROSS_SITE', 'This request came from another site and was refused.');

/**
 * Cookies are SameSite=Lax; on top of that a state-changing call must not come from another
 * site. Browsers say where a request comes from (Sec-Fetch-Site, Origin); API clients that
 * send neither header pass, and so do calls with an API token.
 */
export const registerCsrfProtection = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (safeMethods.has(request.method) && !stateChangingGets.has(path)) return;
    // A token call carries no ambient credential a foreign page could borrow (bearer-call.ts).
    if (bearerTokenOf(request) !== undefined) return;
    const fetchSite = request.headers['sec-fetch-site'];
    // Set by the browser and beyond a page's reach; it outranks Origin, which a form posted under
    // our no-referrer policy sends as 'null' (the download queue's hidden forms).
    if (fetchSite === 'same-origin') return;
    if (fetchSite && fetchSite !== 'none') throw crossSite();
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw crossSite();
      }
      if (originHost !== request.headers.host) throw crossSite();
    } else if (origin === 'null') {
      throw crossSite();
    }
  });
};
