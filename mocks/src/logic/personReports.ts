/** Printable pages of MW reports (full and the public card) and of IB dossiers (01 §2, §7; 03 §2). */
import { reworkCommentOf, statusLabel, SUSPECTS_TEXT } from '@fbi/domain';
import { dateTime, renderReport, type ReportSection } from '../html/report.ts';
import type { Store } from '../store/store.ts';
import type { Schemas } from '../store/types.ts';

function appearance(p: Schemas['MostWantedInput'] | Schemas['DossierInput']): ReportSection {
  return {
    title: 'Личные данные',
    fields: [
      ['Имя и фамилия', p.nick],
      ['Дата рождения', p.birthDate],
      ['Место рождения', p.birthPlace],
      ['Пол', p.sex === undefined ? null : p.sex ? 'Мужской' : 'Женский'],
      ['Глаза', p.eyes],
      ['Рост', p.height],
      ['Вес', p.weight],
      ['Волосы', p.hair],
      ['Раса', p.race],
      ['Национальность', p.nation],
      ['Фото', { links: [p.photo] }],
    ],
  };
}

/** The full MW report. */
export function mostWantedReport(store: Store, r: Schemas['MostWanted']): string {
  const sections: ReportSection[] = [
    appearance(r),
    {
      title: 'Розыск',
      fields: [
        ['Автор', r.author],
        ['Дата', dateTime(r.createdAt)],
        ['Статус', statusLabel('mw', r.status)],
        ['Комментарий', reworkCommentOf(r)],
        ['Основное нарушение', r.mainViolation],
        ['Статьи', { list: r.cautions }],
        ['Деятельность', r.activity],
        ['Особые приметы', r.signs],
        ['Доказательства', { links: r.proves }],
      ],
    },
    { title: 'Описание', text: r.description },
  ];
  if (r.arrest) {
    sections.push({
      title: 'Задержание',
      fields: [
        ['Признание вины', r.arrest.isGuilty],
        ['Регион', r.arrest.region],
        ['Город', r.arrest.city],
        ['Доказательства', { links: r.arrest.proves }],
      ],
    });
  }
  return renderReport(
    { title: `Розыскной лист: ${r.nick}`, subtitle: statusLabel('mw', r.status), sections },
    store.now(),
  );
}

/**
 * The public card of the /suspects page (03 §2, §7 `…/report/small`), sent without a token: only
 * the public entry's fields (03 §3 Public most wanted entry: nick, photo, main violation,
 * status), and only for a report of the public page (the handler answers 404 for any other), so
 * its status reads as the page's list it is on.
 */
export function mostWantedSmallReport(store: Store, r: Schemas['MostWanted']): string {
  return renderReport(
    {
      title: `${SUSPECTS_TEXT.activeTitle}: ${r.nick}`,
      sections: [
        {
          title: 'Сведения',
          fields: [
            ['Фото', { links: [r.photo] }],
            [SUSPECTS_TEXT.mainViolation, r.mainViolation],
            [
              'Статус',
              r.status === 'SUSPECT_CAUGHT' ? SUSPECTS_TEXT.caughtTitle : SUSPECTS_TEXT.activeTitle,
            ],
          ],
        },
      ],
    },
    store.now(),
  );
}

/** The IB dossier. */
export function dossierReport(store: Store, d: Schemas['Dossier']): string {
  return renderReport(
    {
      title: `Досье: ${d.nick}`,
      subtitle: statusLabel('ibDossier', d.status),
      sections: [
        appearance(d),
        {
          title: 'Разведданные',
          fields: [
            ['Автор', d.author],
            ['Дата', dateTime(d.createdAt)],
            ['Организация', d.organization],
            ['Положение', d.position],
            ['Подозрения', { list: d.cautions }],
            ['Доказательства', { links: d.proves }],
            ['Комментарий', reworkCommentOf(d)],
            ['Комментарий директора', d.dirComment],
          ],
        },
        { title: 'Описание', text: d.description },
      ],
    },
    store.now(),
  );
}
