/**
 * UI strings of the team roster (/team) and its agent dialogs: info, create, edit, punish, delete
 * and the new agent's credentials (01 §2 Team roster, §3 Team member and New agent, §4, §5). The
 * spec names the columns, fields and buttons in English and gives no Russian for them: all ours.
 */
import { pluralRu } from '../format.ts';
import { auditTypeLabel } from '../statuses.ts';

/** The roster page around its tables (01 §2 Team roster, §6 "HR dropdown") — ours. */
export const TEAM_TEXT = {
  title: 'Состав',
  loadFailed: 'Не удалось загрузить состав.',
  total: (count: number) => `Всего: ${count} ${pluralRu(count, ['агент', 'агента', 'агентов'])}`,
  addAgent: 'Добавить агента',
  /** The HR menu on a nick, named after the agent. */
  nickMenu: (nick: string) => `${nick}: действия`,
  openSocial: 'Открыть страницу ВКонтакте',
  openProfile: 'Открыть профиль',
} as const;

/** The roster's table (01 §2 Team roster names the columns in English) — ours. */
export const ROSTER_TEXT = {
  incomingDate: 'Дата принятия',
  rang: 'Ранг',
  nick: 'Ник',
  position: 'Должность',
  agentNo: 'Номер агента',
  promotionDate: 'Дата повышения',
  nextPromotionDate: 'Следующее повышение',
  warnings: 'Предупреждения',
  reprimands: 'Выговоры',
  emptyGroup: 'В этом подразделении нет агентов',
} as const;

/** The agent info modal (01 §2 Team roster, §3 Team member and Punishment) — ours. */
export const AGENT_INFO_TEXT = {
  title: (nick: string) => `Агент ${nick}`,
  history: 'История наказаний',
  historyLoading: 'Загрузка истории наказаний…',
  historyFailed: 'Не удалось загрузить историю наказаний.',
  none: 'Нет',
  /** "Предупреждения: действуют 1 из 3" — the roster counts only the active ones. */
  listTitle: (title: string, active: number, total: number) =>
    `${title}: действуют ${active} из ${total}`,
  active: 'Действует',
  expired: 'Истекло',
  issuedBy: (author: string) => `выдал ${author}`,
  until: (date: string) => `до ${date}`,
  deletePunishment: 'Удалить',
  deletePunishmentLabel: (reason: string) => `Удалить наказание «${reason}»`,

  confirmDeleteTitle: 'Удаление наказания',
  confirmDeleteMessage: 'Удалить это наказание из истории агента? Счётчик в составе изменится.',
  deleteAgent: 'Удалить',
  punish: 'Наказать',
  edit: 'Редактировать',
  nick: 'Ник',
  rang: 'Ранг',
  position: 'Должность',
  direction: 'Направление',
  agentNo: 'Номер агента',
  social: 'ВКонтакте',
  roles: 'Роли',
  incomingDate: 'Дата принятия',
  promotionDate: 'Дата повышения',
  nextPromotionDate: 'Следующее повышение',
  warnings: 'Предупреждения',
  reprimands: 'Выговоры',
  /** What a success toast says (issue 24: every action answers). */
  done: {
    punishmentDeleted: (nick: string) => `Наказание агента ${nick} удалено из истории`,
  },
} as const;

/** The one-time credentials dialog of a new agent (01 §2, §4 Agent creation) — ours. */
export const CREDENTIALS_TEXT = {
  title: 'Данные нового агента',
  note: 'Сохраните логин и пароль и передайте их агенту: они показываются один раз.',
  login: 'Логин',
  password: 'Пароль',
  copyLogin: 'Копировать логин',
  copyPassword: 'Копировать пароль',
  copied: (what: string) => `${what} скопирован`,
  copyFailed: 'Не удалось скопировать, выделите текст вручную',
  done: 'Готово',
  /** Esc or ✕ asks first: the password is not shown again (issue 8). */
  confirmCloseTitle: 'Закрыть без сохранения?',
  confirmCloseMessage: 'Пароль нового агента больше не будет показан. Вы сохранили логин и пароль?',
  confirmClose: 'Да, закрыть',
  keepOpen: 'Вернуться',
} as const;

/** The create and edit forms of an agent (01 §3 New agent, §4 rank/position change, §5) — ours. */
export const AGENT_FORM_TEXT = {
  createTitle: 'Добавить агента',
  create: 'Создать',
  editTitle: (nick: string) => `Редактирование агента ${nick}`,
  save: 'Сохранить',
  nick: 'Ник',
  nickPlaceholder: 'Имя_Фамилия',
  rang: 'Ранг',
  rangPlaceholder: 'Выберите ранг',
  direction: 'Направление',
  position: 'Должность',
  agentNo: 'Номер агента',
  /** 01 §5: exactly three digits. */
  agentNoHint: 'Три цифры, от 000 до 999',
  vkLink: 'Ссылка на ВКонтакте',
  vkLinkPlaceholder: 'https://vk.com/имя-пользователя',
  roles: 'Роли',
  rolesChosen: (count: number) => `Выбрано: ${count}`,
  /** The roles shown read-only to everyone but the director (01 §6). */
  rolesReadOnly: (labels: readonly string[]) =>
    `Роли: ${labels.length > 0 ? labels.join(', ') : 'нет'} (изменяет только директор)`,
  /** The personnel audit prompts after a save (01 §4 "Agent rank or position change"). */
  auditTitle: 'Кадровый приказ',
  promotionPrompt: (nick: string, rang: string) =>
    `Ранг агента ${nick} изменён на «${rang}». Оформить приказ кадрового аудита о присвоении ранга?`,
  positionPrompt: (nick: string, position: string) =>
    `Должность агента ${nick} изменена на «${position}». Оформить приказ кадрового аудита о назначении?`,
  auditConfirm: 'Оформить приказ',
  auditSkip: 'Не оформлять',
  /** What a success toast says (issue 24: every action answers); audit types of 02 §3. */
  done: {
    saved: (nick: string) => `Данные агента ${nick} сохранены`,
    audit: (nick: string, type: string) =>
      `Приказ «${auditTypeLabel(type)}» для агента ${nick} оформлен`,
  },
} as const;

/** Punishing an agent (01 §2 agent info modal "punish", §5 Punish agent) — ours. */
export const PUNISH_AGENT_TEXT = {
  title: (nick: string) => `Наказание агента ${nick}`,
  submit: 'Наказать',
  type: 'Вид наказания',
  reason: 'Причина',
  /** What a success toast says (issue 24: every action answers). */
  done: {
    /** `label` is the type's name (TEAM_PUNISHMENT_LABELS). */
    punished: (nick: string, label: string) => `Наказание «${label}» выдано агенту ${nick}`,
  },
} as const;

/** Dismissing an agent (01 §2 agent info modal "delete", §5 Delete agent) — ours. */
export const DELETE_AGENT_TEXT = {
  title: (nick: string) => `Удаление агента ${nick}`,
  submit: 'Удалить',
  note: (nick: string, rang: string) => `Агент ${nick} (${rang}) будет удалён из состава.`,
  reason: 'Причина удаления',
  /** What a success toast says (issue 24: every action answers). */
  done: {
    deleted: (nick: string) => `Агент ${nick} удалён из состава`,
  },
} as const;
