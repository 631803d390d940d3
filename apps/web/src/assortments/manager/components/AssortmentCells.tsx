import ArchiveIcon from '@mui/icons-material/Archive';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Box, IconButton, Link, Tooltip, Typography } from '@mui/material';
import type { Assortment } from '@stride/domain';
import type { ICellRendererParams } from 'ag-grid-community';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { assortmentPath } from '../../../shared/routing/assortment-paths';
import { AlertCountIcon } from '../../alerts/AlertCountIcon';
import { useTitleClick } from './use-title-click';

/** What the cells do: the grid's owner decides (kept in a ref so the columns stay the same). */
export type AssortmentCellActions = {
  open: (row: Assortment) => void;
  toggleStar: (row: Assortment) => void;
  toggleArchive: (row: Assortment) => void;
  /** Opens a row's status alerts in its grid's one dialog (a cell may be redrawn while it is open). */
  showAlerts: (row: Assortment) => void;
  /** How deep in the folder tree a row sits (0 at the top), for indenting its title. */
  depthOf?: (row: Assortment) => number;
};
type CellActionsParams = { actions: RefObject<AssortmentCellActions> };
type CellProps = ICellRendererParams<Assortment> & CellActionsParams;

/** The two flags an item row flips on click (spec part 1 §4): how each is named and drawn. */
const flags = {
  starred: {
    labels: { on: 'assortmentManager.actions.unstar', off: 'assortmentManager.actions.star' },
    icons: { on: <StarIcon fontSize="small" color="warning" />, off: <StarBorderIcon fontSize="small" /> },
    flip: (actions: AssortmentCellActions, row: Assortment) => actions.toggleStar(row),
  },
  archived: {
    labels: { on: 'assortmentManager.actions.unarchive', off: 'assortmentManager.actions.archive' },
    icons: { on: <UnarchiveIcon fontSize="small" />, off: <ArchiveIcon fontSize="small" /> },
    flip: (actions: AssortmentCellActions, row: Assortment) => actions.toggleArchive(row),
  },
} as const;

/** An icon button in a cell: the click is the button's, so the row neither selects nor starts a drag. */
const CellIconButton = ({
  label,
  pressed,
  testId,
  onClick,
  children,
}: {
  label: string;
  /** For toggles: whether the flag is on. */
  pressed?: boolean;
  testId: string;
  onClick: () => void;
  children: ReactNode;
}) => (
  <Tooltip title={label}>
    <IconButton
      size="small"
      aria-label={label}
      aria-pressed={pressed}
      // The grid's cell takes the focus and hands the keys on (see onCellKeyDown).
      tabIndex={-1}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
      data-testid={testId}
    >
      {children}
    </IconButton>
  </Tooltip>
);

const FlagToggle = ({ data, actions, flag }: CellProps & { flag: keyof typeof flags }) => {
  const { t } = useTranslation();
  if (data?.type !== 'item') return null;
  const { labels, icons, flip } = flags[flag];
  const on = data[flag];
  return (
    <CellIconButton
      label={t(on ? labels.on : labels.off, { title: data.title })}
      pressed={on}
      testId={`${flag}-toggle`}
      onClick={() => flip(actions.current, data)}
    >
      {on ? icons.on : icons.off}
    </CellIconButton>
  );
};

export const StarToggle = (props: CellProps) => <FlagToggle {...props} flag="starred" />;
export const ArchiveToggle = (props: CellProps) => <FlagToggle {...props} flag="archived" />;

/** An item's status alert icon with its count (spec part 1 §9), opening the alerts; nothing without alerts. */
export const AlertsCell = ({ data, actions }: CellProps) => {
  const { t } = useTranslation();
  if (data?.type !== 'item' || data.alerts.length === 0) return null;
  const count = data.alerts.length;
  return (
    <CellIconButton
      label={t('assortmentManager.actions.alerts', { title: data.title, count })}
      testId="alerts-button"
      onClick={() => actions.current.showAlerts(data)}
    >
      <AlertCountIcon count={count} fontSize="small" />
    </CellIconButton>
  );
};

/** Indent per folder level, in theme spacing units (as the folder headers). */
const TITLE_INDENT_PER_LEVEL = 2.5;

/** The title (a link that opens the assortment after the click delay) above the customer. */
export const TitleCell = ({ data, actions }: CellProps) => {
  const title = useTitleClick(() => data && actions.current.open(data));
  if (!data) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        height: '100%',
        lineHeight: 1.3,
        pl: (actions.current.depthOf?.(data) ?? 0) * TITLE_INDENT_PER_LEVEL,
      }}
    >
      <Link
        href={assortmentPath(data._id)}
        underline="hover"
        tabIndex={-1}
        noWrap
        onClick={(event) => {
          // A modified click opens a new tab as links do; a plain one waits for a possible double-click.
          if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          title.onClick();
        }}
        onDoubleClick={title.onDoubleClick}
        data-testid="assortment-title"
      >
        {data.title}
      </Link>
      {data.subTitle && (
        <Typography variant="caption" color="text.secondary" noWrap>
          {data.subTitle}
        </Typography>
      )}
    </Box>
  );
};
