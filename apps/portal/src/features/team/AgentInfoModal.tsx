import {
  AGENT_INFO_TEXT as T,
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  isTeamPunishmentActive,
  linkHref,
  ROLE_LABELS_RU,
  TEAM_PUNISHMENT_LABELS,
} from '@fbi/domain';
import { Button, ExternalLink, Spinner, StatusBadge } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RecordModal } from '../../shared/record/RecordModal.tsx';
import { ConfirmStep } from '../../shared/record/ConfirmStep.tsx';
import {
  deleteTeamPunishment,
  memberRoles,
  TEAM_PUNISHMENT_CHANGES,
  teamPunishmentsQueryOptions,
  type TeamMember,
  type TeamPunishment,
} from './api.ts';
import * as text from '../../shared/text.css.ts';
import * as styles from './team.css.ts';

export interface AgentInfoModalProps {
  /** The agent whose data is shown. */
  member: TeamMember;
  /** Called when the modal is closed. */
  onClose: () => void;
  /** Opens the delete dialog. */
  onDelete: () => void;
  /** Opens the punish dialog. */
  onPunish: () => void;
  /** Opens the edit form. */
  onEdit: () => void;
}

interface PunishmentListProps {
  title: string;
  items: readonly TeamPunishment[];
  /** Asks to remove one entry (the roles that may open the modal may punish, 01 §6). */
  onDelete: (punishment: TeamPunishment) => void;
}

/** One kind of the history, each entry marked active or expired (the roster counts the active). */
function PunishmentList({ title, items, onDelete }: PunishmentListProps) {
  // Judged once when the modal opens; an entry expiring while it is open keeps its mark.
  const [now] = useState(Date.now);
  const active = items.filter((p) => isTeamPunishmentActive(p, now)).length;
  return (
    <section>
      <h4 className={styles.subTitle}>{T.listTitle(title, active, items.length)}</h4>
      {items.length === 0 ? (
        <p className={text.muted}>{T.none}</p>
      ) : (
        <ul className={styles.historyList}>
          {items.map((p) => {
            const isActive = isTeamPunishmentActive(p, now);
            return (
              <li key={p.id} className={styles.historyItem}>
                <div className={styles.historyHead}>
                  <span>{p.reason}</span>
                  <StatusBadge
                    label={isActive ? T.active : T.expired}
                    tone={isActive ? 'danger' : 'neutral'}
                  />
                </div>
                <div className={styles.historyMeta}>
                  {TEAM_PUNISHMENT_LABELS[p.type]} · {T.issuedBy(p.author)} ·{' '}
                  {formatDateTime(p.issuedAt)} — {T.until(formatDate(p.expiresAt))}
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={T.deletePunishmentLabel(p.reason)}
                  onPress={() => onDelete(p)}
                >
                  {T.deletePunishment}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * An agent's warnings and reprimands (GET /api/v1/team/punishments?nick=), each removable after
 * a confirmation (DELETE /api/v1/team/punishments/{id}/delete); the roster's counts refresh.
 */
function PunishmentHistory({ nick }: { nick: string }) {
  const history = useQuery(teamPunishmentsQueryOptions({ nick }));
  const [deleting, setDeleting] = useState<TeamPunishment | null>(null);
  if (history.isPending) return <Spinner label={T.historyLoading} showLabel />;
  if (history.isError) return <p className={styles.errorText}>{T.historyFailed}</p>;
  return (
    <>
      <PunishmentList title={T.warnings} items={history.data.warnings} onDelete={setDeleting} />
      <PunishmentList title={T.reprimands} items={history.data.reprimands} onDelete={setDeleting} />
      {deleting && (
        <ConfirmStep
          title={T.confirmDeleteTitle}
          message={T.confirmDeleteMessage}
          confirmLabel={T.deletePunishment}
          mutation={{
            mutationFn: deleteTeamPunishment,
            invalidates: TEAM_PUNISHMENT_CHANGES,
            done: () => ({ text: T.done.punishmentDeleted(nick) }),
            onSuccess: () => setDeleting(null),
          }}
          input={deleting.id}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}

/**
 * The agent info modal opened by a roster row click (01 §2 Team roster, §3 Team member and
 * Punishment, §6): the member's data (active warning and reprimand counts), the history of
 * warnings and reprimands (active or expired, each removable), and the buttons Удалить, Наказать
 * and Редактировать, which stay in view below a long history.
 */
export function AgentInfoModal({
  member,
  onClose,
  onDelete,
  onPunish,
  onEdit,
}: AgentInfoModalProps) {
  const roles = memberRoles(member);
  // A link stored without a scheme would open under the portal's address (`linkHref`).
  const social = linkHref(member.vkLink);
  return (
    <RecordModal
      title={T.title(member.nick)}
      closeButton="none"
      onClose={onClose}
      actions={
        <>
          <Button variant="danger" onPress={onDelete}>
            {T.deleteAgent}
          </Button>
          <Button variant="secondary" onPress={onPunish}>
            {T.punish}
          </Button>
          <Button onPress={onEdit}>{T.edit}</Button>
        </>
      }
      facts={[
        [T.nick, member.nick],
        [T.rang, member.rang],
        [T.position, member.position ?? EMPTY_VALUE],
        [T.direction, member.direction ?? EMPTY_VALUE],
        [T.agentNo, member.agentNo || EMPTY_VALUE],
        [
          T.social,
          social ? (
            <ExternalLink key="social" href={social}>
              {member.vkLink}
            </ExternalLink>
          ) : (
            member.vkLink || EMPTY_VALUE
          ),
        ],
        [T.roles, roles.length > 0 ? roles.map((r) => ROLE_LABELS_RU[r]).join(', ') : EMPTY_VALUE],
        [T.incomingDate, formatDate(member.incomingDate)],
        [T.promotionDate, formatDate(member.promotionDate)],
        [T.nextPromotionDate, formatDate(member.nextPromotionDate)],
        [T.warnings, member.warnings],
        [T.reprimands, member.reprimands],
      ]}
    >
      <section>
        <h3 className={styles.subTitle}>{T.history}</h3>
        <PunishmentHistory nick={member.nick} />
      </section>
    </RecordModal>
  );
}
