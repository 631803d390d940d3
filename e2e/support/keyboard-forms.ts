import type { Page } from 'playwright-core';

/**
 * Keyboard-only use of form controls in browser tests (beside ./keyboard.ts): lists of options
 * (MUI Select menus and menus, whose items take focus, and Autocomplete lists, whose input keeps it
 * and points at the active option), file choosers opened from a focused button, and typing over a field.
 */

/** The option or menu item the keyboard is on: the focused one, or the one the focused input points at. */
const activeOption = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    const pointed = focused?.getAttribute('aria-activedescendant');
    const option = pointed ? document.getElementById(pointed) : focused;
    const role = option?.getAttribute('role');
    return role === 'option' || role === 'menuitem' ? (option?.textContent?.trim() ?? '') : null;
  });

/**
 * Presses ArrowDown (the list or menu already open, or opened by the first press) until the
 * keyboard is on the option whose text matches `name`, then Enter to choose it; fails with the
 * options passed.
 */
export const chooseOption = async (page: Page, name: string | RegExp, max = 30) => {
  const matches = (text: string | null) =>
    text !== null && (typeof name === 'string' ? text === name : name.test(text));
  const passed: (string | null)[] = [];
  for (let presses = 0; presses < max; presses++) {
    const text = await activeOption(page);
    if (matches(text)) {
      await page.keyboard.press('Enter');
      return;
    }
    passed.push(text);
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`option "${name}" not reached with ${max} × ArrowDown; passed: ${passed.join(' → ')}`);
};

type ChosenFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * Presses `key` on the focused button and hands the files to the chooser it opens: the system's
 * file dialog is not the app's, so a test stands in for it once the app has opened it.
 */
export const chooseFilesWith = async (page: Page, files: ChosenFile[], key: 'Enter' | 'Space' = 'Enter') => {
  const chooser = page.waitForEvent('filechooser', { timeout: 5_000 });
  // Playwright turns the chooser's interception on without waiting for it; a round trip to the
  // page gives it time, or the key may open a chooser no one intercepts.
  await page.evaluate(() => undefined);
  await page.keyboard.press(key);
  await (await chooser).setFiles(files);
};

/** Replaces the text of the focused field by `text`, as a person selecting all and typing over it. */
export const retype = async (page: Page, text: string) => {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
};
