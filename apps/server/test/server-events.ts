export type ServerEvent = { event: string; data: Record<string, unknown> };

type ReadResult = Awaited<ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']>>;

/**
 * A text/event-stream as a browser's EventSource reads it: `readUntil` reads events until
 * `done` says enough, the server ends the stream (`ended`) or the time runs out.
 */
export const eventStream = (response: Response) => {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: ServerEvent[] = [];
  let buffer = '';
  let ended = false;
  // A read the time ran out on still takes the next chunk: the next call waits for it.
  let pending: Promise<ReadResult> | undefined;

  const readUntil = async (done: (events: ServerEvent[]) => boolean, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!ended && !done(events) && Date.now() < deadline) {
      pending ??= reader.read();
      const chunk: ReadResult | 'timeout' = await Promise.race([
        pending,
        new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), deadline - Date.now())),
      ]);
      if (chunk === 'timeout') break;
      pending = undefined;
      if (chunk.done) {
        ended = true;
        break;
      }
      buffer += decoder.decode(chunk.value, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
      }
    }
    return events;
  };

  return {
    events,
    readUntil,
    /** Whether the server ended the stream. */
    get ended() {
      return ended;
    },
    close: () => reader.cancel(),
  };
};

/** Reads a text/event-stream until `done` says enough (or the time runs out), then closes it. */
export const collectEvents = async (
  response: Response,
  done: (events: ServerEvent[]) => boolean,
  timeoutMs = 5_000,
): Promise<ServerEvent[]> => {
  const stream = eventStream(response);
  try {
    return await stream.readUntil(done, timeoutMs);
  } finally {
    await stream.close();
  }
};

/** Whether a `kind` event has come. */
export const hasEvent =
  (kind: string) =>
  (events: ServerEvent[]): boolean =>
    events.some((event) => event.event === kind);
