import { MESSAGES, validateLogin, LOGIN_INVALID_HIGHLIGHT_MS } from '@fbi/domain';
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
    },
  });

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
      title="Вход"
      size="sm"
      submitLabel="Войти"
      isPending={login.isPending}
      onCancel={onClose}
      onSubmit={submit}
    >
      <TextField
        label="Имя пользователя"
        autoComplete="username"
        value={username}
        onChange={setUsername}
        isInvalid={invalid.includes('username')}
        errorMessage={fieldError('username')}
      />
      <TextField
        label="Пароль"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        isInvalid={invalid.includes('password')}
        errorMessage={fieldError('password')}
      />
    </FormModal>
  );
}
