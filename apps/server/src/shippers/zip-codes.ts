import type { CityState } from '@stride/domain';
import { loadZipCodes } from '../platform/lazy-libraries.js';

/**
 * US ZIP codes from the `zipcodes` package (BSD licence, ~40,000 US codes in its data file),
 * read in-process: a look-up is a map access, no network.
 */
export const lookupZip = async (zip: string): Promise<CityState | undefined> => {
  const zip5 = zip.slice(0, 5);
  const zipcodes = await loadZipCodes();
  const found = zipcodes.lookup(zip5);
  return found && found.country === 'US' ? { zip: zip5, city: found.city, state: found.state } : undefined;
};
