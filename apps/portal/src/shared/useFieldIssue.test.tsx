import { firstIssue, MESSAGES, validateNick } from '@fbi/domain';
import { toast, ToastRegion } from '@fbi/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFieldIssue } from './useFieldIssue.ts';

const validate = (nick: string) => firstIssue(['nick', () => validateNick(nick)]);

/** A one-field form checked as the portal's forms are: on submit, then rechecked as it is edited. */
function NickForm({ recheck = true }: { recheck?: boolean }) {
  const [nick, setNick] = useState('');
  const issue = useFieldIssue<'nick'>(recheck ? () => validate(nick) : undefined);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        issue.check(validate(nick));
      }}
    >
      <label>
        Ник
        <input
          value={nick}
          onChange={(event) => {
            setNick(event.target.value);
            issue.clear('nick');
          }}
        />
      </label>
      <button type="submit">Отправить</button>
    </form>
  );
}

const type = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Ник' }), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));

describe('useFieldIssue: a toast whose cause is fixed goes away (issue 24)', () => {
  // The toasts' own 4 s never pass here: whatever closes a toast is the form.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => toast.dismissAll());
    vi.useRealTimers();
  });

  it('closes the red toast once the field it names is fixed, not before', () => {
    render(
      <>
        <NickForm />
        <ToastRegion />
      </>,
    );
    send();
    expect(screen.getByText(MESSAGES.nickEmpty)).toBeInTheDocument();

    // Still blank: the toast still says what is wrong.
    type('   ');
    expect(screen.getByText(MESSAGES.nickEmpty)).toBeInTheDocument();

    type('Ivan_Petrov');
    expect(screen.queryByText(MESSAGES.nickEmpty)).not.toBeInTheDocument();
  });

  it('a check that passes closes the toast of the earlier failure', () => {
    render(
      <>
        <NickForm recheck={false} />
        <ToastRegion />
      </>,
    );
    send();
    expect(screen.getByText(MESSAGES.nickEmpty)).toBeInTheDocument();
    type('Ivan_Petrov');
    send();
    expect(screen.queryByText(MESSAGES.nickEmpty)).not.toBeInTheDocument();
  });
});
