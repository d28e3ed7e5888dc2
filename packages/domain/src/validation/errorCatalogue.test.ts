// @vitest-environment node
/**
 * The spec's messages the server answers with, pinned letter for letter where they live: the mock
 * and its tests take them from these constants, so this is where a changed letter shows.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from './errorCatalogue.ts';
import { MESSAGES } from './messages.ts';

describe('messages of the error catalogue', () => {
  it('are 01 §8 exact', () => {
    expect(ERROR_CATALOGUE).toEqual({
      sessionExpired: 'Истекло время сессии. Войдите повторно.',
      invalidCredentials: 'Неверное имя пользователя или пароль',
      unknownError: 'Неизвестная ошибка',
      newTabFailed: 'Не удалось открыть новую вкладку',
    });
    expect(MESSAGES.noAccess).toBe('У вас нет доступа к этой функции');
  });

  it('are 03 §8 exact', () => {
    expect(MESSAGES.testUnavailable).toBe('Тест недоступен для запуска');
    expect(MESSAGES.noAccess).toBe('У вас нет доступа к этой функции');
  });
});
