import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Wizard } from './Wizard';

describe('Wizard', () => {
  it('moves forward after validation, back, and submits on the last step', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    let valid = false;
    render(
      <Wizard
        onSubmit={onSubmit}
        steps={[
          {
            id: 'main',
            title: 'Основная информация',
            content: <p>Поля 1</p>,
            validate: () => (valid ? null : 'Заполните обязательные поля'),
          },
          { id: 'extra', title: 'Дополнительная информация', content: <p>Поля 2</p> },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Заполните обязательные поля');
    valid = true;
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    const heading = screen.getByRole('heading', { name: /Шаг 2 из 2/ });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByText('Поля 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
