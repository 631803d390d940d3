import { z } from 'zod';
import type { PhotoSources } from '../packages/photo-sources.js';
import { sendZip } from '../packages/zip-reply.js';
import { streamZip } from '../packages/zip-stream.js';
import { invalidInput } from '../platform/errors.js';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { AssortmentService } from './service.js';

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /api/assortments/zip/images/{small}/{heroOnly}/{id} (spec part 2 §7.3): the rows' photos as a streamed zip. */
export const registerAssortmentZipRoutes = (
  app: App,
  deps: { assortments: AssortmentService; photos: PhotoSources; secureCookie: boolean },
) => {
  app.get(
    '/api/assortments/zip/images/:small/:heroOnly/:id',
    {
      config: { access: 'viewAssortments' },
      schema: {
        tags: ['assortments'],
        summary: "The photos of an assortment's style-colours as a zip: small or large, the hero view or all",
        params: z.object({ small: flag, heroOnly: flag, id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const { small, heroOnly, id } = request.params;
      const user = signedInUser(request);
      const assortment = await deps.assortments.get(user, id, true);
      const sources = await deps.photos.forStyleColors(
        user,
        assortment.products.map((row) => ({ styleColorId: row.id, settings: { small, heroOnly } })),
        { skipMissing: true },
      );
      if (sources.length === 0) throw invalidInput('id', 'This assortment has no product photos to download.');
      return sendZip(reply, streamZip(sources), { filename: assortment.title, secureCookie: deps.secureCookie });
    },
  );
};
