import { formatDateTime, PUNISHMENTS_TEXT as T, punishmentMeasure } from '@fbi/domain';
import { Button, ExternalLink, type TableColumn } from '@fbi/ui';
import type { Punishment } from './api.ts';
import * as styles from './punishments.css.ts';

/**
 * The registry's columns (02 §2.9): violator, faction, articles, measure (rank count in brackets
 * for demotion), violation proof (opens the numbered links), punishment proof (a link when
 * present), executor, date (ru-RU, Moscow time).
 * @param onOpenProofs opens the violation proofs of a row.
 */
export function punishmentColumns(
  onOpenProofs: (punishment: Punishment) => void,
): TableColumn<Punishment>[] {
  return [
    { id: 'nick', header: T.violator, cell: (p) => p.nick, isRowHeader: true },
    { id: 'faction', header: T.faction, cell: (p) => p.faction },
    { id: 'cautions', header: T.articles, cell: (p) => p.cautions.join(', ') },
    { id: 'measure', header: T.measure, cell: (p) => punishmentMeasure(p.type, p.rangCount) },
    {
      id: 'violationProves',
      header: T.violationProof,
      cell: (p) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${T.openProofs}: ${T.violationProof}, ${p.nick}`}
          onPress={() => onOpenProofs(p)}
        >
          {T.openProofs}
        </Button>
      ),
    },
    {
      id: 'punishmentProve',
      header: T.punishmentProof,
      cell: (p) =>
        p.punishmentProve ? (
          <ExternalLink
            href={p.punishmentProve}
            aria-label={`${T.openProof}: ${T.punishmentProof}, ${p.nick}`}
          >
            {T.openProof}
          </ExternalLink>
        ) : (
          <span className={styles.muted}>{T.noProof}</span>
        ),
    },
    { id: 'author', header: T.executor, cell: (p) => p.author },
    {
      id: 'date',
      header: T.date,
      cell: (p) => <span className={styles.nowrap}>{formatDateTime(p.date)}</span>,
    },
  ];
}
