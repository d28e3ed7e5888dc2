import { LOGIN_TEXT, MESSAGES, validateLogin, LOGIN_INVALID_HIGHLIGHT_MS } from '@fbi/domain';
import { FormModal, TextField, toast } from '@fbi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { login as sendLogin } from './api.ts';
import { storeLogin } from './storeLogin.ts';

type Field = 'username' | 'password';

/**
 * The login modal (01 §2, §5): username and password; an empty field gives the spec's toast
 * ('Введите имя пользователя и пароль', 'Введите имя пользователя', 'Введите пароль') and
 * 'Заполните поле выше' under it, highlighted for 4 s. Wrong credentials show
 * 'Неверное имя пользователя или пароль' and keep what was typed. No draft is kept: a password
 * does not belong in sessionStorage.
 */
export default function LoginModal({ onClose }: HostModalProps) {
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<readonly Field[]>([]);

  useEffect(() => {
    if (invalid.length === 0) return;
    const timer = setTimeout(() => setInvalid([]), LOGIN_INVALID_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [invalid]);

  const login = useApiMutation({
    mutationFn: sendLogin,
    onSuccess: (data) => {
      storeLogin(data);
      void queryClient.invalidateQueries();
      onClose();
      // The login button that opened the modal is gone (the profile menu replaced it), so focus
      // would fall to <body>; the page takes it instead (issue 8).
      requestAnimationFrame(() => document.getElementById('main')?.focus({ preventScroll: true }));
    },
    onError: () => setInvalid([]),
  });

  /** A corrected field drops its message at once rather than after the 4 s highlight. */
  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    if (value.trim() !== '') setInvalid((fields) => fields.filter((f) => f !== field));
  };

  const submit = () => {
    const failure = validateLogin({ username, password });
    if (failure) {
      toast.error(failure.message);
      setInvalid(failure.fields);
      return;
    }
    login.mutate({ username: username.trim(), password });
  };

  const fieldError = (field: Field) =>
    invalid.includes(field) ? MESSAGES.fieldAboveRequired : undefined;

  return (
    <FormModal
      title={LOGIN_TEXT.title}
      size="sm"
      submitLabel={LOGIN_TEXT.submit}
      isPending={login.isPending}
      onCancel={onClose}
      onSubmit={submit}
    >
      <TextField
        label={LOGIN_TEXT.username}
        autoComplete="username"
        value={username}
        onChange={edit('username', setUsername)}
        isInvalid={invalid.includes('username')}
        errorMessage={fieldError('username')}
      />
      <TextField
        label={LOGIN_TEXT.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={edit('password', setPassword)}
        isInvalid={invalid.includes('password')}
        errorMessage={fieldError('password')}
      />
    </FormModal>
  );
}
