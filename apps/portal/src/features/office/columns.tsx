import { OFFICE_TEXT as T, UI_TEXT } from '@fbi/domain';
import { decidedRequestColumns } from '../../shared/registry/columns.tsx';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { OfficeRequestPublic } from './api.ts';
import type { OfficeDialog } from './OfficeDialogs.tsx';

/**
 * The office requests' columns (02 §2.6): created date, author, approver ('Не назначен' when
 * none), comment ('Нет' when none, as in the order list of 02 §8), status and access level
 * ('Не выдан' when none).
 */
export const officeColumns: readonly RegistryColumn<OfficeRequestPublic, OfficeDialog>[] = [
  ...decidedRequestColumns<OfficeRequestPublic, OfficeDialog>('office', T),
  {
    id: 'level',
    header: T.level,
    text: (o) => o.level || UI_TEXT.noAccessLevel,
    onPhone: true,
  },
];
