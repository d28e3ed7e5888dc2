import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { Table, type TableColumn } from './Table';

/** A row of the benchmark data set. */
export interface BenchRow {
  id: number;
  date: string;
  author: string;
  approver: string;
  comment: string;
  status: string;
}

/** Builds `count` rows resembling the laboratory list. */
export function makeBenchRows(count: number): BenchRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    date: `${String((i % 28) + 1).padStart(2, '0')}.05.2026, 12:${String(i % 60).padStart(2, '0')}`,
    author: `Agent_${i + 1}`,
    approver: i % 3 === 0 ? 'Не назначен' : `Head_${i % 17}`,
    comment: i % 4 === 0 ? 'Нет' : `Комментарий к заявке номер ${i + 1}`,
    status: ['На проверке', 'В работе', 'Завершена', 'Отклонена'][i % 4] ?? '',
  }));
}

export const benchColumns: TableColumn<BenchRow>[] = [
  { id: 'date', header: 'Дата создания', cell: (r) => r.date, width: 180 },
  { id: 'author', header: 'Автор', cell: (r) => r.author, isRowHeader: true },
  { id: 'approver', header: 'Одобрил', cell: (r) => r.approver },
  { id: 'comment', header: 'Комментарий', cell: (r) => r.comment },
  {
    id: 'status',
    header: 'Статус',
    cell: (r) => (
      <StatusBadge
        label={r.status}
        tone={r.status === 'Отклонена' ? 'danger' : r.status === 'Завершена' ? 'success' : 'info'}
      />
    ),
    width: 140,
  },
];

/**
 * Mounts a Table of `count` rows on demand and reports the time from the click to the first
 * paint after commit (two animation frames), in `data-ms` of the output.
 */
export function TableBenchmark({ count }: { count: number }) {
  const [rows, setRows] = useState<BenchRow[] | null>(null);
  const [ms, setMs] = useState<number | null>(null);
  const start = useRef(0);

  useLayoutEffect(() => {
    if (!rows) return;
    requestAnimationFrame(() => {
      // The second frame starts after the browser painted the first.
      requestAnimationFrame(() => setMs(Math.round(performance.now() - start.current)));
    });
  }, [rows]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Button
        onPress={() => {
          setMs(null);
          setRows(null);
          const data = makeBenchRows(count);
          start.current = performance.now();
          setRows(data);
        }}
      >
        Отрисовать {count} строк
      </Button>
      <output data-testid="bench-result" data-ms={ms ?? ''}>
        {ms == null ? 'Нет замера' : `${count} строк: ${ms} мс`}
      </output>
      {rows && (
        <Table
          aria-label={`Замер: ${count} строк`}
          columns={benchColumns}
          rows={rows}
          rowKey={(r) => r.id}
          onRowPress={() => {}}
        />
      )}
    </div>
  );
}
