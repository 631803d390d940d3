// @vitest-environment jsdom
import { DEBOUNCE_MS } from '@stride/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { LanguageMenu } from './LanguageMenu';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const openMenu = () => {
  render(<LanguageMenu />);
  fireEvent.click(screen.getByRole('button', { name: 'English (US), Language' }));
  // The menu's paper holds the list of languages.
  return screen.getByRole('menu').parentElement!;
};

describe('app bar menus (spec part 1 §9: menu auto-close 350 ms)', () => {
  it('close 350 ms after the pointer leaves them', () => {
    vi.useFakeTimers();
    const paper = openMenu();
    fireEvent.mouseEnter(paper);
    fireEvent.mouseLeave(paper);
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS.menuAutoClose - 1));
    expect(screen.queryByRole('menu')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('stay open when the pointer comes back in time', () => {
    vi.useFakeTimers();
    const paper = openMenu();
    fireEvent.mouseLeave(paper);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.mouseEnter(paper);
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS.menuAutoClose * 2));
    expect(screen.queryByRole('menu')).not.toBeNull();
  });
});
