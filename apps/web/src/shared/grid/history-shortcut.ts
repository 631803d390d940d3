export type HistoryCommand = 'undo' | 'redo';

type KeyPress = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/**
 * Ctrl/Cmd+Z undoes; Ctrl/Cmd+Y, Ctrl/Cmd+Shift+Z and Alt+Z redo (spec part 1 §2 Keyboard names
 * Alt+Z; the others are what spreadsheet users expect). Alt+Z is matched by its physical key
 * because macOS turns Option+Z into another character.
 */
export const historyShortcut = (press: KeyPress): HistoryCommand | null => {
  const key = press.key.toLowerCase();
  const command = press.ctrlKey || press.metaKey;
  if (command && !press.altKey) {
    if (key === 'z') return press.shiftKey ? 'redo' : 'undo';
    if (key === 'y' && !press.shiftKey) return 'redo';
    return null;
  }
  if (press.altKey && !command && !press.shiftKey && (key === 'z' || press.code === 'KeyZ')) return 'redo';
  return null;
};
