/**
 * The agent form's fill for the team stories (Storybook only), on top of the portal's shared
 * play helpers. Modals and toasts render into portals, so everything is queried in `document.body`.
 */
import { AGENT_FORM_TEXT as T, NOT_DEFINED } from '@fbi/domain';
import { userEvent } from 'storybook/test';
import { chooseOption, fillText, page } from '../../shared/testing/storyPlay.ts';

/** Field values of the agent form to fill in; omitted fields are left as they are. */
export type AgentFormInput = Partial<typeof VALID_AGENT>;

/** Fills in the agent form of the open dialog (clearing the text fields first). */
export async function fillAgentForm(input: AgentFormInput) {
  const text = async (label: string, value: string | undefined) => {
    if (value === undefined) return;
    const field = page().getByRole('textbox', { name: new RegExp(`^${label}`) });
    await userEvent.clear(field);
    if (value !== '') await fillText(field, value);
  };
  await text(T.nick, input.nick);
  if (input.rang) await chooseOption(T.rang, input.rang);
  if (input.direction) await chooseOption(T.direction, input.direction);
  if (input.position) await chooseOption(T.position, input.position);
  await text(T.agentNo, input.agentNo);
  await text(T.vkLink, input.vkLink);
}

/** A complete valid agent form. */
export const VALID_AGENT = {
  nick: 'Petr_Novikov',
  rang: 'Агент',
  direction: 'CID',
  position: NOT_DEFINED,
  agentNo: '007',
  vkLink: 'https://vk.com/petr_novikov',
};
