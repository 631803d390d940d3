/** The answer that asks for a recording: its status, the call's path and method. */
export type ReplayTrigger = { status: number; url: string; method: string };

/** A session recorder (a replay tool's adapter): keeps the recording of this session. */
export type SessionRecorder = { forceRecording: (trigger: ReplayTrigger) => void };

let recorder: SessionRecorder | undefined;

/**
 * Spec part 2 §8.1: an answer of 400 or above (5xx included) forces a session replay recording.
 * No recorder is bundled; until one is registered, forcing does nothing.
 */
export const sessionReplay = {
  /** Registers the recorder; answers the function that removes it again. */
  register: (next: SessionRecorder) => {
    recorder = next;
    return () => {
      if (recorder === next) recorder = undefined;
    };
  },
  force: (trigger: ReplayTrigger) => recorder?.forceRecording(trigger),
};
