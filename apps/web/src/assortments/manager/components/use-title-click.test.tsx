// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTitleClick } from './use-title-click';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useTitleClick (spec part 1 §4: open after 200 ms, cancelled by a double-click)', () => {
  it('opens 200 ms after a click, not before', () => {
    const open = vi.fn();
    const { result } = renderHook(() => useTitleClick(open));
    act(() => result.current.onClick());
    act(() => vi.advanceTimersByTime(199));
    expect(open).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledOnce();
  });

  it('does not open when a double-click follows the clicks', () => {
    const open = vi.fn();
    const { result } = renderHook(() => useTitleClick(open));
    act(() => {
      result.current.onClick();
      vi.advanceTimersByTime(80);
      result.current.onClick();
      result.current.onDoubleClick();
    });
    act(() => vi.advanceTimersByTime(1_000));
    expect(open).not.toHaveBeenCalled();
  });

  it('restarts the wait with each click and opens once', () => {
    const open = vi.fn();
    const { result } = renderHook(() => useTitleClick(open));
    act(() => result.current.onClick());
    act(() => vi.advanceTimersByTime(150));
    act(() => result.current.onClick());
    act(() => vi.advanceTimersByTime(150));
    expect(open).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(open).toHaveBeenCalledOnce();
  });

  it('does not open once the title has left the page', () => {
    const open = vi.fn();
    const { result, unmount } = renderHook(() => useTitleClick(open));
    act(() => result.current.onClick());
    unmount();
    vi.advanceTimersByTime(500);
    expect(open).not.toHaveBeenCalled();
  });
});
