// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/api-client';
import { reportDeveloperError } from './developer-errors';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const logged = () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({})),
  );
  return error;
};

describe('developer console errors (spec part 2 §8.8)', () => {
  it('names a call that lacks its options type, library type or manage type', async () => {
    const error = logged();
    const missing: string | undefined = undefined;
    await api.get(`options/data/${missing}`);
    await api.post(`assets/${missing}`, {});
    await api.patch(`assets/${missing}/batch/many`, {});
    await api.patch('sampleInventory//batch/many', {});
    expect(error.mock.calls).toEqual([
      ['Missing optionsType in the call', 'options/data/undefined'],
      ['Missing libraryType in the call', 'assets/undefined'],
      ['Missing manageType in the call', 'assets/undefined/batch/many'],
      ['Missing manageType in the call', 'sampleInventory//batch/many'],
    ]);
  });

  it('says nothing of calls that name their types', async () => {
    const error = logged();
    await api.get('options/data/salesTools');
    await api.post('options/data/products/internal', {});
    await api.post('assets/AdvertisingAsset', {});
    await api.patch('assets/GlobalRetailAsset/batch/many', {});
    await api.get('assets/files/f1');
    await api.get('sampleInventory/autocomplete/Production/bin/B-E');
    expect(error).not.toHaveBeenCalled();
  });

  it('says each error once, however often it happens', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let i = 0; i < 3; i += 1) reportDeveloperError('A local option list was not found', 'seasonCodes-test');
    expect(error).toHaveBeenCalledTimes(1);
  });
});
