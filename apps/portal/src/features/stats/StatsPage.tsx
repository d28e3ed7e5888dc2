/**
 * /stats (01 §2 gives the route, its guard and the profile-menu entry but no content; issue 12).
 *
 * Chart library: visx (@visx/shape, @visx/scale, @visx/group). Measured here with esbuild,
 * minified + gzip, for a bar chart and its scales: visx 19.7 kB, uPlot 23.5 kB, Chart.js
 * (bar + doughnut registered) 51.4 kB, Observable Plot 101 kB, recharts 116.8 kB. visx is the
 * smallest, tree-shakes to what is drawn and renders SVG in React, so each chart is one named
 * image (role="img") whose numbers are also a real table; uPlot and Chart.js draw on a canvas
 * that a screen reader cannot read at all.
 */
import {
  navTitle,
  readableRegistries,
  REGISTRY_ROUTES,
  routeTitle,
  STATS_TEXT as T,
} from '@fbi/domain';
import { Page, PageHeader, Skeleton, Stack } from '@fbi/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSession } from '../../shared/useSession.ts';
import {
  countBy,
  lastMonths,
  monthAxisLabel,
  monthLabel,
  ownCounts,
  perMonth,
  teamCounts,
} from './aggregate.ts';
import {
  statRecordsQueryOptions,
  statTeamQueryOptions,
  type StatRecord,
  type StatRegistry,
} from './api.ts';
import { ChartFigure } from './ChartFigure.tsx';
import { BarsChart, colorAt, ColumnsChart } from './charts.tsx';
import * as styles from './charts.css.ts';

const titleOf = (registry: StatRegistry | 'team') =>
  routeTitle(REGISTRY_ROUTES[registry]) ?? registry;

/** The team's charts: its members per department and per rank. */
const TEAM_FIGURES = [
  { key: 'departments', title: T.teamDepartments, column: T.department },
  { key: 'ranks', title: T.teamRanks, column: T.rank },
] as const;

const percent = new Intl.NumberFormat('ru-RU', { style: 'percent', maximumFractionDigits: 0 });

/**
 * The charts of /stats over the registries the caller may read (`readableRegistries`; the others
 * are left out, not an error): records filed per month for the last 12 months, the share of each
 * status per registry, the caller's own records and decisions, the team by department and rank.
 * Skeletons while loading; a registry that fails is named in an alert and left off the charts.
 */
export function StatsPage() {
  const { roles, rang, nick } = useSession();
  const readable = readableRegistries(roles, rang);
  const registries = readable.filter((r): r is StatRegistry => r !== 'team');
  const results = useQueries({
    queries: registries.map((r) => statRecordsQueryOptions(r, roles)),
  });
  const team = useQuery({ ...statTeamQueryOptions(), enabled: readable.includes('team') });
  const loaded = registries.flatMap((registry, i) => {
    const data = results[i]?.data;
    return data ? [{ registry, records: data }] : [];
  });
  const failed = registries.filter((_, i) => results[i]?.isError);
  const isPending = results.some((r) => r.isPending);
  const months = useMemo(() => lastMonths(new Date()), []);
  const members = team.data && teamCounts(team.data);

  return (
    <Page>
      <PageHeader title={navTitle('/stats', roles, rang)} />
      <Stack gap="lg">
        {failed.map((r) => (
          <p key={r} role="alert">
            {T.failed(titleOf(r))}
          </p>
        ))}
        {isPending ? (
          <div className={styles.grid} aria-busy="true">
            <p role="status" className={styles.hidden}>
              {T.loading}
            </p>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={260} />
            ))}
          </div>
        ) : (
          <div className={styles.grid}>
            <MonthsFigure loaded={loaded} months={months} />
            <OwnFigure loaded={loaded} nick={nick} />
            {loaded.map(({ registry, records }) => (
              <CountFigure
                key={registry}
                title={`${T.statuses}: ${titleOf(registry)}`}
                column={T.status}
                unit={T.count}
                counts={countBy(records, (r) => r.status)}
                withShare
              />
            ))}
          </div>
        )}
        {readable.includes('team') &&
          (members ? (
            <div className={styles.grid}>
              {TEAM_FIGURES.map(({ key, title, column }) => (
                <CountFigure
                  key={key}
                  title={title}
                  hint={T.teamHint}
                  column={column}
                  unit={T.people}
                  counts={members[key]}
                />
              ))}
            </div>
          ) : team.isError ? (
            <p role="alert">{T.failed(titleOf('team'))}</p>
          ) : (
            <Skeleton height={200} />
          ))}
      </Stack>
    </Page>
  );
}

type Loaded = { registry: StatRegistry; records: StatRecord[] }[];

function MonthsFigure({ loaded, months }: { loaded: Loaded; months: string[] }) {
  const labels = months.map(monthLabel);
  const series = loaded.map(({ registry, records }) => ({
    key: titleOf(registry),
    values: perMonth(records, months),
  }));
  const total = series.reduce((sum, s) => sum + s.values.reduce((a, b) => a + b, 0), 0);
  return (
    <ChartFigure
      title={T.perMonth}
      hint={T.perMonthHint}
      chart={
        <ColumnsChart
          label={T.summary(T.perMonth, total)}
          categories={months}
          tickLabel={monthAxisLabel}
          series={series}
        />
      }
      legend={series.map((s, i) => ({ label: s.key, color: colorAt(i) }))}
      columns={[T.month, ...series.map((s) => s.key)]}
      rows={total === 0 ? [] : labels.map((m, i) => [m, ...series.map((s) => s.values[i] ?? 0)])}
    />
  );
}

function OwnFigure({ loaded, nick }: { loaded: Loaded; nick: string | null }) {
  const rows = loaded
    .map(({ registry, records }) => ({ title: titleOf(registry), ...ownCounts(records, nick) }))
    .filter((r) => r.records + r.decisions > 0);
  const total = rows.reduce((sum, r) => sum + r.records + r.decisions, 0);
  return (
    <ChartFigure
      title={T.own}
      hint={T.ownHint}
      chart={
        <BarsChart
          label={T.summary(T.own, total)}
          categories={rows.map((r) => r.title)}
          series={[
            { key: T.ownRecords, values: rows.map((r) => r.records) },
            { key: T.ownDecisions, values: rows.map((r) => r.decisions) },
          ]}
        />
      }
      legend={[
        { label: T.ownRecords, color: colorAt(0) },
        { label: T.ownDecisions, color: colorAt(1) },
      ]}
      columns={[T.registry, T.ownRecords, T.ownDecisions]}
      rows={rows.map((r) => [r.title, r.records, r.decisions])}
    />
  );
}

/**
 * One bar per label of `counts`, counted in `unit`; with `withShare` each count is also written as
 * its share of all.
 */
function CountFigure({
  title,
  hint,
  column,
  unit,
  counts,
  withShare = false,
}: {
  title: string;
  hint?: string;
  column: string;
  unit: string;
  counts: { label: string; count: number }[];
  withShare?: boolean;
}) {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const share = (n: number) => percent.format(total ? n / total : 0);
  return (
    <ChartFigure
      title={title}
      hint={hint}
      chart={
        <BarsChart
          label={T.summary(title, total)}
          categories={counts.map((c) => c.label)}
          series={[{ key: unit, values: counts.map((c) => c.count) }]}
          valueText={withShare ? (n) => `${n} (${share(n)})` : String}
        />
      }
      columns={withShare ? [column, unit, T.share] : [column, unit]}
      rows={counts.map((c) => [c.label, c.count, ...(withShare ? [share(c.count)] : [])])}
    />
  );
}
