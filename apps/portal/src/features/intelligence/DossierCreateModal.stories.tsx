import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import { toast } from '@fbi/ui';
import type { Meta } from '@storybook/react-vite';
import { wizardStories } from '../../shared/testing/wizardStories.ts';
import { createModalMeta } from '../../shared/testing/modalMeta.ts';
import DossierCreateModal from './DossierCreateModal.tsx';

const TITLE = 'Досье';

/** The IB dossier wizard from the sidebar (01 §2, §5 IB dossier). */
const meta = {
  title: 'Portal/Intelligence/DossierCreateModal',
  ...createModalMeta(DossierCreateModal, TITLE),
  parameters: { session: { role: 'secret_intelligence_agent' } },
  // Toasts outlive a story; each story checks only its own.
  beforeEach: () => toast.dismissAll(),
} satisfies Meta<typeof DossierCreateModal>;

export default meta;

/** Step 1's required fields; birth data, sex and appearance are optional (01 §5). */
const VALID = {
  nick: 'Pavel_Orlov',
  race: 'Европеоид',
  nation: 'Русский',
  organization: 'LSPD',
  position: 'Лидер',
};

const wizard = wizardStories({
  title: TITLE,
  answerAdd: (answer) => override('post', '/api/v1/intelligence/add', answer),
  main: {
    nick: { label: 'Ник' },
    race: { label: 'Раса' },
    nation: { label: 'Национальность' },
    organization: { label: 'Организация', pick: 'option' },
    position: { label: 'Ранг и должность' },
  },
  valid: VALID,
  extra: { description: { label: 'Описание', value: 'Связан с контрабандой' } },
  cautions: { label: 'Подозрения', value: 'Контрабанда оружия' },
  required: 'Раса',
  optional: 'Цвет глаз',
});

export const Empty = wizard.Empty;

export const NickEmpty = wizard.invalidMain({}, MESSAGES.nickEmpty);
export const RaceEmpty = wizard.invalidMain({ ...VALID, race: undefined }, MESSAGES.raceEmpty);
export const NationEmpty = wizard.invalidMain(
  { ...VALID, nation: undefined },
  MESSAGES.nationEmpty,
);
export const OrganizationEmpty = wizard.invalidMain(
  { ...VALID, organization: undefined },
  MESSAGES.organizationEmpty,
);
export const PositionEmpty = wizard.invalidMain(
  { ...VALID, position: undefined },
  MESSAGES.positionEmpty,
);

export const DescriptionEmpty = wizard.invalidExtra('description', MESSAGES.descriptionEmpty);
export const PhotoEmpty = wizard.invalidExtra('photo', MESSAGES.photoEmpty);
export const SuspicionsEmpty = wizard.invalidExtra('cautions', MESSAGES.suspicionsEmpty);
export const LinksEmpty = wizard.invalidExtra('proves', MESSAGES.linksEmpty);

export const FilledBackKeepsInput = wizard.FilledBackKeepsInput;
export const Created = wizard.Created;
export const Pending = wizard.Pending;
export const Forbidden = wizard.Forbidden;
export const ServerError = wizard.ServerError;
