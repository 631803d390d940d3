import type { App } from '../http/app-types.js';
import type { Metrics } from './metrics.js';

/** A request no route matched (a 404, a scanner's probe): one series, not one per URL. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every request by its route's URL pattern (`/api/users/:id`, never the raw URL, so the
 * series stay a few hundred) and its status class, and counts the requests in flight. The cost
 * per request is a counter step and one histogram observation (docs/decisions/platform.md, "Metrics").
 */
export const registerRequestMetrics = (app: App, metrics: Pick<Metrics, 'requestDuration' | 'requestsInFlight'>) => {
  const { requestDuration, requestsInFlight } = metrics;
  app.addHook('onRequest', async (request, reply) => {
    requestsInFlight.inc();
    // 'close' comes after the answer is sent and when the client goes away first, which 'finish'
    // (and so onResponse) does not: a dropped download would count in flight for ever.
    reply.raw.once('close', () => {
      requestsInFlight.dec();
      requestDuration.observe(
        {
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          method: request.method,
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
    });
  });
};
