import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from '../NumberField/NumberField';
import { TextField } from '../TextField/TextField';
import { FormModal } from './FormModal';

function renderForm(props: { isPending?: boolean; isSubmitDisabled?: boolean } = {}) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(
    <FormModal
      title="Новый агент"
      submitLabel="Создать"
      onSubmit={onSubmit}
      onCancel={onCancel}
      {...props}
    >
      <TextField label="Ник" isReadOnly value="Ivan_Petrov" />
      <TextField label="Ссылка" />
      <NumberField label="Ранги" />
    </FormModal>,
  );
  return { onSubmit, onCancel, user: userEvent.setup() };
}

describe('FormModal', () => {
  // Enter-submits go through the browser's implicit submission (the button is tied to the form by
  // its `form` attribute), which jsdom does not model: the Default story checks it in Chromium.
  it('focuses the first editable field and submits with the submit button, keeping the values', async () => {
    const { onSubmit, user } = renderForm();
    const link = screen.getByRole('textbox', { name: 'Ссылка' });
    await waitFor(() => expect(link).toHaveFocus());
    await user.type(link, 'https://vk.com/id1');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(link).toHaveValue('https://vk.com/id1');
  });

  it('cancels with the Cancel button and with Esc', async () => {
    const { onCancel, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('while pending neither cancels nor submits again', async () => {
    const { onCancel, onSubmit, user } = renderForm({ isPending: true });
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Новый агент' })).toBeInTheDocument();
  });

  it('does not submit while the submit is disabled', async () => {
    const { onSubmit, user } = renderForm({ isSubmitDisabled: true });
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
