import type { Page } from 'playwright-core';

/**
 * WCAG 1.4.10 (reflow) and 1.4.12 (text spacing), checked in the page as it is drawn now: the page
 * does not scroll sideways, no label is cut off, no control lies on another. Data grids and tables
 * may scroll in two dimensions (1.4.10 exempts them), so what lies inside them is left out of the
 * sideways checks.
 */

/**
 * The spacing WCAG 1.4.12 asks text to survive, on every element. It goes in as a constructed style
 * sheet: the app's Content-Security-Policy refuses inline style tags, and adopted sheets outlive the
 * in-app moves of a test (not a page load).
 */
export const applyTextSpacing = (page: Page) =>
  page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`
      * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
      p { margin-bottom: 2em !important; }
    `);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });

/** Everything that breaks reflow or text spacing on the page, one line each (empty when none). */
export const reflowProblems = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const twoDimensional = '.ag-root-wrapper, table, [role="grid"], [role="treegrid"]';
    const controls =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], [role="combobox"], .MuiChip-root';
    const labelled = `${controls}, label, .MuiFormLabel-root, h1, h2, h3, h4, h5, h6`;
    const clips = (value: string) => value === 'hidden' || value === 'clip';
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';

    const describe = (element: Element) => {
      const name = (element.getAttribute('aria-label') || element.textContent || '').trim().replace(/\s+/g, ' ');
      const classes = [...element.classList].filter((name) => !/^css-/.test(name)).slice(0, 2);
      return `${element.tagName.toLowerCase()}${classes.map((name) => `.${name}`).join('')} "${name.slice(0, 40)}"`;
    };
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return (
        style.visibility !== 'hidden' &&
        style.opacity !== '0' &&
        box.width > 2 &&
        box.height > 2 &&
        element.closest('[aria-hidden="true"], [inert]') === null
      );
    };
    /**
     * The part of an element (widened by content spilling out of it) its scrolling and clipping ancestors
     * below `within` let show, or null when less than `least` px of it does.
     */
    const visibleBox = (element: Element, within: Element | null = null, spill = 0, least = 2) => {
      const box = element.getBoundingClientRect();
      let [left, top, right, bottom] = [box.left, box.top, box.right + spill, box.bottom];
      for (let parent = element.parentElement; parent && parent !== within; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const limit = parent.getBoundingClientRect();
        [left, top, right, bottom] = [
          Math.max(left, limit.left),
          Math.max(top, limit.top),
          Math.min(right, limit.right),
          Math.min(bottom, limit.bottom),
        ];
      }
      return right - left > least && bottom - top > least ? { left, top, right, bottom } : null;
    };
    /** The ancestor that hides part of an element's width without letting a person scroll to it. */
    const clippedBy = (element: Element) => {
      const box = element.getBoundingClientRect();
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        // A person can scroll to what a scrolling ancestor hides; whether it may scroll is checked apart.
        if (scrolls(overflow)) return null;
        if (!clips(overflow)) continue;
        const limit = parent.getBoundingClientRect();
        if (box.left < limit.left - 1 || box.right > limit.right + 1) return parent;
      }
      return null;
    };
    // Only the topmost layer is operable: an open dialog or menu covers the page on purpose.
    const layers = [...document.querySelectorAll('.MuiModal-root:not(.MuiModal-hidden), .MuiPopper-root')];
    const scope = layers.length > 0 ? (layers[layers.length - 1] as Element) : document.body;
    const problems: string[] = [];

    /**
     * What passes the right edge of `container` (the window when null): the innermost elements whose box,
     * or content spilling out of it, reaches further. Tables and the inside of a data grid may: they
     * scroll in two dimensions; the grid itself must fit.
     */
    const sticksOut = (container: Element | null) => {
      const edge = container ? container.getBoundingClientRect().left + container.clientWidth : innerWidth;
      const reaches = (element: Element) => {
        if (element.closest('table') || element.parentElement?.closest('.ag-root-wrapper')) return false;
        const spill = getComputedStyle(element).overflowX === 'visible' ? element.scrollWidth - element.clientWidth : 0;
        // Even a line of no height widens what scrolls.
        const box = visibleBox(element, container, Math.max(spill, 0), -1);
        return box !== null && box.right > edge + 1;
      };
      return [...(container ?? document.body).querySelectorAll('*')].filter(
        (element) => reaches(element) && ![...element.children].some(reaches),
      );
    };
    const named = (elements: Element[]) => elements.slice(0, 3).map(describe).join(', ');

    const pageScroller = document.scrollingElement ?? document.documentElement;
    if (pageScroller.scrollWidth > innerWidth + 1)
      problems.push(
        `the page scrolls sideways: ${pageScroller.scrollWidth} px in ${innerWidth}, past the edge: ${named(sticksOut(null))}`,
      );
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (!scrolls(style.overflowX) || element.scrollWidth <= element.clientWidth + 1 || !shown(element)) continue;
      // A tab strip with its scroll buttons shown lets a person reach every tab without the page scrolling.
      const tabs = element.closest('.MuiTabs-root');
      if (tabs && [...tabs.querySelectorAll('.MuiTabs-scrollButtons')].some(shown)) continue;
      const sticking = sticksOut(element);
      if (sticking.length > 0)
        problems.push(
          `${describe(element)} scrolls sideways (${element.scrollWidth} px in ${element.clientWidth}): ${named(sticking)}`,
        );
    }

    for (const element of scope.querySelectorAll(labelled)) {
      if (!shown(element) || element.closest(twoDimensional)) continue;
      const box = element.getBoundingClientRect();
      const seen = visibleBox(element);
      if (seen && (seen.right > innerWidth + 1 || seen.left < -1)) {
        problems.push(
          `${describe(element)} lies beyond the window's edge (${Math.round(seen.left)}–${Math.round(seen.right)} px of ${innerWidth})`,
        );
        continue;
      }
      const clipper = clippedBy(element);
      if (clipper) {
        problems.push(
          `${describe(element)} is cut off by ${describe(clipper)} (${Math.round(box.left)}–${Math.round(box.right)} px)`,
        );
        continue;
      }
      // A badge's count sits across its control's corner on purpose.
      const spills = element.scrollWidth > element.clientWidth + 1 && !element.querySelector('.MuiBadge-badge');
      if (getComputedStyle(element).overflowX === 'visible' && spills) {
        problems.push(
          `${describe(element)} spills out of its box (${element.scrollWidth} px in ${element.clientWidth})`,
        );
        continue;
      }
      // The label itself or a part of it (a chip's label, a button's text) that hides what overflows.
      for (const part of [element, ...element.querySelectorAll('*')]) {
        const style = getComputedStyle(part);
        const wide = clips(style.overflowX) && part.scrollWidth > part.clientWidth + 1;
        const tall = clips(style.overflowY) && part.scrollHeight > part.clientHeight + 1;
        if ((!wide && !tall) || part.clientWidth <= 1 || !part.textContent?.trim()) continue;
        const full = part.textContent.trim();
        const titled = [part, element].some((holder) =>
          [holder.getAttribute('title'), holder.getAttribute('aria-label')].some((name) => name?.includes(full)),
        );
        if (!tall && style.textOverflow === 'ellipsis' && titled) continue;
        problems.push(
          `${describe(element)} is cut off${wide ? ` (${part.scrollWidth} px in ${part.clientWidth})` : ''}${tall ? ` (${part.scrollHeight} px high in ${part.clientHeight})` : ''}`,
        );
        break;
      }
    }

    // A bar that stays on screen while the page scrolls must leave room for the page.
    for (const element of scope.querySelectorAll('header, [class*="MuiAppBar"], [class*="MuiToolbar"]')) {
      const { position } = getComputedStyle(element);
      const height = element.getBoundingClientRect().height;
      if ((position === 'sticky' || position === 'fixed') && height > innerHeight / 3)
        problems.push(`${describe(element)} stays on screen and takes ${Math.round(height)} px of ${innerHeight}`);
    }

    const placed = [...scope.querySelectorAll(controls)]
      .filter(shown)
      .map((element) => ({ element, box: visibleBox(element) }))
      .filter(
        (control): control is { element: Element; box: NonNullable<ReturnType<typeof visibleBox>> } =>
          control.box !== null,
      );
    for (const [index, one] of placed.entries()) {
      for (const other of placed.slice(index + 1)) {
        if (one.element.contains(other.element) || other.element.contains(one.element)) continue;
        const across = Math.min(one.box.right, other.box.right) - Math.max(one.box.left, other.box.left);
        const down = Math.min(one.box.bottom, other.box.bottom) - Math.max(one.box.top, other.box.top);
        if (across > 2 && down > 2) problems.push(`${describe(one.element)} overlaps ${describe(other.element)}`);
      }
    }
    return problems;
  });
