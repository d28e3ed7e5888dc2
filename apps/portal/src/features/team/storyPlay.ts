/**
 * Helpers of the team stories' play functions (Storybook only), on top of the portal's shared
 * ones. Modals and toasts render into portals, so everything is queried in `document.body`.
 */
import { userEvent } from 'storybook/test';
import { chooseOption as choose, fillText, page } from '../../shared/testing/storyPlay.ts';

export {
  chooseOption as choose,
  // Ends a story whose pending button has gone (its dialog closed): drops react-aria's live
  // announcement that still points at the button, which axe would report as role-img-alt.
  clearStaleAnnouncements as settle,
  expectToast,
  fillText,
  findDialog,
  page,
} from '../../shared/testing/storyPlay.ts';

/** Field values of the agent form to fill in; omitted fields are left as they are. */
export interface AgentFormInput {
  nick?: string;
  rang?: string;
  direction?: string;
  position?: string;
  agentNo?: string;
  vkLink?: string;
}

/** Fills in the agent form of the open dialog (clearing the text fields first). */
export async function fillAgentForm(input: AgentFormInput) {
  const text = async (label: RegExp, value: string | undefined) => {
    if (value === undefined) return;
    const field = page().getByRole('textbox', { name: label });
    await userEvent.clear(field);
    if (value !== '') await fillText(field, value);
  };
  await text(/^Ник/, input.nick);
  if (input.rang) await choose('Ранг', input.rang);
  if (input.direction) await choose('Направление', input.direction);
  if (input.position) await choose('Должность', input.position);
  await text(/^Номер агента/, input.agentNo);
  await text(/^Ссылка на ВКонтакте/, input.vkLink);
}

/** A complete valid agent form. */
export const VALID_AGENT: Required<AgentFormInput> = {
  nick: 'Petr_Novikov',
  rang: 'Агент',
  direction: 'CID',
  position: 'Не определено',
  agentNo: '007',
  vkLink: 'https://vk.com/petr_novikov',
};
