// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { styleNeighbours } from './style-navigation';

const rows = ['A_1', 'A_2', 'B_1', 'B_2', 'B_3', 'C_1', 'A_3'].map((styleColorId) => ({
  styleColorId,
  style: styleColorId.split('_')[0]!,
}));
const ids = (styleColorId: string | undefined) => {
  const { previous, next } = styleNeighbours(rows, styleColorId);
  return [previous?.styleColorId, next?.styleColorId];
};

describe('styleNeighbours', () => {
  it.each([
    ['A_1', undefined, 'B_1'],
    ['A_2', undefined, 'B_1'],
    ['B_1', 'A_1', 'C_1'],
    ['B_3', 'A_1', 'C_1'],
    ['C_1', 'B_1', 'A_3'],
    // A style met again further down the list is a run of its own.
    ['A_3', 'C_1', undefined],
  ])('from %s goes back to %s and on to %s', (from, previous, next) => {
    expect(ids(from)).toEqual([previous, next]);
  });

  it('has no neighbours for a row not in the list', () => {
    expect(ids('Z_9')).toEqual([undefined, undefined]);
    expect(ids(undefined)).toEqual([undefined, undefined]);
  });

  it('steps back to where it came from', () => {
    const next = styleNeighbours(rows, 'A_1').next!;
    expect(styleNeighbours(rows, next.styleColorId).previous?.styleColorId).toBe('A_1');
  });
});
