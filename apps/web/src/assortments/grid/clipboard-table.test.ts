// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatClipboardTable, parseClipboardTable, pastePlan } from './clipboard-table';

describe('parseClipboardTable', () => {
  it.each([
    ['one value', '12.5', [['12.5']]],
    ['a column from Excel, with its trailing line break', '10\r\n20\r\n30\r\n', [['10'], ['20'], ['30']]],
    [
      'a block',
      'a\tb\nc\td\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['empty cells kept in place', '\tx\t\n', [['', 'x', '']]],
    ['a quoted cell with a line break and quotes', '"two\nlines ""q"""\tnext\n', [['two\nlines "q"', 'next']]],
    ['a quote inside a cell left alone', '5" heel\n', [['5" heel']]],
    ['nothing', '', []],
  ])('reads %s', (_name, text, expected) => {
    expect(parseClipboardTable(text)).toEqual(expected);
  });

  it('reads back what it writes', () => {
    const cells = [
      ['ABC', 'note\twith tab', ''],
      ['"quoted"', 'line\nbreak', '12.50'],
    ];
    expect(parseClipboardTable(formatClipboardTable(cells))).toEqual(cells);
  });
});

describe('pastePlan', () => {
  const column = [['1'], ['2'], ['3']];

  it('pastes a block once from the top-left cell', () => {
    expect(pastePlan(column, { rows: 1, columns: 1 })).toEqual([
      { row: 0, column: 0, text: '1' },
      { row: 1, column: 0, text: '2' },
      { row: 2, column: 0, text: '3' },
    ]);
  });

  it('fills the selected range with one value', () => {
    expect(pastePlan([['7']], { rows: 2, columns: 2 })).toEqual([
      { row: 0, column: 0, text: '7' },
      { row: 0, column: 1, text: '7' },
      { row: 1, column: 0, text: '7' },
      { row: 1, column: 1, text: '7' },
    ]);
  });

  it('repeats a block that fits the range a whole number of times, else pastes it once', () => {
    expect(pastePlan(column, { rows: 6, columns: 1 }).map((cell) => cell.text)).toEqual(['1', '2', '3', '1', '2', '3']);
    expect(pastePlan(column, { rows: 4, columns: 1 })).toHaveLength(3);
  });

  it('leaves out the missing cells of ragged rows', () => {
    expect(pastePlan([['a', 'b'], ['c']], { rows: 1, columns: 1 })).toEqual([
      { row: 0, column: 0, text: 'a' },
      { row: 0, column: 1, text: 'b' },
      { row: 1, column: 0, text: 'c' },
    ]);
  });
});
