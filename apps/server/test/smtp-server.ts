import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail the SMTP server accepted (answered 250): a delivery. */
type ReceivedMail = { to: string[]; subject: string; raw: string };

/**
 * A real SMTP server on a free port that keeps what it accepts. It refuses the first `refusals`
 * messages (451, try again later); `holdNext` makes it take the next message's data without ever
 * answering it, as a mail server does while the sender dies mid-send: that message is not
 * accepted, so it is no delivery.
 */
export const startTestSmtp = async ({ refusals = 0 }: { refusals?: number } = {}) => {
  const received: ReceivedMail[] = [];
  let refusalsLeft = refusals;
  let holding: (() => void) | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (holding) {
          holding();
          holding = undefined;
          return;
        }
        if (refusalsLeft > 0) {
          refusalsLeft -= 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves when the next message's data has arrived and is being held unanswered. */
    holdNext: (timeoutMs = 30_000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          holding = undefined;
          reject(new Error(`No mail arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        holding = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
