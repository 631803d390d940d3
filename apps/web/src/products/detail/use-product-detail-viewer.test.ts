// @vitest-environment jsdom
import type { ProductSummary } from '@stride/domain';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useProductDetailViewer } from './use-product-detail-viewer';

const row = (styleColorId: string) => {
  const [style = '', color = ''] = styleColorId.split('_');
  return { styleColorId, style, color } as ProductSummary;
};
const rows = ['A_1', 'A_2', 'B_1', 'C_1', 'C_2'].map(row);

describe('useProductDetailViewer', () => {
  it('opens on a row and asks ahead for the styles a step would lead to', () => {
    const prefetch = vi.fn();
    const { result } = renderHook(() => useProductDetailViewer(rows, prefetch));
    expect(result.current.viewerProps.open).toBe(false);
    expect(prefetch).not.toHaveBeenCalled();
    act(() => result.current.openProduct('B_1'));
    expect(result.current.viewerProps.product?.styleColorId).toBe('B_1');
    expect(prefetch.mock.calls.map(([next]) => next.styleColorId)).toEqual(['A_1', 'C_1']);
    act(() => result.current.viewerProps.onNextStyle?.());
    expect(result.current.viewerProps.product?.styleColorId).toBe('C_1');
    expect(result.current.viewerProps.onNextStyle).toBeUndefined();
    expect(prefetch.mock.calls.at(-1)?.[0].styleColorId).toBe('B_1');
  });
});
