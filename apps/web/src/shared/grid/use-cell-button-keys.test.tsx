// @vitest-environment jsdom
import { cleanup, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCellButtonKeys } from './use-cell-button-keys';

/** A grid cell (focusable, as AG Grid makes it) showing one button. */
const cellWithButton = (options: { disabled?: boolean } = {}) => {
  const cell = document.createElement('div');
  cell.tabIndex = -1;
  const button = document.createElement('button');
  button.disabled = options.disabled ?? false;
  const pressed = vi.fn();
  button.addEventListener('click', pressed);
  cell.append(button);
  document.body.append(cell);
  return { cell, button, pressed };
};

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('useCellButtonKeys', () => {
  it('presses the cell’s button with Enter and with Space', () => {
    const { cell, pressed } = cellWithButton();
    renderHook(() => useCellButtonKeys(cell));
    fireEvent.keyDown(cell, { key: 'Enter' });
    fireEvent.keyDown(cell, { key: ' ' });
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('leaves other keys, keys from inside the cell, and a disabled button alone', () => {
    const { cell, button, pressed } = cellWithButton();
    renderHook(() => useCellButtonKeys(cell));
    fireEvent.keyDown(cell, { key: 'a' });
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(pressed).not.toHaveBeenCalled();

    const pending = cellWithButton({ disabled: true });
    renderHook(() => useCellButtonKeys(pending.cell));
    fireEvent.keyDown(pending.cell, { key: 'Enter' });
    expect(pending.pressed).not.toHaveBeenCalled();
  });

  it('stops listening when the cell’s renderer goes', () => {
    const { cell, pressed } = cellWithButton();
    const { unmount } = renderHook(() => useCellButtonKeys(cell));
    unmount();
    fireEvent.keyDown(cell, { key: 'Enter' });
    expect(pressed).not.toHaveBeenCalled();
  });
});
