import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useStoreValue } from '../state/create-store';
import { prompts } from './prompt-store';

/** The one prompt of the app: Enter confirms, Escape closes (spec part 1 §5 Global prompt). */
export const PromptDialog = () => {
  const prompt = useStoreValue(prompts.store, (state) => state.prompt);
  return (
    <Dialog
      open={prompt !== null}
      onClose={prompts.close}
      aria-labelledby="prompt-title"
      aria-describedby="prompt-description"
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          prompts.answerYes();
        }
      }}
    >
      <DialogTitle id="prompt-title">{prompt?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="prompt-description">{prompt?.description}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={prompts.answerNo}>{prompt?.labelNo}</Button>
        <Button variant="contained" onClick={prompts.answerYes} autoFocus>
          {prompt?.labelYes}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
