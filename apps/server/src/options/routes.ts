import { CURRENCIES, LOCATIONS, optionDataSchema, optionKeys, sessionTimings, type User } from '@stride/domain';
import { z } from 'zod';
import { AppError } from '../platform/errors.js';
import type { App } from '../platform/http/app-types.js';

/** ADMIN territory and business entity see every location; others only their userTBEs'. */
const locationsFor = (user: User) => {
  const isAdmin = user.userTBEs.some((tbe) => tbe.territory === 'ADMIN' && tbe.businessEntity === 'ADMIN');
  if (isAdmin) return LOCATIONS;
  const keys = new Set(user.userTBEs.flatMap((tbe) => tbe.locations.map((location) => location.key)));
  return LOCATIONS.filter((location) => keys.has(location.code));
};

export const registerOptionRoutes = (app: App, info: { version: string; ssoEnabled: boolean }) => {
  const build: Record<(typeof optionKeys)[number], (user: User) => Record<string, unknown>> = {
    session: (user) => {
      const { timeoutMs, warningMs } = sessionTimings(user.sessionOptions);
      return { userTimeoutMs: timeoutMs, userWarningMs: warningMs };
    },
    storage: () => ({ storage: 'local', s3: null }),
    locations: (user) => ({ locations: locationsFor(user) }),
    currencies: () => ({ currencies: CURRENCIES }),
    app: () => ({ version: info.version, ssoEnabled: info.ssoEnabled }),
  };

  app.get(
    '/api/options/data/:key',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['options'], params: z.object({ key: z.string().max(40) }), response: { 200: optionDataSchema } },
    },
    async (request) => {
      const key = request.params.key as (typeof optionKeys)[number];
      if (!optionKeys.includes(key)) {
        throw new AppError(404, 'ITS_BE_ERROR_UNKNOWN_OPTION', `There are no options named ${request.params.key}.`, {
          key: request.params.key,
        });
      }
      return build[key](request.user!);
    },
  );
};
