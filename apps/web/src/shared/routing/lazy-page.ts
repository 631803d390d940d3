import { type ComponentType, createElement, lazy, Suspense } from 'react';
import { ChunkLoadBoundary } from './ChunkLoadBoundary';
import { ChunkLoadError, reportChunkLoadFailure } from './chunk-load-failure';
import { PageSpinner } from './PageSpinner';

export type LazyPage = ComponentType & {
  /** Starts loading the page's code now; its first render then waits less, or not at all. */
  preload: () => Promise<unknown>;
};

type PageModule = { default: ComponentType };

/**
 * A page whose code loads on its first render, or earlier through `preload`. A load that fails
 * is forgotten, so a retry loads again; when the page was to show, the failure toasts (spec
 * part 2 §8.3) and the page offers Try again. A page whose code is already in (preloaded while
 * the app started, or shown before) renders at once: suspending would show the spinner, and
 * React holds content back for a moment after a spinner to spare a flicker.
 */
export const lazyPage = (load: () => Promise<PageModule>): LazyPage => {
  let loading: Promise<PageModule> | undefined;
  let loaded: PageModule | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  let failed = false;
  const loadForRender = () =>
    loadOnce().catch((error: unknown) => {
      failed = true;
      reportChunkLoadFailure();
      throw new ChunkLoadError(error);
    });
  // React keeps a lazy component's outcome, a failure too: after one, the next render needs a new one.
  let Current = lazy(loadForRender);
  const renewAfterFailure = () => {
    if (!failed) return;
    failed = false;
    Current = lazy(loadForRender);
  };
  const Page = () =>
    createElement(ChunkLoadBoundary, {
      renewAfterFailure,
      renderPage: () =>
        loaded
          ? createElement(loaded.default)
          : createElement(Suspense, { fallback: createElement(PageSpinner) }, createElement(Current)),
    });
  return Object.assign(Page, { preload: loadOnce });
};
