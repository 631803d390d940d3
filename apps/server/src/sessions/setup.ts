import type { AuditLog } from '../audit/audit-log.js';
import type { AppConfig } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import { createUsersRepository } from '../users/repository.js';
import { createSessionsRepository } from './repository.js';
import { registerSessionLoader, registerSessionRoutes } from './routes.js';
import { createSessionService } from './service.js';
import { createSignInThrottle, registerSignInFailuresPurge } from './sign-in-throttle.js';

/**
 * The sessions feature: the loader hook that sets `request.user` (registered before the routes of
 * every other feature), sign-in and sign-out, and the purge of old sign-in failures. Answers the
 * service and the repository whose cache the accounts and users features clear.
 */
export const setupSessions = async (
  app: App,
  deps: { db: Database; config: AppConfig; jobs: JobQueue | undefined; audit: AuditLog },
) => {
  const repository = createSessionsRepository(deps.db, deps.config.sessionCacheTtlMs);
  const throttle = createSignInThrottle(deps.db, deps.config.signInThrottle);
  const service = createSessionService({
    sessions: repository,
    users: createUsersRepository(deps.db),
    throttle,
    audit: deps.audit,
  });
  if (deps.jobs) await registerSignInFailuresPurge(deps.jobs, throttle);
  registerSessionLoader(app, service);
  registerSessionRoutes(app, service, deps.config);
  return { service, repository };
};

export type SessionsSetup = Awaited<ReturnType<typeof setupSessions>>;
