/**
 * Texts of /profile, /hr-profile and the staff audit (02 §2.11, §3 Profile, Audit entry). The
 * spec names the blocks and fields in English; the Russian wording is ours except where quoted
 * (UI_TEXT.staffAudit, report, delete, biographyDefault).
 */
export const PROFILE_TEXT = {
  nick: 'Ник',
  position: 'Должность',
  noPosition: 'Не указана',
  /** An empty field or section. */
  empty: 'Не указано',
  mainTitle: 'Основная информация',
  fullName: 'Имя и фамилия',
  gender: 'Пол',
  ethnicity: 'Этнос',
  birthDate: 'Дата рождения',
  birthPlace: 'Место рождения',
  citizenship: 'Гражданство',
  residence: 'Место жительства',
  insurance: 'Номер страховки',
  maritalStatus: 'Семейное положение',
  phone: 'Номер телефона',
  /** 02 §5 "position optional (leave empty if none)". */
  positionHint: 'Оставьте пустым, если должности нет',
  education: 'Образование',
  skills: 'Навыки',
  qualities: 'Качества',
  serviceRecord: 'Послужной список',
  biography: 'Автобиография',
  edit: 'Изменить',
  save: 'Сохранить',
  editTitle: (block: string) => `${block}: изменение`,
  /** Characters typed of the allowed, under the skills field. */
  counter: (length: number, max: number) => `${length} / ${max}`,
  photoTitle: 'Выбор фото',
  photoChoice: 'Фото профиля',
  photoPreset: (n: number) => `Изображение ${n}`,
  changePhoto: (nick: string) => `Сменить фото: ${nick}`,
  /** A profile that failed to load (the error toast says why). */
  loadFailed: 'Не удалось загрузить профиль.',
  /** /hr-profile opened without ?nick=. */
  noNick: 'Сотрудник не выбран',
  noNickHint: 'Откройте профиль из списка состава.',
  /**
   * /hr-profile of a person outside the caller's roster tables (01 §6 HR dropdown); the title is
   * 01 §8's 'У вас нет доступа к этой функции', this hint is ours.
   */
  noAccessHint:
    'Кадровый профиль этого сотрудника доступен только кадровым ролям его таблицы состава.',
  auditAuthor: 'Автор',
  auditType: 'Тип аудита',
  auditDate: 'Дата',
  auditActions: 'Действия',
  auditEmpty: 'Записей аудита нет',
  /** What a success toast says (issue 24: every action answers) — ours. */
  done: {
    mainSaved: (nick: string) => `Основная информация профиля ${nick} сохранена`,
    /** `block` is the block's title (education, skills…). */
    sectionSaved: (nick: string, block: string) => `Блок «${block}» профиля ${nick} сохранён`,
    photoSaved: (nick: string) => `Фото профиля ${nick} изменено`,
    /** `type` is the entry's type as shown (auditTypeLabel). */
    auditDeleted: (nick: string, type: string) => `Запись аудита «${type}» (${nick}) удалена`,
  },
} as const;
