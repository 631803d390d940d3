import { Link } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the element that holds each page; the skip link moves focus there. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab key on every page (WCAG 2.4.1 Bypass Blocks): hidden until focused, it
 * leads past the app bar's menus. Focus is moved by hand: following the fragment would put a hash in
 * the address, which the router reads as a move.
 */
export const SkipLink = () => {
  const { t } = useTranslation();
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('shell.skipToContent')}
    </Link>
  );
};
