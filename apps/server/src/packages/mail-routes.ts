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
import { publicOrigin } from '../platform/http/app-types.js';
import type { RouteAccess } from '../platform/http/route-access.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { mailRateLimit } from '../platform/mail/mailer.js';
import type { PackageRouteDeps } from './download-routes.js';

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
export const registerPackageMailRoutes = (scope: FastifyInstance, deps: PackageRouteDeps) => {
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
        const { to, message } = request.body;
        await deps.shares.mailPackage(
          signedInUser(request),
          variant.request(request.body.data),
          { to, message },
          origin(request),
        );
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
      await deps.shares.mailAppLink(signedInUser(request), to, `${origin(request)}${path}`, message);
      return { message: 'Success' };
    },
  );
};
