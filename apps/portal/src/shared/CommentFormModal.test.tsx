import {
  ERROR_CATALOGUE,
  MESSAGES,
  OFFICE_TEXT as T,
  REGISTRY_TEXT,
  UI_TEXT,
  validateOfficeDecline,
} from '@fbi/domain';
import { Button, toast } from '@fbi/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryProviders } from '../app/MemoryProviders.tsx';
import { CommentFormModal } from './CommentFormModal.tsx';
import { createQueryClient } from './queryClient.ts';
import { fill, setupUser } from './testing/interactions.ts';
import { findToast } from './testing/toasts.ts';
import { useApiMutation } from './useApiMutation.ts';

/** A feature's decline: its own mutation, the dialog closed on success or Cancel. */
function Decline({ send }: { send: (comment: string) => Promise<string> }) {
  const [open, setOpen] = useState(true);
  const decline = useApiMutation({ mutationFn: send, onSuccess: () => setOpen(false) });
  return open ? (
    <CommentFormModal
      title={T.declineTitle}
      label={T.comment}
      submitLabel={T.decline}
      draftKey="office-decline:1"
      rule={validateOfficeDecline}
      isPending={decline.isPending}
      onSubmit={(comment) => decline.mutateAsync(comment)}
      onCancel={() => setOpen(false)}
    />
  ) : (
    <Button onPress={() => setOpen(true)}>{REGISTRY_TEXT.openRecord}</Button>
  );
}

const renderDecline = (send: (comment: string) => Promise<string>) =>
  render(
    <MemoryProviders route="/" queryClient={createQueryClient()}>
      <Decline send={send} />
    </MemoryProviders>,
  );

const findComment = async () =>
  within(await screen.findByRole('dialog', { name: T.declineTitle })).getByRole('textbox', {
    name: new RegExp(T.comment),
  });

describe('CommentFormModal: one dialog for every mandatory comment (issue 24)', () => {
  afterEach(() => toast.dismissAll());

  it('focuses the comment; an empty one shows the rule message under it and sends nothing', async () => {
    const user = setupUser();
    const send = vi.fn((comment: string) => Promise.resolve(comment));
    renderDecline(send);
    const field = await findComment();
    await waitFor(() => expect(field).toHaveFocus());
    await user.click(screen.getByRole('button', { name: T.decline }));
    const dialog = within(screen.getByRole('dialog', { name: T.declineTitle }));
    expect(await dialog.findByText(MESSAGES.commentRequired)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the comment on a server error and focuses it; sends it trimmed, then forgets it', async () => {
    const user = setupUser();
    const send = vi
      .fn((comment: string) => Promise.resolve(comment))
      .mockRejectedValueOnce(new Error('offline'));
    renderDecline(send);
    const field = await findComment();
    await fill(user, field, '  Нет оснований ');
    await user.click(screen.getByRole('button', { name: T.decline }));
    await findToast(ERROR_CATALOGUE.unknownError);
    expect(field).toHaveValue('  Нет оснований ');
    await waitFor(() => expect(field).toHaveFocus());

    await user.click(screen.getByRole('button', { name: T.decline }));
    await screen.findByRole('button', { name: REGISTRY_TEXT.openRecord });
    expect(send).toHaveBeenLastCalledWith('Нет оснований', expect.anything());
    await user.click(screen.getByRole('button', { name: REGISTRY_TEXT.openRecord }));
    expect(await findComment()).toHaveValue('');
  });

  it('keeps the typed comment as a draft when cancelled', async () => {
    const user = setupUser();
    renderDecline((comment) => Promise.resolve(comment));
    await fill(user, await findComment(), 'Нет оснований');
    await user.click(screen.getByRole('button', { name: UI_TEXT.cancel }));
    await user.click(await screen.findByRole('button', { name: REGISTRY_TEXT.openRecord }));
    expect(await findComment()).toHaveValue('Нет оснований');
  });
});
