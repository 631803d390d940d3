// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { historyShortcut } from './history-shortcut';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key,
  code: `Key${key.toUpperCase()}`,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('historyShortcut', () => {
  it.each([
    ['Ctrl+Z', press('z', { ctrlKey: true }), 'undo'],
    ['Cmd+Z', press('z', { metaKey: true }), 'undo'],
    ['Ctrl+Y', press('y', { ctrlKey: true }), 'redo'],
    ['Ctrl+Shift+Z', press('Z', { ctrlKey: true, shiftKey: true }), 'redo'],
    ['Cmd+Shift+Z', press('Z', { metaKey: true, shiftKey: true }), 'redo'],
    ['Alt+Z', press('z', { altKey: true }), 'redo'],
    ['Option+Z on macOS', { ...press('z', { altKey: true }), key: 'Ω' }, 'redo'],
    ['Z', press('z'), null],
    ['Ctrl+C', press('c', { ctrlKey: true }), null],
    ['Ctrl+Alt+Z', press('z', { ctrlKey: true, altKey: true }), null],
    ['Ctrl+Shift+Y', press('Y', { ctrlKey: true, shiftKey: true }), null],
  ] as const)('%s → %s', (_name, keyPress, command) => {
    expect(historyShortcut(keyPress)).toBe(command);
  });
});
