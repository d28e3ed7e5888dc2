import { ApiError } from '@fbi/api';
import { describe, expect, it } from 'vitest';
import { errorText } from './errors.ts';

describe('the error catalogue (01 §8)', () => {
  it('gives INVALID_CREDENTIALS its fixed message', () => {
    const error = new ApiError(401, { type: 'INVALID_CREDENTIALS', message: 'bad' });
    expect(errorText(error)).toBe('Неверное имя пользователя или пароль');
  });

  it('gives any other error its server message', () => {
    const error = new ApiError(403, {
      type: 'FORBIDDEN',
      message: 'У вас нет доступа к этой функции',
    });
    expect(errorText(error)).toBe('У вас нет доступа к этой функции');
  });

  it("falls back to 'Неизвестная ошибка' without a message", () => {
    expect(errorText(new ApiError(500, null))).toBe('Неизвестная ошибка');
    expect(errorText(new TypeError('Failed to fetch'))).toBe('Неизвестная ошибка');
  });
});
