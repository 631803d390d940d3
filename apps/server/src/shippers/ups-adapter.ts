import type { AddressConfirmation, ShippingAddress } from '@stride/domain';
import type { UpsSettings } from '../platform/config.js';
import { AppError } from '../platform/errors.js';

type UpsAddressKeyFormat = {
  AddressLine?: string | string[];
  PoliticalDivision2?: string;
  PoliticalDivision1?: string;
  PostcodePrimaryLow?: string;
};
type UpsAnswer = {
  XAVResponse?: {
    ValidAddressIndicator?: string;
    AmbiguousAddressIndicator?: string;
    NoCandidatesIndicator?: string;
    Candidate?: { AddressKeyFormat?: UpsAddressKeyFormat } | { AddressKeyFormat?: UpsAddressKeyFormat }[];
  };
};

const carrierUnavailable = (detail: string) =>
  new AppError(502, 'ITS_BE_ERROR_INTERNAL', `UPS could not check the address (${detail}). Please try again later.`);

/**
 * The UPS address validation (OAuth client credentials, then XAV request option 1). The token is
 * kept until a minute before it expires.
 */
export const createUpsAdapter = (settings: UpsSettings, fetchImpl: typeof fetch = fetch) => {
  let token: { value: string; expiresAt: number } | undefined;

  const accessToken = async () => {
    if (token && token.expiresAt > Date.now()) return token.value;
    const response = await fetchImpl(new URL('/security/v1/oauth/token', settings.apiUrl), {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw carrierUnavailable(`sign-in ${response.status}`);
    const answer = (await response.json()) as { access_token: string; expires_in?: string | number };
    token = { value: answer.access_token, expiresAt: Date.now() + (Number(answer.expires_in ?? 3600) - 60) * 1000 };
    return token.value;
  };

  return {
    confirm: async (address: ShippingAddress): Promise<AddressConfirmation> => {
      const response = await fetchImpl(new URL('/api/addressvalidation/v2/1', settings.apiUrl), {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          XAVRequest: {
            AddressKeyFormat: {
              AddressLine: [address.street, address.street2].filter(Boolean),
              PoliticalDivision2: address.city,
              PoliticalDivision1: address.state,
              PostcodePrimaryLow: address.zip.slice(0, 5),
              CountryCode: 'US',
            },
          },
        }),
      });
      if (!response.ok) throw carrierUnavailable(`status ${response.status}`);
      const xav = ((await response.json()) as UpsAnswer).XAVResponse ?? {};
      const first = [xav.Candidate ?? []].flat()[0]?.AddressKeyFormat;
      const candidate = first
        ? {
            street: [first.AddressLine ?? []].flat().join(' '),
            city: first.PoliticalDivision2,
            state: first.PoliticalDivision1 as ShippingAddress['state'] | undefined,
            zip: first.PostcodePrimaryLow,
          }
        : null;
      const valid = xav.ValidAddressIndicator !== undefined;
      return {
        valid,
        carrier: 'UPS',
        problems: valid ? [] : [{ field: 'street', message: 'UPS does not know this address.' }],
        candidate,
        message: valid
          ? 'UPS confirmed the address.'
          : xav.AmbiguousAddressIndicator !== undefined
            ? 'UPS found several addresses like this one; please check the suggestion.'
            : 'UPS could not find this address.',
      };
    },
  };
};

export type UpsAdapter = ReturnType<typeof createUpsAdapter>;
