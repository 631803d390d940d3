import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import type { EditHistory } from './use-edit-history';

type HistoryButtonProps = { label: string; disabled: boolean; onClick: () => void; children: ReactNode };

/** Undo or redo; the span keeps the tooltip working while the button is disabled. */
const HistoryButton = ({ label, disabled, onClick, children }: HistoryButtonProps) => (
  <Tooltip title={label}>
    <span>
      <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
        {children}
      </IconButton>
    </span>
  </Tooltip>
);

/** A grid toolbar's undo and redo buttons for an edit history (Ctrl/Cmd+Z and Alt+Z do the same). */
export const HistoryButtons = (props: {
  history: Pick<EditHistory, 'canUndo' | 'canRedo' | 'undo' | 'redo'>;
  undoLabel: string;
  redoLabel: string;
}) => (
  <>
    <HistoryButton label={props.undoLabel} disabled={!props.history.canUndo} onClick={props.history.undo}>
      <UndoIcon fontSize="small" />
    </HistoryButton>
    <HistoryButton label={props.redoLabel} disabled={!props.history.canRedo} onClick={props.history.redo}>
      <RedoIcon fontSize="small" />
    </HistoryButton>
  </>
);
