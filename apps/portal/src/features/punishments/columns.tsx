import { formatDateTime, PUNISHMENTS_TEXT as T, punishmentMeasure } from '@fbi/domain';
import { Button, ExternalLink } from '@fbi/ui';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { Punishment } from './api.ts';
import type { PunishmentDialog } from './PunishmentDialogs.tsx';
import * as styles from './punishments.css.ts';

/**
 * The registry's columns (02 §2.9): violator, faction, articles, measure (rank count in brackets
 * for demotion), violation proof (opens the numbered links), punishment proof (a link when
 * present), executor, date (ru-RU, Moscow time).
 */
export const punishmentColumns: readonly RegistryColumn<Punishment, PunishmentDialog>[] = [
  { id: 'nick', header: T.violator, text: (p) => p.nick, isRowHeader: true },
  { id: 'faction', header: T.faction, text: (p) => p.faction, onPhone: true },
  { id: 'cautions', header: T.articles, text: (p) => p.cautions.join(', ') },
  {
    id: 'measure',
    header: T.measure,
    text: (p) => punishmentMeasure(p.type, p.rangCount),
    isStatus: true,
  },
  {
    id: 'violationProves',
    header: T.violationProof,
    text: (p) => p.violationProves.join(' '),
    onPhone: true,
    cell: (p, { open }) => (
      <Button
        size="sm"
        variant="secondary"
        aria-label={`${T.openProofs}: ${T.violationProof}, ${p.nick}`}
        onPress={() => open({ step: 'proofs', punishment: p })}
      >
        {T.openProofs}
      </Button>
    ),
  },
  {
    id: 'punishmentProve',
    header: T.punishmentProof,
    text: (p) => p.punishmentProve || T.noProof,
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
  { id: 'author', header: T.executor, text: (p) => p.author, onPhone: true },
  {
    id: 'date',
    header: T.date,
    text: (p) => formatDateTime(p.date),
    cell: (p) => <span className={styles.nowrap}>{formatDateTime(p.date)}</span>,
    onPhone: true,
  },
];
