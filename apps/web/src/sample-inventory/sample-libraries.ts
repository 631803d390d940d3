import { accessRules, checkAccess, type SampleLibrary, sampleLibraries, type User } from '@stride/domain';

/** The two sample library pages (spec part 1 §2 Product libraries). */
export const samplePaths: Record<SampleLibrary, string> = {
  Production: '/product/libraries/samples/production',
  Sales: '/product/libraries/samples/sales',
};

export const sampleLibraryRules = {
  Production: 'sampleInventoryProduction',
  Sales: 'sampleInventorySales',
} as const satisfies Record<SampleLibrary, keyof typeof accessRules>;

/** The libraries the user's sample-inventory permission covers: the page's tabs (part 1 §6). */
export const allowedSampleLibraries = (user: User | null): SampleLibrary[] =>
  user ? sampleLibraries.filter((library) => checkAccess(user, accessRules[sampleLibraryRules[library]])) : [];
