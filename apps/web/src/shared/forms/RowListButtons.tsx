import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Button, IconButton } from '@mui/material';

/** Removes row `index` from an editable list of rows. */
export const RemoveRowButton = <Row,>(props: {
  label: string;
  rows: Row[];
  index: number;
  onChange: (next: Row[]) => void;
}) => (
  <IconButton aria-label={props.label} onClick={() => props.onChange(props.rows.filter((_, at) => at !== props.index))}>
    <DeleteOutlineIcon />
  </IconButton>
);

/** Appends a new row to an editable list of rows. */
export const AddRowButton = <Row,>(props: {
  label: string;
  rows: Row[];
  newRow: () => Row;
  onChange: (next: Row[]) => void;
}) => (
  <Button
    startIcon={<AddIcon />}
    onClick={() => props.onChange([...props.rows, props.newRow()])}
    sx={{ alignSelf: 'flex-start' }}
  >
    {props.label}
  </Button>
);
