/**
 * UI strings of the home page (/): news carousel, news modal, press-article form, org chart and
 * the footer's useful links (01 §2 Home page, §3 News, §5). The spec gives no Russian for any of
 * them: all ours.
 */

/** The page, the carousel, the org chart and the footer (01 §2 Home page) — ours. */
export const HOME_TEXT = {
  title: 'Федеральное бюро расследований',
  writeArticle: 'Написать статью',
  news: 'Новости',
  newsLoading: 'Загрузка новостей…',
  newsFailed: 'Не удалось загрузить новости.',
  newsEmpty: 'Новостей пока нет.',
  readMore: 'Читать →',
  /** The fixed Most Wanted slide (01 §2: the carousel ends with it). */
  mostWanted: 'Most Wanted',
  mostWantedTitle: 'Разыскиваются ФБР',
  mostWantedText:
    'Видели кого-то из списка — сообщите агентам. Фотографии, приметы и нарушения подозреваемых.',
  mostWantedLink: 'Открыть список разыскиваемых',
  orgChart: 'Структура бюро',
  orgChartFailed: 'Не удалось загрузить состав бюро',
  orgChartEmpty: 'Сотрудники не найдены',
  vacant: 'Должности вакантны',
  usefulLinks: 'Полезные ссылки',
  /** The footer's links (01 §2 "A footer holds useful links"; which ones is ours). */
  links: {
    transfers: 'Переводы во ФБР (форум)',
    rules: 'Правила сервера',
    complaints: 'Жалобы на сотрудников',
    hrt: 'Сайт HRT',
    chat: 'Чат сообщества',
  },
} as const;

/** The news modal (01 §2 Home page, §6 "delete news") — ours. */
export const NEWS_TEXT = {
  delete: 'Удалить',
  deleteTitle: 'Удаление новости',
  deleteMessage: (header: string) => `Удалить новость «${header}»?`,
  /** What a success toast says (issue 24: every action answers) — ours. */
  done: {
    deleted: (header: string) => `Новость «${header}» удалена`,
  },
} as const;

/** The press-article form and its photo field (01 §2 "press article" modal, §5) — ours. */
export const PRESS_ARTICLE_TEXT = {
  title: 'Пресс-статья',
  submit: 'Опубликовать',
  header: 'Заголовок',
  subheader: 'Подзаголовок',
  text: 'Текст',
  photo: 'Фотография',
  photoHint: 'Сначала заполните заголовок: фотография сохраняется под ним. Только изображения.',
  /** A chosen file that is not an image (01 §5 says only "accept images"). */
  notAnImage: 'Можно загрузить только изображение',
  uploading: 'Загрузка фотографии…',
  /** What a success toast says (issue 24: every action answers) — ours. */
  done: {
    published: (header: string) => `Статья «${header}» опубликована`,
  },
} as const;
