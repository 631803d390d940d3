import {
  allowedSalesTools,
  CURRENCIES,
  optionDataSchema,
  optionKeys,
  type SalesToolUrls,
  sessionTimings,
  type User,
  visibleLocations,
} from '@stride/domain';
import { z } from 'zod';
import { AppError } from '../platform/errors.js';
import type { App } from '../platform/http/app-types.js';
import { answerUnlessUnchanged } from '../platform/http/conditional-read.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { stampedAnswer } from '../platform/stamped-read.js';

type OptionInfo = {
  version: string;
  ssoEnabled: boolean;
  salesToolUrls: SalesToolUrls;
  bypassPermissions: boolean;
  /** Where files are kept. Browsers never hold cloud credentials: the server signs each upload part. */
  s3: { bucket: string; region: string } | null;
};

export const registerOptionRoutes = (app: App, info: OptionInfo) => {
  const build: Record<(typeof optionKeys)[number], (user: User) => Record<string, unknown>> = {
    session: (user) => {
      const { timeoutMs, warningMs } = sessionTimings(user.sessionOptions);
      return { userTimeoutMs: timeoutMs, userWarningMs: warningMs };
    },
    storage: () => ({ storage: info.s3 ? 's3' : 'local', s3: info.s3 }),
    locations: (user) => ({ locations: visibleLocations(user.userTBEs) }),
    currencies: () => ({ currencies: CURRENCIES }),
    app: () => ({ version: info.version, ssoEnabled: info.ssoEnabled }),
    // Only the tools the user may open: the address of one they may not is not theirs to know.
    salesTools: (user) => ({
      salesTools: allowedSalesTools(user, info.salesToolUrls, { bypassPermissions: info.bypassPermissions }),
    }),
  };

  app.get(
    '/api/options/data/:key',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['options'], params: z.object({ key: z.string().max(40) }), response: { 200: optionDataSchema } },
    },
    async (request, reply) => {
      const key = request.params.key as (typeof optionKeys)[number];
      if (!optionKeys.includes(key)) {
        throw new AppError(404, 'ITS_BE_ERROR_UNKNOWN_OPTION', `There are no options named ${request.params.key}.`, {
          key: request.params.key,
        });
      }
      return answerUnlessUnchanged(request, reply, stampedAnswer(build[key](signedInUser(request))));
    },
  );
};
