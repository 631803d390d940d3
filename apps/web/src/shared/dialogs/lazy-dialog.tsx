import { type ComponentType, lazy, Suspense, useState } from 'react';
import { reportChunkLoadFailure } from '../routing/chunk-load-failure';

/**
 * A dialog (or drawer) whose code loads when it first opens, not with the page around it: most
 * visits never open it, and its parts (text fields, selects, drawers) stay out of the first load
 * (issue 24). One with an `open` prop stays mounted once opened, so it still closes with its
 * transition; one without loads when it is first mounted. A load that fails toasts (spec part 2
 * §8.3) and shows nothing; the next render of the dialog loads again.
 */
export const lazyDialog = <Props extends object>(load: () => Promise<ComponentType<Props>>) => {
  const nothing: ComponentType<Props> = () => null;
  const loadDialog = (): Promise<{ default: ComponentType<Props> }> =>
    load().then(
      (component) => ({ default: component }),
      () => {
        reportChunkLoadFailure();
        Loaded = lazy(loadDialog);
        return { default: nothing };
      },
    );
  let Loaded = lazy(loadDialog);
  const LazyDialog = (props: Props) => {
    const shown = (props as { open?: boolean }).open !== false;
    const [opened, setOpened] = useState(shown);
    if (shown && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
  return LazyDialog;
};
