/** Login form validation. Spec: 01 §5 (Login). */
import { isBlank, type ValidationIssue } from './common.ts';
import { MESSAGES } from './messages.ts';

/** A login form field. */
export type LoginField = 'username' | 'password';

/**
 * Failure of the login check: `field` is the first empty field, `fields` every empty one (each is
 * highlighted for 4 s), `message` goes to the toast.
 */
export interface LoginIssue extends ValidationIssue<LoginField> {
  fields: LoginField[];
}

/**
 * Validates the login form (01 §5): both empty → 'Введите имя пользователя и пароль';
 * one empty → 'Введите имя пользователя' / 'Введите пароль'. Under each empty field the hint
 * {@link MESSAGES.fieldAboveRequired} is shown.
 * @returns the issue, or null when both are filled.
 */
export function validateLogin(form: {
  username: string | null | undefined;
  password: string | null | undefined;
}): LoginIssue | null {
  const noUser = isBlank(form.username);
  const noPass = isBlank(form.password);
  if (noUser && noPass) {
    return {
      field: 'username',
      message: MESSAGES.loginBothEmpty,
      fields: ['username', 'password'],
    };
  }
  if (noUser)
    return { field: 'username', message: MESSAGES.loginUsernameEmpty, fields: ['username'] };
  if (noPass)
    return { field: 'password', message: MESSAGES.loginPasswordEmpty, fields: ['password'] };
  return null;
}
