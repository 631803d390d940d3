// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { PageTitle } from './PageTitle';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  document.title = 'Stride';
});

/** A page frame whose heading the test changes, as a move within the app would. */
let showPage: (heading: string | null) => void = () => {};
const Frame = () => {
  const [heading, setHeading] = useState<string | null>('Products');
  showPage = setHeading;
  return (
    <>
      <SkipLink />
      <button type="button">Product menu</button>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {heading && <h1>{heading}</h1>}
      </main>
      <PageTitle />
    </>
  );
};

/** MutationObserver callbacks run as microtasks: let them. */
const settle = () => act(async () => {});

describe('page title and skip link (WCAG 2.4.1, 2.4.2, 4.1.3)', () => {
  it('titles the tab after the page heading, and says a new page once, not the first', async () => {
    render(<Frame />);
    await settle();
    expect(document.title).toBe('Products · Stride');
    expect(screen.getByRole('status').textContent).toBe('');

    act(() => showPage(null));
    await settle();
    expect(document.title).toBe('Stride');
    act(() => showPage('Orders'));
    await settle();
    expect(document.title).toBe('Orders · Stride');
    expect(screen.getByRole('status').textContent).toBe('Orders');
  });

  it('moves focus past the menus to the main region, without changing the address', () => {
    render(<Frame />);
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    const before = window.location.href;
    fireEvent.click(link);
    expect(document.activeElement?.id).toBe(MAIN_CONTENT_ID);
    expect(window.location.href).toBe(before);
  });
});
