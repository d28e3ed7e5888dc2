// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  validateActExecution,
  validateActForm,
  validateTribunalAct,
  validateVerdict,
} from './acts.ts';
import { validateBlacklist } from './blacklist.ts';
import { validateInactivity, validateInactivityDecline } from './inactivity.ts';
import { MESSAGES } from './messages.ts';
import { validateNationalSecurity, validateNationalSecurityRework } from './nationalSecurity.ts';
import { validateOfficeDecline, validateOfficeLevel, validateOfficeRequest } from './office.ts';
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
    expect(validateActForm({ ...act, nick: '' })).toEqual({
      field: 'nick',
      message: MESSAGES.nickEmpty,
    });
    expect(validateActForm({ ...act, faction: '' })).toEqual({
      field: 'faction',
      message: MESSAGES.factionEmpty,
    });
    expect(validateActForm({ ...act, description: '' })).toEqual({
      field: 'description',
      message: MESSAGES.descriptionEmpty,
    });
    expect(validateActForm({ ...act, proves: [] })).toEqual({
      field: 'proves',
      message: MESSAGES.linksEmpty,
    });
  });
  const exec = {
    cautions: ['1.1 УК'],
    type: 'Выговор',
    rangCount: null,
    punishmentProve: 'https://a.com',
  };
  it('execution messages', () => {
    expect(validateActExecution(exec)).toBeNull();
    expect(validateActExecution({ ...exec, cautions: [] })).toEqual({
      field: 'cautions',
      message: 'Статьи нарушений не могут быть пустыми',
    });
    expect(validateActExecution({ ...exec, type: '' })).toEqual({
      field: 'type',
      message: 'Тип наказания не может быть пустым',
    });
    expect(validateActExecution({ ...exec, type: 'Понижение' })).toEqual({
      field: 'rangCount',
      message: 'При понижении необходимо указать количество рангов!',
    });
    expect(validateActExecution({ ...exec, type: 'Понижение', rangCount: 0 })).toEqual({
      field: 'rangCount',
      message: MESSAGES.demotionRanksRequired,
    });
    expect(validateActExecution({ ...exec, type: 'Понижение', rangCount: '2' })).toBeNull();
    expect(validateActExecution({ ...exec, punishmentProve: '' })).toEqual({
      field: 'punishmentProve',
      message: 'Ссылка на доказательство наказания не может быть пустой',
    });
    expect(validateActExecution({ ...exec, punishmentProve: 'ftp://x' })).toEqual({
      field: 'punishmentProve',
      message: 'Ссылка на доказательство наказания имеет некорректный формат.',
    });
  });
  it('verdict', () => {
    expect(validateVerdict('  ')).toEqual({
      field: 'verdict',
      message: 'Вердикт не может быть пустым',
    });
    expect(validateVerdict('Виновен')).toBeNull();
  });
  it('tribunal', () => {
    const t = { nick: 'Ivan_Ivanov', faction: 'FBI', verdict: 'v', prove: 'https://a.com' };
    expect(validateTribunalAct(t)).toBeNull();
    expect(validateTribunalAct({ ...t, verdict: '' })).toEqual({
      field: 'verdict',
      message: MESSAGES.verdictEmpty,
    });
    expect(validateTribunalAct({ ...t, prove: '' })).toEqual({
      field: 'prove',
      message: MESSAGES.proveEmpty,
    });
    expect(validateTribunalAct({ ...t, prove: 'abc' })).toEqual({
      field: 'prove',
      message: MESSAGES.proveInvalid,
    });
  });
});

describe('blacklist (02 §5)', () => {
  it('period 1–7', () => {
    const b = { nick: 'Ivan_Ivanov', reason: '1.1 УК', daysCount: 3 };
    expect(validateBlacklist(b)).toBeNull();
    expect(validateBlacklist({ ...b, reason: '' })).toEqual({
      field: 'reason',
      message: MESSAGES.reasonEmpty,
    });
    for (const bad of [0, 8, 2.5, '', null]) {
      expect(validateBlacklist({ ...b, daysCount: bad })).toEqual({
        field: 'daysCount',
        message: MESSAGES.blacklistPeriodInvalid,
      });
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
    expect(validateOrderRequest({ ...o, author: '' })).toEqual({
      field: 'author',
      message: MESSAGES.authorEmpty,
    });
    expect(validateOrderRequest({ ...o, operationType: '' })).toEqual({
      field: 'operationType',
      message: 'Заполните тип операции!',
    });
    expect(validateOrderRequest({ ...o, operationStartTime: '' })).toEqual({
      field: 'operationStartTime',
      message: MESSAGES.operationStartEmpty,
    });
    expect(validateOrderRequest({ ...o, rang: '' })).toEqual({
      field: 'rang',
      message: MESSAGES.rankEmpty,
    });
    expect(validateOrderRequest({ ...o, investigation: 'nope' })).toEqual({
      field: 'investigation',
      message: MESSAGES.investigationLinkInvalid,
    });
    expect(validateOrderRequest({ ...o, investigation: 'https://forum.ru/t/1' })).toBeNull();
  });
  it('approve / decline', () => {
    expect(validateOrderApprove({ operationType: '' })).toEqual({
      field: 'operationType',
      message: 'Заполните тип операции!',
    });
    expect(validateOrderApprove({ operationType: 'x' })).toBeNull();
    expect(validateOrderDecline({ comment: '', operationType: 'x' })).toEqual({
      field: 'comment',
      message: 'Заполните причину отклонения ордера!',
    });
    expect(validateOrderDecline({ comment: 'c', operationType: '' })).toEqual({
      field: 'operationType',
      message: 'Заполните тип операции!',
    });
  });
  it('12-hour lead', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(isWarrantLeadTimeOk('2030-01-01T12:00:00Z', now)).toBe(true);
    expect(isWarrantLeadTimeOk('2030-01-01T11:59:00Z', now)).toBe(false);
    expect(isWarrantLeadTimeOk('garbage', now)).toBe(false);
    // With `now`, the request form refuses a start under 12 hours with the server's message.
    const start = (iso: string) => ({ ...o, operationStartTime: iso });
    expect(validateOrderRequest(start('2030-01-01T11:59:00Z'), now)).toEqual({
      field: 'operationStartTime',
      message: MESSAGES.warrantLeadTime,
    });
    expect(validateOrderRequest(start('2030-01-01T12:00:00Z'), now)).toBeNull();
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
    expect(validateOfficeRequest({ ...f, passport: '' })).toEqual({
      field: 'passport',
      message: MESSAGES.passportEmpty,
    });
    expect(validateOfficeRequest({ ...f, passport: 'x' })).toEqual({
      field: 'passport',
      message: MESSAGES.passportInvalid,
    });
    expect(validateOfficeRequest({ ...f, description: '' })).toEqual({
      field: 'description',
      message: MESSAGES.descriptionEmpty,
    });
    expect(validateOfficeLevel('')).toEqual({ field: 'level', message: MESSAGES.officeLevelEmpty });
    expect(validateOfficeDecline('  ')).toEqual({
      field: 'comment',
      message: MESSAGES.commentRequired,
    });
    expect(validateOfficeDecline('Нет оснований')).toBeNull();
  });
  it('inactivity', () => {
    expect(validateInactivity({ dueDate: '', reason: 'r' })).toEqual({
      field: 'dueDate',
      message: MESSAGES.dueDateEmpty,
    });
    expect(validateInactivity({ dueDate: '2024-02-30', reason: 'r' })).toEqual({
      field: 'dueDate',
      message: MESSAGES.dueDateInvalid,
    });
    expect(validateInactivity({ dueDate: '2024-02-10', reason: '' })).toEqual({
      field: 'reason',
      message: MESSAGES.reasonEmpty,
    });
    expect(validateInactivity({ dueDate: '2024-02-10', reason: 'r' })).toBeNull();
    expect(validateInactivityDecline('')).toEqual({
      field: 'comment',
      message: MESSAGES.commentRequired,
    });
    expect(validateInactivityDecline('Мало оснований')).toBeNull();
  });
  it('national security', () => {
    const n = { faction: 'Ballas', description: 'd', mark: 5 };
    expect(validateNationalSecurity(n)).toBeNull();
    expect(validateNationalSecurity({ ...n, mark: 0 })).toBeNull();
    expect(validateNationalSecurity({ ...n, mark: '10' })).toBeNull();
    expect(validateNationalSecurity({ ...n, mark: null })).toEqual({
      field: 'mark',
      message: MESSAGES.markEmpty,
    });
    expect(validateNationalSecurity({ ...n, mark: 11 })).toEqual({
      field: 'mark',
      message: MESSAGES.markInvalid,
    });
    expect(validateNationalSecurity({ ...n, faction: '' })).toEqual({
      field: 'faction',
      message: MESSAGES.factionEmpty,
    });
    expect(validateNationalSecurityRework('')).toEqual({
      field: 'comment',
      message: MESSAGES.commentRequired,
    });
    expect(validateNationalSecurityRework('Добавьте факты')).toBeNull();
  });
  it('protocol', () => {
    expect(validateProtocol('')).toEqual({ field: 'type', message: MESSAGES.protocolEmpty });
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
    expect(validatePunishmentCreate({ ...p, rangCount: null })).toEqual({
      field: 'rangCount',
      message: MESSAGES.demotionRanksRequired,
    });
    expect(validatePunishmentCreate({ ...p, cautions: [] })).toEqual({
      field: 'cautions',
      message: MESSAGES.actCautionsEmpty,
    });
    expect(validatePunishmentCreate({ ...p, violationProves: [] })).toEqual({
      field: 'violationProves',
      message: MESSAGES.linksEmpty,
    });
    expect(validatePunishmentCreate({ ...p, punishmentProve: '' })).toEqual({
      field: 'punishmentProve',
      message: MESSAGES.punishmentProveEmpty,
    });
    expect(validatePunishmentCreate({ ...p, type: 'Выговор', rangCount: null })).toBeNull();
  });
  it('type change', () => {
    expect(validatePunishmentTypeChange({ type: '' })).toEqual({
      field: 'type',
      message: 'Тип наказания не может быть пустым',
    });
    expect(validatePunishmentTypeChange({ type: 'Понижение', rangCount: -1 })).toEqual({
      field: 'rangCount',
      message: 'При понижении необходимо указать правильное количество рангов!',
    });
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
    expect(validateProfileMain({ ...m, [field]: value })).toEqual({ field, message });
  });
  it('valid main, position optional', () => {
    expect(validateProfileMain(m)).toBeNull();
    expect(validateProfileMain({ ...m, position: '' })).toBeNull();
    expect(MESSAGES.birthDateRange).toBe(
      'Дата рождения должна быть в диапазоне от 1900 до 2100 года',
    );
  });
  it('sections', () => {
    expect(validateProfileSection('biography', '')).toEqual({
      field: 'biography',
      message: 'Автобиография не может быть пустым',
    });
    expect(validateProfileSection('education', '')).toEqual({
      field: 'education',
      message: 'Образование не может быть пустым',
    });
    expect(validateProfileSection('qualities', '')).toEqual({
      field: 'qualities',
      message: 'Качества не могут быть пустыми',
    });
    expect(validateProfileSection('serviceRecord', '')).toEqual({
      field: 'serviceRecord',
      message: 'Послужной список не может быть пустым',
    });
    expect(validateProfileSection('skills', '')).toEqual({
      field: 'skills',
      message: 'Навыки не могут быть пустыми',
    });
    expect(validateProfileSection('skills', 'x'.repeat(2501))).toEqual({
      field: 'skills',
      message: 'Навыки не могут содержать более 2500 символов.',
    });
    expect(validateProfileSection('skills', 'x'.repeat(2500))).toBeNull();
  });
});
