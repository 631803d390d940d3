import { describe, expect, it } from 'vitest';
import { sampleBatchRequestSchema } from '../sample-inventory/sample-requests.js';
import { checkRequest } from './check-request.js';

describe('checkRequest (spec part 1 §5 request checks)', () => {
  it('strips unknown fields of a valid request', () => {
    const id = '0b7f6c3e-2a4d-4b8e-9f1a-3c5d7e9f1a2b';
    const checked = checkRequest(sampleBatchRequestSchema, { delete: [id], extra: true } as never);
    expect(checked).toEqual({ body: { delete: [id] }, issues: [] });
  });

  it('answers a violating request as it was, with its issues', () => {
    const body = { delete: ['not-an-id'] };
    const checked = checkRequest(sampleBatchRequestSchema, body);
    expect(checked.body).toBe(body);
    expect(checked.issues.map((issue) => issue.path)).toEqual([['delete', 0]]);
  });
});
