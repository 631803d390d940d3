import { describe, expect, it } from 'vitest';
import { batchOf, editLine, noEdits, removeLine, withEdits } from './order-edits';
import { aLine, anOrder } from './test-fixtures';

describe('order edits', () => {
  const saved = aLine();
  const order = anOrder({ lines: [saved] });
  const added = { ...noEdits, add: [{ key: 'new-1', style: 'TRAIL2', color: 'RED', quantity: 1 }] };

  it('sends only what changed: fields, line updates, additions, removals and the action together', () => {
    let edits = editLine(added, saved._id, { quantity: 3 });
    edits = editLine(edits, saved._id, { size: '10' });
    edits = editLine(edits, 'new-1', { quantity: 2 });
    edits = { ...edits, fields: { purpose: 'Showroom' } };
    expect(batchOf(edits, 'submit')).toEqual({
      fields: { purpose: 'Showroom' },
      lines: {
        add: [{ style: 'TRAIL2', color: 'RED', quantity: 2 }],
        update: [{ _id: saved._id, quantity: 3, size: '10' }],
        remove: [],
      },
      action: 'submit',
    });
    expect(batchOf(noEdits, 'approve')).toEqual({ action: 'approve' });
  });

  it('shows a removed saved line as Deleted and drops a removed unsaved one', () => {
    const edits = removeLine(removeLine(added, 'new-1'), saved._id);
    expect(edits.add).toEqual([]);
    expect(withEdits(order, edits).lines.map((line) => line.status)).toEqual(['Deleted']);
    expect(batchOf(edits).lines?.remove).toEqual([saved._id]);
  });

  it('shows unsaved lines at once, pending', () => {
    const shown = withEdits(order, added).lines;
    expect(shown.map((line) => [line._id, line.identifier, line.status])).toEqual([
      [saved._id, 'WAVE1-BLK', 'PENDING'],
      ['new-1', 'TRAIL2-RED', 'PENDING'],
    ]);
  });
});
