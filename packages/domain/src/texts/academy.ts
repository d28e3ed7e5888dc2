/**
 * Texts of the academy screens: /academy-templates and its modals, /academy, the exam and
 * promotion-date modals and the test-taking modal (03 §2, §4). The spec names most columns and
 * fields in English; the Russian wording is ours except where a comment says "exact".
 */

import { statusLabel } from '../statuses.ts';

/** /academy-templates, the template creation and edit modals (03 §2, §3 Academy template). */
export const ACADEMY_TEMPLATES_TEXT = {
  createdAt: 'Дата создания',
  author: 'Автор',
  name: 'Название',
  status: 'Статус',
  templateName: 'Название шаблона',
  conditions: 'Условия',
  condition: (n: number) => `Условие №${n}`,
  conditionName: 'Название условия',
  rank: 'Ранг',
  conditionType: 'Тип условия',
  optionCategory: 'Категория',
  test: 'Тест',
  addCondition: 'Добавить условие',
  removeCondition: (n: number) => `Удалить условие №${n}`,
  editTitle: 'Шаблон академии',
  viewTitle: 'Шаблон академии (активен)',
  readOnlyNote: 'Активный шаблон нельзя изменить.',
  save: 'Сохранить',
  activate: 'Активировать',
  activateTitle: 'Активация шаблона',
  /** 03 §4 Academy template: what activation does. */
  activateMessage: (name: string) =>
    `Активировать шаблон «${name}»? Остальные шаблоны станут неактивными, текущие оценки будут удалены, а для каждого агента академии будут созданы экзамены по этому шаблону. После активации шаблон нельзя изменить.`,
  total: (count: number) => `Всего шаблонов: ${count}`,
  /** What a success toast says (issue 24: every action answers) — ours; 03 §3 labels. */
  done: {
    created: (name: string) =>
      `Шаблон «${name}» создан, статус «${statusLabel('academyTemplate', 'INACTIVE')}»`,
    saved: (name: string) => `Шаблон «${name}» сохранён`,
    activated: (name: string) =>
      `Шаблон «${name}»: статус «${statusLabel('academyTemplate', 'ACTIVE')}»`,
  },
} as const;

/** /academy: the three tables, the exam edit and promotion-date modals (03 §2 /academy). */
export const ACADEMY_TEXT = {
  /** Table names by academy rank (03 §2: junior agents, attendants, trainees). */
  tables: {
    JUNIOR_AGENT: 'Младшие агенты',
    ATTENDANT: 'Дежурные',
    TRAINEE: 'Стажёры',
  },
  nick: 'Ник',
  promotionDate: 'Дата повышения',
  nextPromotionDate: 'Дата следующего повышения',
  noActiveTemplate: 'Нет активного шаблона академии',
  noActiveTemplateHint: 'Директор активирует шаблон в разделе «Шаблоны академии».',
  noAgents: 'Агентов этого ранга нет',
  activeTemplate: (name: string) => `Активный шаблон: ${name}`,
  startTest: 'Начать тест',
  startTestFor: (condition: string) => `Начать тест: ${condition}`,
  examTitle: (nick: string) => `Экзамены: ${nick}`,
  noConditions: 'У ранга агента нет условий в активном шаблоне.',
  testState: 'Состояние теста',
  reopenTest: 'Открыть тест',
  reopenTestFor: (condition: string) => `Открыть тест: ${condition}`,
  testResult: 'Результат',
  save: 'Сохранить',
  changePromotionDate: 'Дата повышения',
  promotionDateTitle: (nick: string) => `Дата следующего повышения: ${nick}`,
  promotionDateEmpty: 'Укажите дату следующего повышения',
  notSet: 'Не указана',
  /** What a success toast says (issue 24: every action answers) — ours; 03 §2 labels. */
  done: {
    examsSaved: (nick: string) => `Экзамены ${nick} сохранены`,
    testReopened: (nick: string, condition: string) =>
      `Тест «${condition}» (${nick}): статус «${statusLabel('examTestState', 'OPENED')}»`,
    /** `date` as shown (formatDate). */
    promotionDate: (nick: string, date: string) => `Дата следующего повышения ${nick}: ${date}`,
  },
} as const;

/** The test-taking modal (03 §2 Test taking modal). */
export const TEST_TAKING_TEXT = {
  question: (n: number, title: string) => `${n}. ${title}`,
  answer: 'Ответ',
  chooseOne: 'Выберите один вариант',
  submit: 'Отправить',
  /** What a success toast says (issue 24: every action answers) — ours. */
  done: {
    submitted: (condition: string) => `Тест «${condition}» отправлен на проверку`,
  },
} as const;
