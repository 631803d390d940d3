import {
  assortmentPackageSchema,
  divisionPackageSchema,
  filesPackageSchema,
  LINK_EXPIRED_PATH,
  type PackageRequest,
  packageFormSchema,
  spreadsheetPackageSchema,
} from '@stride/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../platform/config.js';
import { notFound } from '../platform/errors.js';
import type { RouteAccess } from '../platform/http/route-access.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { parseFormData } from './form-body.js';
import type { PackageService } from './package-service.js';
import type { PackageShareService } from './share-service.js';
import { sendZip } from './zip-reply.js';
import { streamZip } from './zip-stream.js';

export type PackageRouteDeps = {
  packages: PackageService;
  shares: PackageShareService;
  config: Pick<AppConfig, 'cookieSecure' | 'publicUrl'>;
};

const downloadVariants: {
  path: string;
  access: RouteAccess;
  read: (json: string) => PackageRequest;
}[] = [
  {
    path: '/api/packages/download',
    // Library files and photos check the rights per file.
    access: 'signedIn',
    read: (json) => ({ kind: 'files', data: parseFormData(filesPackageSchema, json) }),
  },
  {
    path: '/api/packages/download/spreadsheet',
    access: 'viewProducts',
    read: (json) => ({ kind: 'spreadsheet', data: parseFormData(spreadsheetPackageSchema, json) }),
  },
  {
    path: '/api/packages/download/division',
    access: 'viewProducts',
    read: (json) => ({ kind: 'division', data: parseFormData(divisionPackageSchema, json) }),
  },
  {
    path: '/api/packages/download/assortment',
    access: 'viewAssortments',
    read: (json) => ({ kind: 'assortment', data: parseFormData(assortmentPackageSchema, json) }),
  },
];

/** Part 2 §7.11: zips streamed to hidden form POSTs, and the mailed links that stream them again. */
export const registerPackageDownloadRoutes = (scope: FastifyInstance, deps: PackageRouteDeps) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  for (const variant of downloadVariants) {
    app.post(
      variant.path,
      {
        config: { access: variant.access },
        schema: {
          tags: ['packages'],
          summary: 'A zip of the package in `data` (JSON), streamed as it is built',
          description:
            'Form POST (application/x-www-form-urlencoded). Sets cookie stride-download-{downloadId}=started when the zip starts.',
          consumes: ['application/x-www-form-urlencoded'],
          body: packageFormSchema,
        },
      },
      async (request, reply) => {
        const packageRequest = variant.read(request.body.data);
        const sources = await deps.packages.sourcesFor(signedInUser(request), packageRequest);
        return sendZip(reply, streamZip(sources), {
          filename: packageRequest.data.filename,
          downloadId: request.body.downloadId,
          secureCookie: deps.config.cookieSecure,
        });
      },
    );
  }

  app.get(
    '/api/packages/shared/:code',
    {
      // The 256-bit code is the credential; the files are checked with the sharer's current rights.
      config: { access: 'public' },
      schema: {
        tags: ['packages'],
        summary: 'The zip of a mailed package, for 7 days after it was mailed',
        params: z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) }),
      },
    },
    async (request, reply) => {
      const shared = await deps.shares.shared(request.params.code);
      if (!shared) {
        // Someone who opened the mailed link in a browser reads why on a page of the app.
        if (request.headers.accept?.includes('text/html')) return reply.redirect(LINK_EXPIRED_PATH);
        throw notFound('Download link');
      }
      const sources = await deps.packages.sourcesFor(shared.sharer, shared.request);
      return sendZip(reply, streamZip(sources), {
        filename: shared.request.data.filename,
        secureCookie: deps.config.cookieSecure,
      });
    },
  );
};
