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
  const [fullMs, setFullMs] = useState<number | null>(null);
  const start = useRef(0);
  const box = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!rows) return;
    // A message posted from the frame callback is handled right after that frame is painted.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => setMs(Math.round(performance.now() - start.current));
      channel.port2.postMessage(null);
    });
    // Then wait until every row is in the table's collection (aria-rowcount counts the header).
    const id = window.setInterval(() => {
      const grid = box.current?.querySelector('[role="grid"]');
      if (grid?.getAttribute('aria-rowcount') === String(count + 1)) {
        window.clearInterval(id);
        setFullMs(Math.round(performance.now() - start.current));
      }
    }, 10);
    return () => window.clearInterval(id);
  }, [rows, count]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Button
        onPress={() => {
          setMs(null);
          setFullMs(null);
          setRows(null);
          // Unmount the previous table first, then time a fresh mount.
          setTimeout(() => {
            const data = makeBenchRows(count);
            start.current = performance.now();
            setRows(data);
          }, 50);
        }}
      >
        Отрисовать {count} строк
      </Button>
      <output data-testid="bench-result" data-ms={ms ?? ''} data-full-ms={fullMs ?? ''}>
        {ms == null
          ? 'Нет замера'
          : `${count} строк: первая отрисовка ${ms} мс, все строки ${fullMs ?? '…'} мс`}
      </output>
      <div ref={box}>
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
    </div>
  );
}
