import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts loading the page's code now; its first render then waits less, or not at all. */
  preload: () => Promise<unknown>;
};

/** A page whose code loads on its first render, or earlier through `preload`. */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>): LazyPage => {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
};
