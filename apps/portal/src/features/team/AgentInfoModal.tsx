import {
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  ROLE_LABELS_RU,
  TEAM_PUNISHMENT_LABELS,
} from '@fbi/domain';
import { Button, Modal, Spinner } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import {
  memberRoles,
  teamPunishmentsQueryOptions,
  type TeamMember,
  type TeamPunishment,
} from './api.ts';
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

function PunishmentList({ title, items }: { title: string; items: readonly TeamPunishment[] }) {
  return (
    <section>
      <h4 className={styles.subTitle}>
        {title} ({items.length})
      </h4>
      {items.length === 0 ? (
        <p className={styles.muted}>Нет</p>
      ) : (
        <ul className={styles.historyList}>
          {items.map((p) => (
            <li key={p.id} className={styles.historyItem}>
              <div>{p.reason}</div>
              <div className={styles.historyMeta}>
                {TEAM_PUNISHMENT_LABELS[p.type]} · выдал {p.author} · {formatDateTime(p.issuedAt)} —
                до {formatDate(p.expiresAt)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** An agent's warnings and reprimands (GET /api/v1/team/punishments?nick=). */
function PunishmentHistory({ nick }: { nick: string }) {
  const history = useQuery(teamPunishmentsQueryOptions({ nick }));
  if (history.isPending) return <Spinner label="Загрузка истории наказаний…" showLabel />;
  if (history.isError) {
    return <p className={styles.errorText}>Не удалось загрузить историю наказаний.</p>;
  }
  return (
    <>
      <PunishmentList title="Предупреждения" items={history.data.warnings} />
      <PunishmentList title="Выговоры" items={history.data.reprimands} />
    </>
  );
}

/**
 * The agent info modal opened by a roster row click (01 §2 Team roster, §3 Team member and
 * Punishment, §6): the member's data, the history of warnings and reprimands, and the buttons
 * Удалить, Наказать and Редактировать.
 */
export function AgentInfoModal({
  member,
  onClose,
  onDelete,
  onPunish,
  onEdit,
}: AgentInfoModalProps) {
  const roles = memberRoles(member);
  return (
    <Modal
      title={`Агент ${member.nick}`}
      isOpen
      size="md"
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button variant="danger" onPress={onDelete}>
            Удалить
          </Button>
          <Button variant="secondary" onPress={onPunish}>
            Наказать
          </Button>
          <Button onPress={onEdit}>Редактировать</Button>
        </>
      }
    >
      <dl className={styles.details}>
        <dt>Ник</dt>
        <dd>{member.nick}</dd>
        <dt>Ранг</dt>
        <dd>{member.rang}</dd>
        <dt>Должность</dt>
        <dd>{member.position ?? EMPTY_VALUE}</dd>
        <dt>Направление</dt>
        <dd>{member.direction ?? EMPTY_VALUE}</dd>
        <dt>Номер агента</dt>
        <dd>{member.agentNo || EMPTY_VALUE}</dd>
        <dt>ВКонтакте</dt>
        <dd>
          {member.vkLink ? (
            <a className={styles.link} href={member.vkLink} target="_blank" rel="noreferrer">
              {member.vkLink}
            </a>
          ) : (
            EMPTY_VALUE
          )}
        </dd>
        <dt>Роли</dt>
        <dd>{roles.length > 0 ? roles.map((r) => ROLE_LABELS_RU[r]).join(', ') : EMPTY_VALUE}</dd>
        <dt>Дата принятия</dt>
        <dd>{formatDate(member.incomingDate)}</dd>
        <dt>Дата повышения</dt>
        <dd>{formatDate(member.promotionDate)}</dd>
        <dt>Следующее повышение</dt>
        <dd>{formatDate(member.nextPromotionDate)}</dd>
        <dt>Предупреждения</dt>
        <dd>{member.warnings}</dd>
        <dt>Выговоры</dt>
        <dd>{member.reprimands}</dd>
      </dl>
      <h3 className={styles.subTitle}>История наказаний</h3>
      <PunishmentHistory nick={member.nick} />
    </Modal>
  );
}
