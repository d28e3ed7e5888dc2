import { DOSSIER_TEXT } from '@fbi/domain';
import { toast } from '@fbi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { findDataRows, openFirstRow, page } from '../../shared/testing/storyPlay.ts';
import { IntelligencePage } from './IntelligencePage.tsx';
import { intelligenceRegistry } from './registry.ts';
import { registryStateStories } from '../../shared/testing/registryStories.ts';

const LIST = '/api/v1/intelligence/all';

/** /intelligence (01 §2 Intelligence, §6 Dossier open). */
const meta = {
  title: 'Portal/Intelligence/IntelligencePage',
  component: IntelligencePage,
  parameters: {
    session: { role: 'head_intelligence' },
    route: '/intelligence',
    layout: 'fullscreen',
  },
  // Toasts outlive a story; each story checks only its own.
  beforeEach: () => toast.dismissAll(),
} satisfies Meta<typeof IntelligencePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const dataRows = async () => findDataRows(await page().findByRole('grid'));

/** The head of intelligence: 'Досье', a row opens the view modal. */
export const AsHead: Story = {
  play: async () => {
    await dataRows();
    await expect(page().getByRole('heading', { name: 'Досье' })).toBeVisible();
    await openFirstRow(/^Досье: /);
  },
};

/** A secret agent: 'Мои рапорты' (01 §2) and the dossier wizard's button. */
export const AsSecretAgent: Story = {
  parameters: { session: { role: 'secret_intelligence_agent' } },
  play: async () => {
    await dataRows();
    await expect(page().getByRole('heading', { name: 'Мои рапорты' })).toBeVisible();
    await expect(page().getByRole('button', { name: 'Досье' })).toBeVisible();
  },
};

/** Staff outside IB: a clear state instead of a refused call. */
export const OutsideIb: Story = {
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    await expect(await page().findByText(DOSSIER_TEXT.noAccess)).toBeVisible();
  },
};

const states = registryStateStories({ registry: intelligenceRegistry, list: LIST });

/** An empty list. */
export const Empty = states.empty;

/** A failed load: the error toast; «Повторить» loads the list. */
export const LoadError = states.loadError;
