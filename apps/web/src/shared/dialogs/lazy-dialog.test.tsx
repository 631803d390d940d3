// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { ToastHost } from '../toasts/ToastHost';
import { toasts } from '../toasts/toast-store';
import { lazyDialog } from './lazy-dialog';

type Props = { open: boolean; title: string };
const Dialog = ({ open, title }: Props) => <p>{`${title}: ${open ? 'open' : 'closing'}`}</p>;
const missingChunk = async (): Promise<never> => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/Dialog.js');
};

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  act(() => toasts.reset());
});

describe('lazyDialog', () => {
  it('loads the dialog when it first opens, and keeps it mounted after it closes', async () => {
    const load = vi.fn(async () => Dialog);
    const LazyDialog = lazyDialog(load);
    const { rerender } = render(<LazyDialog open={false} title="Share" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/Share/)).toBeNull();

    rerender(<LazyDialog open title="Share" />);
    expect(await screen.findByText('Share: open')).toBeTruthy();
    rerender(<LazyDialog open={false} title="Share" />);
    expect(screen.getByText('Share: closing')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once a dialog without an open prop, which shows while it is mounted', async () => {
    const LazyDialog = lazyDialog(async () => ({ title }: { title: string }) => <p>{title}</p>);
    render(<LazyDialog title="Sign in" />);
    expect(await screen.findByText('Sign in')).toBeTruthy();
  });

  it('toasts a load that fails, shows nothing, and loads again on its next render', async () => {
    const load = vi.fn(async () => Dialog).mockImplementationOnce(missingChunk);
    const LazyDialog = lazyDialog(load);
    const { rerender } = render(
      <>
        <LazyDialog open title="Share" />
        <ToastHost />
      </>,
    );
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Warning: Please disable ad blockers or whitelist the product to use this site',
    );
    expect(screen.queryByText(/Share/)).toBeNull();

    rerender(
      <>
        <LazyDialog open title="Share again" />
        <ToastHost />
      </>,
    );
    expect(await screen.findByText('Share again: open')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
