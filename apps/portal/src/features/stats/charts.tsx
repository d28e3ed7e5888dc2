/**
 * The two chart shapes of /stats, drawn with visx (SVG in React; see StatsPage for the choice).
 * Each svg is one image named by its summary; the numbers are in ChartFigure's table.
 */
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, BarStack } from '@visx/shape';
import * as styles from './charts.css.ts';

/** Categorical colours with at least 3:1 contrast on the dark surface (ours). */
export const PALETTE = [
  '#5fa8ff',
  '#ffb454',
  '#5fd39a',
  '#ff7a8a',
  '#c59bff',
  '#ffe066',
  '#4dd9e6',
  '#ff9f6b',
  '#b8e986',
] as const;

/** The colour of the i-th series. */
export const colorAt = (i: number): string => PALETTE[i % PALETTE.length] ?? PALETTE[0];

const WIDTH = 640;

export interface ColumnsChartProps {
  /** The accessible summary of the image. */
  label: string;
  /** The x categories (months). */
  categories: readonly string[];
  /** The text under a column (default: the category). */
  tickLabel?: (category: string) => string;
  /** Each stacked series with one value per category. */
  series: readonly { key: string; values: readonly number[] }[];
}

/** Stacked columns: one column per category, one coloured segment per series. */
export function ColumnsChart({
  label,
  categories,
  series,
  tickLabel = (c) => c,
}: ColumnsChartProps) {
  const height = 260;
  const margin = { top: 10, right: 8, bottom: 28, left: 32 };
  const data = categories.map((category, i) => ({
    category,
    ...Object.fromEntries(series.map((s) => [s.key, s.values[i] ?? 0])),
  })) as ({ category: string } & Record<string, number>)[];
  const totals = data.map((d) => series.reduce((sum, s) => sum + (d[s.key] ?? 0), 0));
  const x = scaleBand<string>({
    domain: [...categories],
    range: [margin.left, WIDTH - margin.right],
    padding: 0.2,
  });
  const y = scaleLinear<number>({
    domain: [0, Math.max(1, ...totals)],
    range: [height - margin.bottom, margin.top],
    nice: true,
  });
  const color = (key: string) => colorAt(series.findIndex((s) => s.key === key));

  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} className={styles.svg} role="img" aria-label={label}>
      {y.ticks(4).map((t) => (
        <text key={t} x={margin.left - 4} y={y(t)} textAnchor="end" className={styles.axisText}>
          {t}
        </text>
      ))}
      <BarStack
        data={data}
        keys={series.map((s) => s.key)}
        x={(d) => d.category}
        xScale={x}
        yScale={y}
        color={color}
      >
        {(stacks) =>
          stacks.map((stack) =>
            stack.bars.map((bar) => (
              <rect
                key={`${stack.key}-${bar.index}`}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={Math.max(bar.height, 0)}
                fill={bar.color}
              />
            )),
          )
        }
      </BarStack>
      {categories.map((c) => (
        <text
          key={c}
          x={(x(c) ?? 0) + x.bandwidth() / 2}
          y={height - 8}
          textAnchor="middle"
          className={styles.axisText}
        >
          {tickLabel(c)}
        </text>
      ))}
    </svg>
  );
}

export interface BarsChartProps {
  label: string;
  /** One row per category. */
  categories: readonly string[];
  /** Side-by-side series with one value per category. */
  series: readonly { key: string; values: readonly number[] }[];
  /** The text after each bar (default: the value). */
  valueText?: (value: number, category: number) => string;
}

/** Horizontal bars: a row per category, a bar per series, its value at its end. */
export function BarsChart({ label, categories, series, valueText = String }: BarsChartProps) {
  const row = 12 * series.length + 14;
  const labelWidth = 230;
  const margin = { top: 4, right: 90, bottom: 4 };
  const height = margin.top + margin.bottom + row * categories.length;
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const x = scaleLinear<number>({
    domain: [0, max],
    range: [0, WIDTH - labelWidth - margin.right],
  });

  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} className={styles.svg} role="img" aria-label={label}>
      {categories.map((category, c) => (
        <Group key={category} top={margin.top + c * row} left={0}>
          <text
            x={labelWidth - 6}
            y={row / 2}
            textAnchor="end"
            dominantBaseline="middle"
            className={styles.axisText}
          >
            {category.length > 34 ? `${category.slice(0, 33)}…` : category}
          </text>
          {series.map((s, i) => {
            const value = s.values[c] ?? 0;
            return (
              <Group key={s.key} top={4 + i * 12}>
                <Bar x={labelWidth} y={0} width={x(value)} height={10} fill={colorAt(i)} />
                <text
                  x={labelWidth + x(value) + 4}
                  y={5}
                  dominantBaseline="middle"
                  className={styles.valueText}
                >
                  {valueText(value, c)}
                </text>
              </Group>
            );
          })}
        </Group>
      ))}
    </svg>
  );
}
