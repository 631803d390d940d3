import { createStore } from '../state/create-store';

/** The spec's prompt (part 1 §3 Prompt): title, description, yes/no labels and actions. */
export type Prompt = {
  title: string;
  description: string;
  labelYes: string;
  labelNo: string;
  yes: () => void;
  no?: () => void;
  /** With changed-fields checking, the prompt shows only when a watched value differs from its initial copy. */
  checkChangedFields?: { initial: unknown; current: unknown };
};

const store = createStore<{ prompt: Prompt | null }>({ prompt: null });

const differs = ({ initial, current }: NonNullable<Prompt['checkChangedFields']>) =>
  JSON.stringify(initial) !== JSON.stringify(current);

export const prompts = {
  store,
  /** Shows the prompt, or runs the yes action directly when nothing watched has changed. */
  ask: (prompt: Prompt) => {
    if (prompt.checkChangedFields && !differs(prompt.checkChangedFields)) {
      prompt.yes();
      return;
    }
    store.set({ prompt });
  },
  answerYes: () => {
    const { prompt } = store.get();
    store.set({ prompt: null });
    prompt?.yes();
  },
  answerNo: () => {
    const { prompt } = store.get();
    store.set({ prompt: null });
    prompt?.no?.();
  },
  /** Closing only hides the prompt. */
  close: () => store.set({ prompt: null }),
};
