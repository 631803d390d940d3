import { useEffect } from 'react';

/**
 * Lets a keyboard user press the button a cell shows. The grid moves focus from cell to cell and
 * never onto the buttons inside them, so Enter or Space on the focused cell presses its button.
 * For a cell renderer: pass its `eGridCell`.
 */
export const useCellButtonKeys = (cell: HTMLElement | undefined) => {
  useEffect(() => {
    if (!cell) return;
    const press = (event: KeyboardEvent) => {
      if (event.target !== cell || (event.key !== 'Enter' && event.key !== ' ')) return;
      const button = cell.querySelector<HTMLButtonElement>('button:not(:disabled)');
      if (!button) return;
      event.preventDefault();
      button.click();
    };
    cell.addEventListener('keydown', press);
    return () => cell.removeEventListener('keydown', press);
  }, [cell]);
};
