// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isVkLink, validateAgentForm, validateDeleteAgent, validatePunish } from './agent.ts';
import { validateDossier } from './intelligence.ts';
import {
  validateComment,
  validateEndInvestigation,
  validateIbRaport,
  validateRaport,
  validateReworkComment,
  validateStartIbInvestigation,
  validateStartInvestigation,
} from './investigations.ts';
import { validateLogin } from './login.ts';
import { MESSAGES } from './messages.ts';
import { validateArrest, validateMwExtra, validateMwForm, validateMwMain } from './mostWanted.ts';
import { validateNewsForm, validateNewsPhotoUpload } from './news.ts';
import { isNickFormat, validateNick } from './nick.ts';

describe('validateNick (01 §5)', () => {
  it('empty', () => {
    expect(validateNick('')).toBe('Ник не может быть пустым.');
    expect(validateNick('   ')).toBe('Ник не может быть пустым.');
    expect(validateNick(null)).toBe('Ник не может быть пустым.');
  });
  it('too long', () => {
    expect(validateNick(`Ivan_${'a'.repeat(46)}`)).toBe(
      'Ник не может содержать более 50 символов.',
    );
  });
  it('format', () => {
    const msg =
      'Ник должен быть в формате Имя_Фамилия (без цифр, с обязательным нижним подчеркиванием, и первая буква заглавная).';
    for (const bad of [
      'ivan_ivanov',
      'Ivan Ivanov',
      'IvanIvanov',
      'Ivan_ivanov',
      'Ivan_Ivanov1',
      'Ivan__Ivanov',
    ]) {
      expect(validateNick(bad)).toBe(msg);
    }
  });
  it('valid', () => {
    expect(validateNick('Ivan_Ivanov')).toBeNull();
    expect(validateNick(' John_McAllister ')).toBeNull();
    expect(isNickFormat('Ivan_Ivanov')).toBe(true);
  });
});

describe('validateLogin (01 §5)', () => {
  it('both, one, none', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      field: 'username',
      message: 'Введите имя пользователя и пароль',
      fields: ['username', 'password'],
    });
    expect(validateLogin({ username: ' ', password: 'x' })).toEqual({
      field: 'username',
      message: 'Введите имя пользователя',
      fields: ['username'],
    });
    expect(validateLogin({ username: 'u', password: '' })).toEqual({
      field: 'password',
      message: 'Введите пароль',
      fields: ['password'],
    });
    expect(validateLogin({ username: 'u', password: 'p' })).toBeNull();
    expect(MESSAGES.fieldAboveRequired).toBe('Заполните поле выше');
  });
});

describe('validateAgentForm (01 §5)', () => {
  const ok = { nick: 'Ivan_Ivanov', rang: 'Агент', agentNo: '042', vkLink: 'https://vk.com/id123' };
  it('accepts a valid form', () => expect(validateAgentForm(ok)).toBeNull());
  it('nick first', () =>
    expect(validateAgentForm({ ...ok, nick: '' })).toEqual({
      field: 'nick',
      message: MESSAGES.nickEmpty,
    }));
  it('rank', () =>
    expect(validateAgentForm({ ...ok, rang: '' })).toEqual({
      field: 'rang',
      message: 'Ранг не может быть пустым',
    }));
  it('agentNo', () => {
    expect(validateAgentForm({ ...ok, agentNo: '' })).toEqual({
      field: 'agentNo',
      message: 'Номер агента не может быть пустым',
    });
    for (const bad of ['12', '1234', 'abc', 'A12']) {
      expect(validateAgentForm({ ...ok, agentNo: bad })).toEqual({
        field: 'agentNo',
        message: 'Номер агента должен состоять из трех цифр (от 000 до 999)',
      });
    }
    expect(validateAgentForm({ ...ok, agentNo: '000' })).toBeNull();
  });
  it('social link', () => {
    expect(validateAgentForm({ ...ok, vkLink: '' })).toEqual({
      field: 'vkLink',
      message: 'Ссылка на ВКонтакте не может быть пустой.',
    });
    expect(validateAgentForm({ ...ok, vkLink: 'https://facebook.com/x' })).toEqual({
      field: 'vkLink',
      message:
        'Ссылка должна быть в формате vk.com/имя-пользователя, допустимы только буквы, цифры и подчеркивания.',
    });
    expect(isVkLink('https://vk.com/ivan.ivanov_1')).toBe(true);
    expect(isVkLink('http://www.vk.com/123')).toBe(true);
    expect(isVkLink('https://vk.com/')).toBe(false);
    expect(isVkLink('https://vk.com/a-b')).toBe(false);
  });

  it('social link with and without a scheme, as the message shows it (01 §5 {host}/name)', () => {
    expect(isVkLink('vk.com/ivan_petrov')).toBe(true);
    expect(isVkLink('www.vk.com/id123')).toBe(true);
    expect(isVkLink(' https://vk.com/ivan_petrov ')).toBe(true);
    expect(validateAgentForm({ ...ok, vkLink: 'vk.com/ivan_petrov' })).toBeNull();
    for (const bad of [
      'facebook.com/ivan',
      'https://vk.co/ivan',
      'evilvk.com/ivan',
      'vk.com/',
      'vk.com/ivan petrov',
      'vk.com/ivan-petrov',
      'vk.com/ivan/wall',
      'ftp://vk.com/ivan',
    ])
      expect(isVkLink(bad), bad).toBe(false);
  });
});

describe('delete and punish (01 §5)', () => {
  it('delete', () => {
    expect(validateDeleteAgent({ reason: '', nick: 'A_B', selfNick: 'C_D' })).toEqual({
      field: 'reason',
      message: 'Причина удаления агента не указана',
    });
    expect(
      validateDeleteAgent({ reason: 'x', nick: 'Ivan_Ivanov', selfNick: 'Ivan_Ivanov' }),
    ).toEqual({ field: 'nick', message: 'Нельзя удалить себя' });
    expect(
      validateDeleteAgent({ reason: 'x', nick: 'Ivan_Ivanov', selfNick: 'Petr_Petrov' }),
    ).toBeNull();
  });
  it('punish', () => {
    expect(validatePunish({ type: 'warning', reason: ' ' })).toEqual({
      field: 'reason',
      message: 'Причина наказания',
    });
    expect(validatePunish({ type: '', reason: 'x' })).toEqual({
      field: 'type',
      message: 'Тип наказания не может быть пустым',
    });
    expect(validatePunish({ type: 'reprimand', reason: 'x' })).toBeNull();
  });
});

describe('raports and investigations (01 §5)', () => {
  const raport = { description: 'd', cautions: ['1.1 УК'], proves: ['https://a.com'] };
  it('raport', () => {
    expect(validateRaport(raport)).toBeNull();
    expect(validateRaport({ ...raport, description: '' })).toEqual({
      field: 'description',
      message: MESSAGES.descriptionEmpty,
    });
    expect(validateRaport({ ...raport, cautions: [] })).toEqual({
      field: 'cautions',
      message: MESSAGES.articlesEmpty,
    });
    expect(validateRaport({ ...raport, cautions: ['1.1 АК'] })).toEqual({
      field: 'cautions',
      message: MESSAGES.ukArticleFormat,
    });
    expect(validateRaport({ ...raport, proves: [] })).toEqual({
      field: 'proves',
      message: MESSAGES.linksEmpty,
    });
    expect(validateIbRaport({ ...raport, cautions: ['1.1 АК'] })).toBeNull();
  });
  it('start/end', () => {
    expect(validateStartInvestigation({ faction: '', isJoint: false })).toEqual({
      field: 'faction',
      message: MESSAGES.factionEmpty,
    });
    expect(validateStartInvestigation({ faction: 'LSPD', isJoint: null })).toEqual({
      field: 'isJoint',
      message: MESSAGES.jointEmpty,
    });
    expect(validateStartInvestigation({ faction: 'LSPD', isJoint: false })).toBeNull();
    expect(validateStartIbInvestigation({ faction: 'Ballas' })).toBeNull();
    expect(validateStartIbInvestigation({ faction: '' })).toEqual({
      field: 'faction',
      message: MESSAGES.factionEmpty,
    });
    expect(validateEndInvestigation({ description: '', selectedReports: [1] })).toEqual({
      field: 'description',
      message: MESSAGES.descriptionEmpty,
    });
    expect(validateEndInvestigation({ description: 'x', selectedReports: [] })).toEqual({
      field: 'selectedReports',
      message: MESSAGES.reportsNotSelected,
    });
    expect(validateEndInvestigation({ description: 'x', selectedReports: [1] })).toBeNull();
  });
  it('comments', () => {
    expect(validateReworkComment(' ')).toEqual({
      field: 'comment',
      message: 'Заполните комментарий!',
    });
    expect(validateReworkComment('ok')).toBeNull();
    expect(validateComment('')).toBe(MESSAGES.commentRequired);
  });
});

describe('MW form (01 §5)', () => {
  const main = {
    nameSurname: 'Ivan_Ivanov',
    birthDate: '1990-05-01',
    birthPlace: 'Los Santos',
    sex: true,
    eyes: 'Карие',
    height: 180,
    weight: '80',
    hair: 'Чёрные',
    race: 'Европеоид',
    nation: 'Американец',
  };
  const extra = {
    activity: 'Наркоторговля',
    signs: 'Шрам',
    description: 'Опасен',
    photo: '/photo.png',
    mainViolation: 'Убийство',
    cautions: ['12.1 УК'],
    proves: ['https://imgur.com/a'],
  };
  it('valid', () => expect(validateMwForm({ ...main, ...extra })).toBeNull());
  it('main step', () => {
    expect(validateMwMain({ ...main, nameSurname: 'bad' })).toEqual({
      field: 'nameSurname',
      message: MESSAGES.nickFormat,
    });
    // 01 §5 gives birth date and place only limits: both may stay empty.
    expect(validateMwMain({ ...main, birthDate: '', birthPlace: ' ' })).toBeNull();
    expect(validateMwMain({ ...main, birthDate: null, birthPlace: null })).toBeNull();
    expect(validateMwMain({ ...main, birthDate: '01.01.1990' })).toEqual({
      field: 'birthDate',
      message: MESSAGES.birthDateFormat,
    });
    expect(validateMwMain({ ...main, birthDate: '1850-01-01' })).toEqual({
      field: 'birthDate',
      message: MESSAGES.birthDateRange,
    });
    expect(validateMwMain({ ...main, birthPlace: 'x'.repeat(151) })).toEqual({
      field: 'birthPlace',
      message: MESSAGES.birthPlaceTooLong,
    });
    expect(validateMwMain({ ...main, sex: null })).toEqual({
      field: 'sex',
      message: MESSAGES.sexEmpty,
    });
    expect(validateMwMain({ ...main, race: '' })).toEqual({
      field: 'race',
      message: MESSAGES.raceEmpty,
    });
    expect(validateMwMain({ ...main, nation: '' })).toEqual({
      field: 'nation',
      message: MESSAGES.nationEmpty,
    });
    expect(validateMwMain({ ...main, eyes: 'x'.repeat(101) })).toEqual({
      field: 'eyes',
      message: MESSAGES.eyesTooLong,
    });
    expect(validateMwMain({ ...main, height: '' })).toEqual({
      field: 'height',
      message: MESSAGES.heightEmpty,
    });
    expect(validateMwMain({ ...main, weight: null })).toEqual({
      field: 'weight',
      message: MESSAGES.weightEmpty,
    });
    expect(validateMwMain({ ...main, hair: '' })).toEqual({
      field: 'hair',
      message: MESSAGES.hairEmpty,
    });
  });
  it('extra step', () => {
    expect(validateMwExtra({ ...extra, activity: '' })).toEqual({
      field: 'activity',
      message: MESSAGES.activityEmpty,
    });
    expect(validateMwExtra({ ...extra, signs: '' })).toEqual({
      field: 'signs',
      message: MESSAGES.signsEmpty,
    });
    expect(validateMwExtra({ ...extra, photo: '' })).toEqual({
      field: 'photo',
      message: MESSAGES.photoEmpty,
    });
    expect(validateMwExtra({ ...extra, mainViolation: '' })).toEqual({
      field: 'mainViolation',
      message: MESSAGES.mainViolationEmpty,
    });
    expect(validateMwExtra({ ...extra, cautions: [] })).toEqual({
      field: 'cautions',
      message: MESSAGES.articlesEmpty,
    });
    expect(validateMwExtra({ ...extra, proves: ['x'] })).toEqual({
      field: 'proves',
      message: MESSAGES.linksInvalid,
    });
  });
  it('arrest', () => {
    const arrest = {
      region: 'Blaine',
      city: 'Sandy Shores',
      isGuilty: false,
      proves: ['https://a.com'],
    };
    expect(validateArrest(arrest)).toBeNull();
    expect(validateArrest({ ...arrest, region: '' })).toEqual({
      field: 'region',
      message: 'Заполните регион!',
    });
    expect(validateArrest({ ...arrest, city: '' })).toEqual({
      field: 'city',
      message: 'Заполните город!',
    });
    expect(validateArrest({ ...arrest, isGuilty: null })).toEqual({
      field: 'isGuilty',
      message: 'Заполните признание вины!',
    });
    expect(validateArrest({ ...arrest, proves: [] })).toEqual({
      field: 'proves',
      message: MESSAGES.linksEmpty,
    });
  });
});

describe('IB dossier (01 §5)', () => {
  const d = {
    nick: 'Ivan_Ivanov',
    race: 'r',
    nation: 'n',
    organization: 'Ballas',
    position: 'Лидер',
    description: 'd',
    photo: 'p',
    cautions: ['Торговля оружием'],
    proves: ['https://a.com'],
  };
  it('rules', () => {
    expect(validateDossier(d)).toBeNull();
    expect(validateDossier({ ...d, organization: '' })).toEqual({
      field: 'organization',
      message: MESSAGES.organizationEmpty,
    });
    expect(validateDossier({ ...d, position: '' })).toEqual({
      field: 'position',
      message: MESSAGES.positionEmpty,
    });
    expect(validateDossier({ ...d, photo: '' })).toEqual({
      field: 'photo',
      message: MESSAGES.photoEmpty,
    });
    expect(validateDossier({ ...d, cautions: [] })).toEqual({
      field: 'cautions',
      message: MESSAGES.suspicionsEmpty,
    });
    expect(validateDossier({ ...d, proves: [] })).toEqual({
      field: 'proves',
      message: MESSAGES.linksEmpty,
    });
    expect(validateDossier({ ...d, birthDate: '1990-1-1' })).toEqual({
      field: 'birthDate',
      message: MESSAGES.birthDateFormat,
    });
  });
});

describe('news (01 §5)', () => {
  it('rules', () => {
    const n = { header: 'h', subheader: 's', text: 't', photo: 'p' };
    expect(validateNewsForm(n)).toBeNull();
    expect(validateNewsForm({ ...n, header: '' })).toEqual({
      field: 'header',
      message: MESSAGES.headerEmpty,
    });
    expect(validateNewsForm({ ...n, subheader: '' })).toEqual({
      field: 'subheader',
      message: MESSAGES.subheaderEmpty,
    });
    expect(validateNewsForm({ ...n, text: '' })).toEqual({
      field: 'text',
      message: MESSAGES.textEmpty,
    });
    expect(validateNewsForm({ ...n, photo: '' })).toEqual({
      field: 'photo',
      message: MESSAGES.photoEmpty,
    });
    expect(validateNewsPhotoUpload('')).toEqual({
      field: 'header',
      message: 'Для загрузки фотографий заполните заголовок!',
    });
    expect(validateNewsPhotoUpload('h')).toBeNull();
  });
});
