// Preloaded into a server the fault suite starts (`node --import <this file>`), never part of the
// app: FAULT_HOLD_SQL names a statement by a piece of its SQL text (case-insensitive). Once armed
// (SIGUSR2, acknowledged on stderr; or FAULT_HOLD_ARMED=1 from the start), the first statement
// the server is about to run that contains it is never run: the hold is reported on stderr and
// the work it belongs to waits there until the test kills the process. Every statement before it
// has run (inside its transaction, if any).
import { PGlite } from '@electric-sql/pglite';

const wanted = process.env.FAULT_HOLD_SQL?.toLowerCase();
let state = process.env.FAULT_HOLD_ARMED === '1' ? 'armed' : 'waiting';

/** True once, for the first statement after arming whose text contains the wanted piece. */
const holds = (text) => {
  if (state !== 'armed' || !text.toLowerCase().includes(wanted)) return false;
  state = 'held';
  process.stderr.write(`fault-hold: held ${text.replace(/\s+/g, ' ').slice(0, 100)}\n`);
  return true;
};
const never = new Promise(() => {});

if (wanted) {
  process.on('SIGUSR2', () => {
    if (state === 'waiting') state = 'armed';
    process.stderr.write('fault-hold: armed\n');
  });

  // PGlite: every query, and each statement of a transaction, reaches the engine as protocol
  // messages through this method; Parse ('P') and simple Query ('Q') messages carry the SQL text.
  const execProtocolStream = PGlite.prototype.execProtocolStream;
  PGlite.prototype.execProtocolStream = function (message, options) {
    const kind = message[0];
    if ((kind === 0x50 || kind === 0x51) && holds(Buffer.from(message).toString('utf8'))) return never;
    return execProtocolStream.call(this, message, options);
  };
}
