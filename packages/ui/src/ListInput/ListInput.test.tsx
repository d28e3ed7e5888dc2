import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ListInput, type ListInputProps } from './ListInput';

function Harness(props: Partial<ListInputProps> & { onChangeSpy?: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <ListInput
      label="Доказательства"
      kind="link"
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChangeSpy?.(v);
      }}
    />
  );
}

describe('ListInput', () => {
  it('ignores a blank entry', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness onChangeSpy={spy} />);
    const input = screen.getByRole('textbox', { name: 'Доказательства' });
    await user.type(input, '    {Enter}');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(spy).not.toHaveBeenCalled();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('rejects a bad link with the message', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness onChangeSpy={spy} />);
    const input = screen.getByRole('textbox', { name: 'Доказательства' });
    await user.type(input, 'not a link{Enter}');
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByText('Одна или несколько ссылок имеют неверный формат')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('not a link');
  });

  it('adds a trimmed entry by Enter and by the Add button, and removes it', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness onChangeSpy={spy} />);
    const input = screen.getByRole('textbox', { name: 'Доказательства' });
    await user.type(input, '  https://imgur.com/a  {Enter}');
    expect(spy).toHaveBeenLastCalledWith(['https://imgur.com/a']);
    expect(input).toHaveValue('');
    await user.type(input, 'https://imgur.com/b');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(spy).toHaveBeenLastCalledWith(['https://imgur.com/a', 'https://imgur.com/b']);
    const link = screen.getByRole('link', { name: /imgur.com\/a/ });
    expect(link).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Удалить «https://imgur.com/a»' }));
    expect(spy).toHaveBeenLastCalledWith(['https://imgur.com/b']);
  });

  it('accepts a custom validator', async () => {
    const user = userEvent.setup();
    render(<Harness kind="text" validateEntry={(s) => (s.length > 3 ? 'Слишком длинно' : null)} />);
    await user.type(screen.getByRole('textbox'), 'abcd{Enter}');
    expect(screen.getByText('Слишком длинно')).toBeInTheDocument();
  });
});
