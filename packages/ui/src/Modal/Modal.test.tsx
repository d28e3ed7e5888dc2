import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Modal } from './Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Открыть</Button>
      <Modal title="Информация" isOpen={open} onOpenChange={setOpen} footer={<Button>ОК</Button>}>
        <p>Текст</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens, closes on Esc and restores focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Открыть' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Информация' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // RAC restores focus in an animation frame after the overlay unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with the Закрыть button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
