import {
  type MailedPackageRequest,
  mailAppLinkSchema,
  mailDivisionPackageSchema,
  mailFilesPackageSchema,
  mailSpreadsheetPackageSchema,
  messageAnswerSchema,
} from '@stride/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../platform/db/database.js';
import { publicOrigin } from '../platform/http/app-types.js';
import type { RouteAccess } from '../platform/http/route-access.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { type Mailer, mailRateLimit } from '../platform/mail/mailer.js';
import type { PackageRouteDeps } from './download-routes.js';
import { shareMails } from './mails.js';

type MailSchema =
  | typeof mailFilesPackageSchema
  | typeof mailSpreadsheetPackageSchema
  | typeof mailDivisionPackageSchema;

const mailVariants: {
  path: string;
  access: RouteAccess;
  body: MailSchema;
  request: (data: z.output<MailSchema>['data']) => MailedPackageRequest;
}[] = [
  {
    path: '/api/packages/mail',
    access: 'signedIn',
    body: mailFilesPackageSchema,
    request: (data) => ({ kind: 'files', data }) as MailedPackageRequest,
  },
  {
    path: '/api/packages/mail/spreadsheet',
    access: 'viewProducts',
    body: mailSpreadsheetPackageSchema,
    request: (data) => ({ kind: 'spreadsheet', data }) as MailedPackageRequest,
  },
  {
    path: '/api/packages/mail/division',
    access: 'viewProducts',
    body: mailDivisionPackageSchema,
    request: (data) => ({ kind: 'division', data }) as MailedPackageRequest,
  },
];

const successAnswer = { 200: messageAnswerSchema };

/** Part 2 §7.11: mails a link that streams the package's zip for 7 days, and links to screens. */
export const registerPackageMailRoutes = (
  scope: FastifyInstance,
  deps: PackageRouteDeps & { db: Database; mailer: Mailer },
) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const origin = (request: { protocol: string; host: string }) => publicOrigin(request, deps.config.publicUrl);

  for (const variant of mailVariants) {
    app.post(
      variant.path,
      {
        config: { access: variant.access, rateLimit: mailRateLimit },
        schema: {
          tags: ['packages'],
          summary: 'Mails a link to the zip of the package in `data`; the link works 7 days',
          body: variant.body,
          response: successAnswer,
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const packageRequest = variant.request(request.body.data);
        // The same checks as a download (rights per file, size), so no link is mailed that cannot work.
        await deps.packages.sourcesFor(user, packageRequest);
        await deps.db.transaction(async (tx) => {
          const { code, expiresAt } = await deps.mailed.store(packageRequest, user._id, tx);
          const link = `${origin(request)}/api/packages/shared/${code}`;
          const share = { filename: packageRequest.data.filename, link, expiresAt, message: request.body.message };
          await deps.mailer.send(shareMails.package(user, request.body.to, share), tx);
        });
        return { message: 'Success' };
      },
    );
  }

  app.post(
    '/api/mail/applink',
    {
      config: { access: 'signedIn', rateLimit: mailRateLimit },
      schema: {
        tags: ['packages'],
        summary: 'Mails a link to a screen of the app',
        body: mailAppLinkSchema,
        response: successAnswer,
      },
    },
    async (request) => {
      const { to, path, message } = request.body;
      await deps.mailer.send(shareMails.appLink(signedInUser(request), to, `${origin(request)}${path}`, message));
      return { message: 'Success' };
    },
  );
};
