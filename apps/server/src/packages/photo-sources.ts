import {
  accessRules,
  checkAccess,
  HERO_ANGLE,
  type PackageSettings,
  type ProductType,
  productPhotoFilename,
  type User,
} from '@stride/domain';
import { forbidden, notFound } from '../platform/errors.js';
import type { ProductImageService } from '../products/image-service.js';
import type { ProductPhotoListing, ProductPhotosRepository } from './product-photos-repository.js';
import type { ZipSource } from './zip-stream.js';

/** One product asked for by style-colour, with the product type the browser believes it has. */
export type PhotoRequest = { styleColorId: string; productType?: ProductType; settings: PackageSettings };

/**
 * Product photos of a package, drawn through the products image service (rendered on first
 * request, then read from storage): the hero view or every view the product has, small or large.
 */
export const createPhotoSources = (deps: {
  photos: ProductPhotosRepository;
  images: ProductImageService;
  bypassPermissions: boolean;
}) => {
  const assertMayView = (user: User) => {
    if (!checkAccess(user, accessRules.viewProducts, { bypassPermissions: deps.bypassPermissions })) throw forbidden();
  };

  const sourcesOf = (listing: ProductPhotoListing, settings: PackageSettings): ZipSource[] =>
    listing.angles
      .filter((angle) => !settings.heroOnly || angle === HERO_ANGLE)
      .map((angle) => ({
        name: productPhotoFilename(listing.styleColorId, angle),
        open: async () => {
          const size = settings.small ? 'small' : 'large';
          const image = await deps.images.find({ styleColorId: listing.styleColorId, angle, size, format: 'jpeg' });
          return (await image.open()).body;
        },
      }));

  return {
    /**
     * Each listed product must exist (with the product type given): 404 names the first that
     * does not, unless `skipMissing` (spreadsheet rows, whose grid already flags unknown rows).
     */
    forStyleColors: async (
      user: User,
      requests: readonly PhotoRequest[],
      options: { skipMissing?: boolean } = {},
    ): Promise<ZipSource[]> => {
      if (requests.length === 0) return [];
      assertMayView(user);
      const found = new Map(
        (await deps.photos.ofStyleColors(requests.map((request) => request.styleColorId))).map((listing) => [
          listing.styleColorId,
          listing,
        ]),
      );
      return requests.flatMap((request) => {
        const listing = found.get(request.styleColorId);
        if (!listing || (request.productType && request.productType !== listing.productType)) {
          if (options.skipMissing) return [];
          throw notFound(`Product ${request.styleColorId}`);
        }
        return sourcesOf(listing, request.settings);
      });
    },

    forDivision: async (user: User, division: string, settings: PackageSettings): Promise<ZipSource[]> => {
      assertMayView(user);
      return (await deps.photos.ofDivision(division)).flatMap((listing) => sourcesOf(listing, settings));
    },
  };
};

export type PhotoSources = ReturnType<typeof createPhotoSources>;
