// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSearch } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The one call a test makes, answered with `answer`; its body as sent. */
const stubFetch = (answer: unknown) => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(answer), { status: 201 }));
  vi.stubGlobal('fetch', fetch);
  return () => JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as unknown;
};

describe('saveSearch: the payload checked before sending (spec part 1 §5)', () => {
  it('sends a valid request stripped of unknown fields, with nothing logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sentBody = stubFetch({});
    const request = { name: ' Runners ', query: 'gender=Mens', path: '/product/search', extra: 1 };
    await saveSearch(request);
    expect(sentBody()).toEqual({ name: 'Runners', query: 'gender=Mens', path: '/product/search' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs a violation under the call name and still sends the payload', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sentBody = stubFetch({});
    await saveSearch({ name: '', query: 'gender=Mens', path: 'product/search' });
    expect(warn).toHaveBeenCalledWith('Saved search: the request does not match its schema', expect.any(Array));
    expect(sentBody()).toEqual({ name: '', query: 'gender=Mens', path: 'product/search' });
  });
});
