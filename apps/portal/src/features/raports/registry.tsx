import { RAPORTS_TEXT as T, UI_TEXT } from '@fbi/domain';
import { lazy } from 'react';
import {
  mayReadInvestigative,
  raportsQueryOptions,
  type InvestigativeKind,
  type Raport,
} from '../../shared/investigativeQueries.ts';
import {
  defineRegistry,
  routeOf,
  type Registry,
  type RowDialogsProps,
} from '../../shared/registry/registry.ts';
import { raportColumns } from './columns.tsx';
import { RAPORT_KINDS } from './kinds.ts';
import { OpenInvestigations } from './OpenInvestigations.tsx';
import type { RaportDialog } from './RaportDialogs.tsx';

/**
 * The report list of a kind (01 §2 Agent reports; "IB reports (/ib-raports) work alike"):
 * `GET …/all?roles=` (the caller's roles, as the spec sends them), 10 rows a page shown from the
 * URL's `?page=`, every row opens the view modal (any staff role, 01 §6 "raports open"). Roles
 * that may file get the filing button, as in the sidebar. A staff member outside intelligence
 * opening /ib-raports sees that the list is for the IB roles, and no call is sent (the IB list
 * answers 403 to a role outside intelligence). Above the list, its kind's open investigations.
 */
function raportsRegistryOf(kind: InvestigativeKind): Registry<Raport, never, RaportDialog> {
  const agent = kind === 'agent';
  return defineRegistry<Raport, never, RaportDialog>({
    path: RAPORT_KINDS[kind].route,
    total: T.total,
    list: { all: (_filters, { roles }) => raportsQueryOptions(kind, roles) },
    mayRead: ({ roles }) => mayReadInvestigative(kind, roles),
    noAccess: T.ibNoAccess,
    columns: raportColumns(kind),
    create: [
      agent
        ? { modal: 'raport', permission: 'fileRaport' }
        : { modal: 'ibRaport', permission: 'createIbReport' },
    ],
    open: (raport) => ({ dialog: { step: 'view', raport } }),
    // The row dialogs load on the first row opened (README Budgets), told which kind they serve.
    Dialogs: lazy(async () => {
      const { RaportDialogs } = await import('./RaportDialogs.tsx');
      return {
        default: (props: RowDialogsProps<RaportDialog>) => <RaportDialogs kind={kind} {...props} />,
      };
    }),
    emptyText: UI_TEXT.reportsNotFound,
    Intro: () => <OpenInvestigations kind={kind} />,
    route: routeOf(agent ? 'raport' : 'ibReport', 'raport', 'author'),
  });
}

/** The declarations of /raports (01 §2 Agent reports) and /ib-raports ("work alike"). */
export const raportsRegistry: Record<InvestigativeKind, Registry<Raport, never, RaportDialog>> = {
  agent: raportsRegistryOf('agent'),
  ib: raportsRegistryOf('ib'),
};
