import { trace } from '@opentelemetry/api';
import type { App } from '../http/app-types.js';
import type { Storage } from '../storage/storage.js';
import { inSpan } from './tracing.js';

/**
 * Names the HTTP instrumentation's span of each request after its route pattern
 * (`GET /api/users/:id`) and gives it Fastify's request id, the `reqId` of the request's log lines,
 * so a slow trace leads to its logs and a logged error to its trace.
 */
export const registerRequestSpans = (app: App) => {
  app.addHook('onRequest', async (request) => {
    const span = trace.getActiveSpan();
    if (!span) return;
    const route = request.routeOptions.url;
    span.setAttribute('stride.request_id', request.id);
    if (route === undefined) return;
    span.setAttribute('http.route', route);
    span.updateName(`${request.method} ${route}`);
  });
};

/** The storage with a child span around each call (`storage get`, with its key): files on disk or in S3. */
export const storageWithSpans = (storage: Storage): Storage =>
  new Proxy(storage, {
    get(target, property, receiver) {
      const member: unknown = Reflect.get(target, property, receiver);
      if (typeof member !== 'function' || typeof property !== 'string') return member;
      return (...args: unknown[]) =>
        inSpan(`storage ${property}`, typeof args[0] === 'string' ? { 'stride.storage.key': args[0] } : {}, () =>
          member.apply(target, args),
        );
    },
  });
