import { saveSearchRequestSchema } from '@stride/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkedRequest } from './checked-request';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('checkedRequest (spec part 1 §5 request payloads)', () => {
  it('strips unknown fields from a body that matches its schema, and logs nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = { name: 'Runners', query: 'gender=Mens', path: '/product/search', extra: true };
    expect(checkedRequest(saveSearchRequestSchema, body, 'Test call')).toEqual({
      name: 'Runners',
      query: 'gender=Mens',
      path: '/product/search',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs a violation with the call name and its issues, and answers the body to send as it was', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = { name: '', query: 'gender=Mens', path: 'no-slash' };
    expect(checkedRequest(saveSearchRequestSchema, body, 'Test call')).toBe(body);
    expect(warn).toHaveBeenCalledOnce();
    const [message, issues] = warn.mock.calls[0] as [string, { path: string[] }[]];
    expect(message).toBe('Test call: the request does not match its schema');
    expect(issues.map((issue) => issue.path)).toEqual([['name'], ['path']]);
  });
});
