// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  validateActExecution,
  validateActForm,
  validateTribunalAct,
  validateVerdict,
} from './acts.ts';
import { validateBlacklist } from './blacklist.ts';
import { validateInactivity } from './inactivity.ts';
import { MESSAGES } from './messages.ts';
import { validateNationalSecurity } from './nationalSecurity.ts';
import { validateOfficeLevel, validateOfficeRequest } from './office.ts';
import {
  isWarrantLeadTimeOk,
  validateOrderApprove,
  validateOrderDecline,
  validateOrderRequest,
} from './orders.ts';
import { validateProfileMain, validateProfileSection } from './profile.ts';
import { validateProtocol } from './protocol.ts';
import { validatePunishmentCreate, validatePunishmentTypeChange } from './punishments.ts';

describe('act (02 §5)', () => {
  const act = { nick: 'Ivan_Ivanov', faction: 'LSPD', description: 'd', proves: ['https://a.com'] };
  it('form', () => {
    expect(validateActForm(act)).toBeNull();
    expect(validateActForm({ ...act, nick: '' })).toBe(MESSAGES.nickEmpty);
    expect(validateActForm({ ...act, faction: '' })).toBe(MESSAGES.factionEmpty);
    expect(validateActForm({ ...act, description: '' })).toBe(MESSAGES.descriptionEmpty);
    expect(validateActForm({ ...act, proves: [] })).toBe(MESSAGES.linksEmpty);
  });
  const exec = {
    cautions: ['1.1 УК'],
    type: 'Выговор',
    rangCount: null,
    punishmentProve: 'https://a.com',
  };
  it('execution messages', () => {
    expect(validateActExecution(exec)).toBeNull();
    expect(validateActExecution({ ...exec, cautions: [] })).toBe(
      'Статьи нарушений не могут быть пустыми',
    );
    expect(validateActExecution({ ...exec, type: '' })).toBe('Тип наказания не может быть пустым');
    expect(validateActExecution({ ...exec, type: 'Понижение' })).toBe(
      'При понижении необходимо указать количество рангов!',
    );
    expect(validateActExecution({ ...exec, type: 'Понижение', rangCount: 0 })).toBe(
      MESSAGES.demotionRanksRequired,
    );
    expect(validateActExecution({ ...exec, type: 'Понижение', rangCount: '2' })).toBeNull();
    expect(validateActExecution({ ...exec, punishmentProve: '' })).toBe(
      'Ссылка на доказательство наказания не может быть пустой',
    );
    expect(validateActExecution({ ...exec, punishmentProve: 'ftp://x' })).toBe(
      'Ссылка на доказательство наказания имеет некорректный формат.',
    );
  });
  it('verdict', () => {
    expect(validateVerdict('  ')).toBe('Вердикт не может быть пустым');
    expect(validateVerdict('Виновен')).toBeNull();
  });
  it('tribunal', () => {
    const t = { nick: 'Ivan_Ivanov', faction: 'FBI', verdict: 'v', prove: 'https://a.com' };
    expect(validateTribunalAct(t)).toBeNull();
    expect(validateTribunalAct({ ...t, verdict: '' })).toBe(MESSAGES.verdictEmpty);
    expect(validateTribunalAct({ ...t, prove: '' })).toBe(MESSAGES.proveEmpty);
    expect(validateTribunalAct({ ...t, prove: 'abc' })).toBe(MESSAGES.proveInvalid);
  });
});

describe('blacklist (02 §5)', () => {
  it('period 1–7', () => {
    const b = { nick: 'Ivan_Ivanov', reason: '1.1 УК', daysCount: 3 };
    expect(validateBlacklist(b)).toBeNull();
    expect(validateBlacklist({ ...b, reason: '' })).toBe(MESSAGES.reasonEmpty);
    for (const bad of [0, 8, 2.5, '', null]) {
      expect(validateBlacklist({ ...b, daysCount: bad })).toBe(MESSAGES.blacklistPeriodInvalid);
    }
    expect(validateBlacklist({ ...b, daysCount: '7' })).toBeNull();
  });
});

describe('orders (02 §5)', () => {
  const o = {
    author: 'Ivan_Ivanov',
    operationType: 'Обыск',
    operationStartTime: '2030-01-01T12:00',
    faction: 'Ballas',
    description: 'd',
    position: 'CID',
    rang: 'Агент',
    investigation: '',
  };
  it('request', () => {
    expect(validateOrderRequest(o)).toBeNull();
    expect(validateOrderRequest({ ...o, author: '' })).toBe(MESSAGES.authorEmpty);
    expect(validateOrderRequest({ ...o, operationType: '' })).toBe('Заполните тип операции!');
    expect(validateOrderRequest({ ...o, operationStartTime: '' })).toBe(
      MESSAGES.operationStartEmpty,
    );
    expect(validateOrderRequest({ ...o, rang: '' })).toBe(MESSAGES.rankEmpty);
    expect(validateOrderRequest({ ...o, investigation: 'nope' })).toBe(
      MESSAGES.investigationLinkInvalid,
    );
    expect(validateOrderRequest({ ...o, investigation: 'https://forum.ru/t/1' })).toBeNull();
  });
  it('approve / decline', () => {
    expect(validateOrderApprove({ operationType: '' })).toBe('Заполните тип операции!');
    expect(validateOrderApprove({ operationType: 'x' })).toBeNull();
    expect(validateOrderDecline({ comment: '', operationType: 'x' })).toBe(
      'Заполните причину отклонения ордера!',
    );
    expect(validateOrderDecline({ comment: 'c', operationType: '' })).toBe(
      'Заполните тип операции!',
    );
  });
  it('12-hour lead', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(isWarrantLeadTimeOk('2030-01-01T12:00:00Z', now)).toBe(true);
    expect(isWarrantLeadTimeOk('2030-01-01T11:59:00Z', now)).toBe(false);
    expect(isWarrantLeadTimeOk('garbage', now)).toBe(false);
  });
});

describe('office, inactivity, national security, protocol (02 §5)', () => {
  it('office', () => {
    const f = {
      author: 'Ivan_Ivanov',
      faction: 'LSPD',
      rang: 'Сержант',
      position: 'Патруль',
      passport: 'https://a.com/p.png',
      description: 'd',
    };
    expect(validateOfficeRequest(f)).toBeNull();
    expect(validateOfficeRequest({ ...f, passport: '' })).toBe(MESSAGES.passportEmpty);
    expect(validateOfficeRequest({ ...f, passport: 'x' })).toBe(MESSAGES.passportInvalid);
    expect(validateOfficeRequest({ ...f, description: '' })).toBe(MESSAGES.descriptionEmpty);
    expect(validateOfficeLevel('')).toBe(MESSAGES.officeLevelEmpty);
  });
  it('inactivity', () => {
    expect(validateInactivity({ dueDate: '', reason: 'r' })).toBe(MESSAGES.dueDateEmpty);
    expect(validateInactivity({ dueDate: '2024-02-30', reason: 'r' })).toBe(
      MESSAGES.dueDateInvalid,
    );
    expect(validateInactivity({ dueDate: '2024-02-10', reason: '' })).toBe(MESSAGES.reasonEmpty);
    expect(validateInactivity({ dueDate: '2024-02-10', reason: 'r' })).toBeNull();
  });
  it('national security', () => {
    const n = { faction: 'Ballas', description: 'd', mark: 5 };
    expect(validateNationalSecurity(n)).toBeNull();
    expect(validateNationalSecurity({ ...n, mark: 0 })).toBeNull();
    expect(validateNationalSecurity({ ...n, mark: '10' })).toBeNull();
    expect(validateNationalSecurity({ ...n, mark: null })).toBe(MESSAGES.markEmpty);
    expect(validateNationalSecurity({ ...n, mark: 11 })).toBe(MESSAGES.markInvalid);
    expect(validateNationalSecurity({ ...n, faction: '' })).toBe(MESSAGES.factionEmpty);
  });
  it('protocol', () => {
    expect(validateProtocol('')).toBe(MESSAGES.protocolEmpty);
    expect(validateProtocol('Red')).toBeNull();
  });
});

describe('punishments (02 §5)', () => {
  const p = {
    nick: 'Ivan_Ivanov',
    faction: 'LSPD',
    cautions: ['1.1 УК'],
    type: 'Понижение',
    rangCount: 1,
    violationProves: ['https://a.com'],
    punishmentProve: 'https://b.com',
  };
  it('create', () => {
    expect(validatePunishmentCreate(p)).toBeNull();
    expect(validatePunishmentCreate({ ...p, rangCount: null })).toBe(
      MESSAGES.demotionRanksRequired,
    );
    expect(validatePunishmentCreate({ ...p, cautions: [] })).toBe(MESSAGES.actCautionsEmpty);
    expect(validatePunishmentCreate({ ...p, violationProves: [] })).toBe(MESSAGES.linksEmpty);
    expect(validatePunishmentCreate({ ...p, punishmentProve: '' })).toBe(
      MESSAGES.punishmentProveEmpty,
    );
    expect(validatePunishmentCreate({ ...p, type: 'Выговор', rangCount: null })).toBeNull();
  });
  it('type change', () => {
    expect(validatePunishmentTypeChange({ type: '' })).toBe('Тип наказания не может быть пустым');
    expect(validatePunishmentTypeChange({ type: 'Понижение', rangCount: -1 })).toBe(
      'При понижении необходимо указать правильное количество рангов!',
    );
    expect(validatePunishmentTypeChange({ type: 'Понижение', rangCount: 2 })).toBeNull();
    expect(validatePunishmentTypeChange({ type: 'Выговор' })).toBeNull();
  });
});

describe('profile (02 §5)', () => {
  const m = {
    fullName: 'Иван Иванов',
    gender: 'Мужской',
    ethnicity: 'Славянин',
    birthDate: '1990-01-01',
    birthPlace: 'Москва',
    citizenship: 'США',
    residence: 'Лос-Сантос',
    insurance: '123',
    maritalStatus: 'Холост',
    phone: '555',
  };
  it.each([
    ['fullName', '', 'Имя и Фамилия не могут бысть пустыми'],
    ['fullName', 'x'.repeat(51), 'Имя и фамилия не могут содержать более 50 символов.'],
    ['gender', '', 'Пол не может быть пустым'],
    ['ethnicity', '', 'Этнос не может быть пустым'],
    ['birthDate', '', 'Дата рождения не может быть пустой'],
    ['birthDate', '1850-01-01', 'Дата рождения не может быть пустой'],
    ['birthPlace', '', 'Место рождения не может быть пустым'],
    ['birthPlace', 'x'.repeat(151), 'Место рождения не может содержать более 150 символов.'],
    ['citizenship', '', 'Гражданство не может быть пустым'],
    ['residence', '', 'Место жительства не может быть пустым'],
    ['insurance', '', 'Номер страховки не может быть пустым'],
    ['maritalStatus', '', 'Семейное положение не может быть пустым'],
    ['phone', '', 'Номер телефона не может быть пустым'],
  ])('%s=%j → %s', (field, value, message) => {
    expect(validateProfileMain({ ...m, [field]: value })).toBe(message);
  });
  it('valid main, position optional', () => {
    expect(validateProfileMain(m)).toBeNull();
    expect(validateProfileMain({ ...m, position: '' })).toBeNull();
    expect(MESSAGES.birthDateRange).toBe(
      'Дата рождения должна быть в диапазоне от 1900 до 2100 года',
    );
  });
  it('sections', () => {
    expect(validateProfileSection('biography', '')).toBe('Автобиография не может быть пустым');
    expect(validateProfileSection('education', '')).toBe('Образование не может быть пустым');
    expect(validateProfileSection('qualities', '')).toBe('Качества не могут быть пустыми');
    expect(validateProfileSection('serviceRecord', '')).toBe(
      'Послужной список не может быть пустым',
    );
    expect(validateProfileSection('skills', '')).toBe('Навыки не могут быть пустыми');
    expect(validateProfileSection('skills', 'x'.repeat(2501))).toBe(
      'Навыки не могут содержать более 2500 символов.',
    );
    expect(validateProfileSection('skills', 'x'.repeat(2500))).toBeNull();
  });
});
