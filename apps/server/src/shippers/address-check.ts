import type { AddressConfirmation, ShippingAddress } from '@stride/domain';
import { lookupZip } from './zip-codes.js';

type Problem = AddressConfirmation['problems'][number];

/**
 * The address check made without a carrier: the schema already checked the format (street, city,
 * a state code and a five-digit ZIP); here the ZIP must exist and belong to the state.
 */
export const zipProblems = async (address: ShippingAddress): Promise<Problem[]> => {
  const place = await lookupZip(address.zip);
  if (!place) return [{ field: 'zip', message: `The ZIP code ${address.zip} does not exist.` }];
  if (place.state !== address.state) {
    return [{ field: 'zip', message: `The ZIP code ${address.zip} is in ${place.state}, not ${address.state}.` }];
  }
  return [];
};

export const checkAddressFormat = async (address: ShippingAddress): Promise<AddressConfirmation> => {
  const problems = await zipProblems(address);
  return {
    valid: problems.length === 0,
    carrier: null,
    problems,
    candidate: null,
    message:
      problems.length === 0
        ? 'The address is well formed. No carrier is configured, so it was not confirmed with one.'
        : 'The address has problems. No carrier is configured, so it was checked here only.',
  };
};
