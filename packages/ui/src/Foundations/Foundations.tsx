import type { ReactNode } from 'react';
import { darkBlueTokens } from '../theme/tokens';
import { vars } from '../theme/contract.css';
import * as styles from './Foundations.css';

type Group = keyof typeof darkBlueTokens;

/** A section with a heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className={styles.heading}>{title}</h2>
      {children}
    </section>
  );
}

/** Lists the tokens of a group as name, CSS variable, value and a sample. */
function TokenTable({
  group,
  sample,
}: {
  group: Exclude<Group, 'color'>;
  sample: (value: string, cssVar: string) => ReactNode;
}) {
  const tokens = darkBlueTokens[group] as Record<string, string>;
  const cssVars = vars[group] as Record<string, string>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th className={styles.cell}>Токен</th>
          <th className={styles.cell}>Значение</th>
          <th className={styles.cell}>Пример</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(tokens).map(([name, value]) => (
          <tr key={name}>
            <td className={styles.cell}>
              <code>
                vars.{group}.{name}
              </code>
            </td>
            <td className={styles.cell}>
              <code className={styles.code}>{value}</code>
            </td>
            <td className={styles.cell}>{sample(value, cssVars[name] ?? '')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The theme's tokens: colours, spacing, radii, type scale, elevation and motion. */
export function Foundations() {
  return (
    <div className={styles.page}>
      <Section title="Цвета">
        <div className={styles.grid}>
          {Object.entries(darkBlueTokens.color).map(([name, value]) => (
            <div key={name} className={styles.swatch}>
              <div className={styles.chip} style={{ background: value }} />
              <div className={styles.meta}>
                <strong>{name}</strong>
                <code className={styles.code}>{value}</code>
              </div>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Отступы">
        <TokenTable
          group="space"
          sample={(v) => <div className={styles.bar} style={{ width: v }} />}
        />
      </Section>
      <Section title="Скругления">
        <TokenTable
          group="radius"
          sample={(v) => <div className={styles.box} style={{ borderRadius: v }} />}
        />
      </Section>
      <Section title="Размеры шрифта">
        <TokenTable
          group="fontSize"
          sample={(v) => <span style={{ fontSize: v }}>Агент ФБР</span>}
        />
      </Section>
      <Section title="Начертания">
        <TokenTable
          group="fontWeight"
          sample={(v) => <span style={{ fontWeight: Number(v) }}>Агент ФБР</span>}
        />
      </Section>
      <Section title="Тени">
        <TokenTable
          group="elevation"
          sample={(v) => <div className={styles.box} style={{ boxShadow: v }} />}
        />
      </Section>
      <Section title="Движение">
        <TokenTable group="motion" sample={() => null} />
      </Section>
    </div>
  );
}
