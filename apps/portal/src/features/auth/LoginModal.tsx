import { unwrap } from '@fbi/api';
import { MESSAGES, validateLogin, LOGIN_INVALID_HIGHLIGHT_MS } from '@fbi/domain';
import { Button, Modal, TextField, toast } from '@fbi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../shared/api.ts';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { storeLogin } from './storeLogin.ts';
import * as styles from './LoginModal.css.ts';

type Field = 'username' | 'password';

/**
 * The login modal (01 §2, §5): username and password; an empty field gives the spec's toast
 * ('Введите имя пользователя и пароль', 'Введите имя пользователя', 'Введите пароль') and
 * 'Заполните поле выше' under it, highlighted for 4 s. Wrong credentials show
 * 'Неверное имя пользователя или пароль' and keep what was typed.
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
    mutationFn: (body: { username: string; password: string }) =>
      unwrap(api.POST('/api/v1/auth/login', { body })),
    onSuccess: (data) => {
      storeLogin(data);
      void queryClient.invalidateQueries();
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failure = validateLogin({ username, password });
    if (failure) {
      toast.error(failure.message);
      setInvalid(failure.invalid);
      return;
    }
    login.mutate({ username: username.trim(), password });
  };

  const fieldError = (field: Field) =>
    invalid.includes(field) ? MESSAGES.fieldAboveRequired : undefined;

  return (
    <Modal
      title="Вход"
      isOpen
      size="sm"
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Отмена
          </Button>
          <Button type="submit" form="login-form" isPending={login.isPending}>
            Войти
          </Button>
        </>
      }
    >
      <form id="login-form" className={styles.form} onSubmit={submit} noValidate>
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
      </form>
    </Modal>
  );
}
