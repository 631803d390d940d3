import { List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { DEBOUNCE_MS } from '@stride/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ContentsEntry = { id: string; title: string; count: number };

/**
 * The browse tab's table of contents: a click scrolls to the group; the group in view is marked
 * DEBOUNCE_MS.tableOfContents after scrolling stops (spec part 1 §9), not on every scroll event.
 */
export const TableOfContents = ({
  entries,
  scroller,
}: {
  entries: readonly ContentsEntry[];
  scroller: HTMLElement | null;
}) => {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(entries[0]?.id);
  useEffect(() => {
    if (!scroller) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const top = scroller.getBoundingClientRect().top;
      const inView = entries.findLast((entry) => {
        const section = document.getElementById(entry.id);
        return section !== null && section.getBoundingClientRect().top - top <= 24;
      });
      setCurrent(inView?.id ?? entries[0]?.id);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(update, DEBOUNCE_MS.tableOfContents);
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      scroller.removeEventListener('scroll', onScroll);
    };
  }, [entries, scroller]);
  return (
    <List
      dense
      component="nav"
      aria-label={t('internalLibrary.contents')}
      subheader={
        <ListSubheader component="div" disableSticky>
          {t('internalLibrary.contents')}
        </ListSubheader>
      }
      sx={{ width: 240, flexShrink: 0, overflowY: 'auto' }}
    >
      {entries.map((entry) => (
        <ListItemButton
          key={entry.id}
          selected={entry.id === current}
          aria-current={entry.id === current ? 'location' : undefined}
          onClick={() => document.getElementById(entry.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
        >
          <ListItemText primary={entry.title} secondary={t('internalLibrary.lines', { count: entry.count })} />
        </ListItemButton>
      ))}
    </List>
  );
};
