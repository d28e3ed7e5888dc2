import { PUNISHMENTS_TEXT as T, punishmentMeasure } from '@fbi/domain';
import { Button, ExternalLink } from '@fbi/ui';
import { momentColumn, nickColumn, optionalColumn } from '../../shared/registry/columns.tsx';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { Punishment } from './api.ts';
import type { PunishmentDialog } from './PunishmentDialogs.tsx';

/**
 * The registry's columns (02 §2.9): violator, faction, articles, measure (rank count in brackets
 * for demotion), violation proof (opens the numbered links), punishment proof (a link when
 * present), executor, date (ru-RU, Moscow time).
 */
export const punishmentColumns: readonly RegistryColumn<Punishment, PunishmentDialog>[] = [
  nickColumn('nick', T.violator, (p) => p.nick, { isRowHeader: true }),
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
  optionalColumn('punishmentProve', T.punishmentProof, (p) => p.punishmentProve, T.noProof, {
    shown: (href, p) => (
      <ExternalLink href={href} aria-label={`${T.openProof}: ${T.punishmentProof}, ${p.nick}`}>
        {T.openProof}
      </ExternalLink>
    ),
  }),
  nickColumn('author', T.executor, (p) => p.author, { onPhone: true }),
  momentColumn('date', T.date, (p) => p.date, { onPhone: true }),
];
