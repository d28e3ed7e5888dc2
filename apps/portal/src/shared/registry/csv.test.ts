import { describe, expect, it } from 'vitest';
import { csvFileName, toCsv } from './csv.ts';
import type { RegistryColumn } from './registry.ts';

interface Row {
  id: number;
  nick: string;
  comment: string;
}

const columns: RegistryColumn<Row, unknown>[] = [
  { id: 'nick', header: 'Ник', text: (r) => r.nick },
  { id: 'proof', header: 'Доказательство', cell: () => null },
  { id: 'comment', header: 'Комментарий', text: (r) => r.comment },
];

describe('toCsv', () => {
  it('writes a BOM, the Russian headers of the text columns, and quotes what needs it', () => {
    const csv = toCsv(columns, [
      { id: 1, nick: 'Ivan_Petrov', comment: 'Сказал: "стой"; ушёл' },
      { id: 2, nick: 'Anna', comment: 'две\nстроки' },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Ник;Комментарий',
      'Ivan_Petrov;"Сказал: ""стой""; ушёл"',
      'Anna;"две\nстроки"',
    ]);
  });

  it('keeps a value that starts like a formula from running in a spreadsheet', () => {
    const csv = toCsv(columns, [{ id: 1, nick: '=HYPERLINK("x")', comment: '' }]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('csvFileName', () => {
  it('names the file after the registry and the Moscow date', () => {
    // 22:30 UTC is already the next day in Moscow (UTC+3).
    expect(csvFileName('Реестр наказаний', new Date('2026-11-25T22:30:00Z'))).toBe(
      'Реестр наказаний 2026-11-26.csv',
    );
    expect(csvFileName('Акты / нарушения')).toMatch(/^Акты нарушения \d{4}-\d{2}-\d{2}\.csv$/);
  });
});
