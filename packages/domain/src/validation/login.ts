/** Login form validation. Spec: 01 §5 (Login). */
import { isBlank } from './common.ts';
import { MESSAGES } from './messages.ts';

/** A login form field. */
export type LoginField = 'username' | 'password';

/** Failure of the login check: the toast message and the fields to highlight (for 4 s). */
export interface LoginValidationError {
  message: string;
  invalid: LoginField[];
}

/**
 * Validates the login form (01 §5): both empty → 'Введите имя пользователя и пароль';
 * one empty → 'Введите имя пользователя' / 'Введите пароль'. Under each empty field the hint
 * {@link MESSAGES.fieldAboveRequired} is shown.
 * @returns the message and the invalid fields, or null when both are filled.
 */
export function validateLogin(form: {
  username: string | null | undefined;
  password: string | null | undefined;
}): LoginValidationError | null {
  const noUser = isBlank(form.username);
  const noPass = isBlank(form.password);
  if (noUser && noPass) {
    return { message: MESSAGES.loginBothEmpty, invalid: ['username', 'password'] };
  }
  if (noUser) return { message: MESSAGES.loginUsernameEmpty, invalid: ['username'] };
  if (noPass) return { message: MESSAGES.loginPasswordEmpty, invalid: ['password'] };
  return null;
}
