import { REGISTRY_TEXT, type Role } from '@fbi/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { academyTemplatesRegistry } from '../../features/academy/registry.ts';
import { actsRegistry } from '../../features/acts/registry.ts';
import { deaHomeRegistry } from '../../features/dea/registry.ts';
import { inactivityRegistry } from '../../features/inactivity/registry.ts';
import { intelligenceRegistry } from '../../features/intelligence/registry.ts';
import { laboratoryRegistry } from '../../features/laboratory/registry.ts';
import { mostWantedRegistry } from '../../features/mostWanted/registry.ts';
import { nationalSecurityRegistry } from '../../features/nationalSecurity/registry.ts';
import { officeRegistry } from '../../features/office/registry.ts';
import { ordersRegistry } from '../../features/orders/registry.ts';
import { punishmentsRegistry } from '../../features/punishments/registry.ts';
import { raportsRegistry } from '../../features/raports/registry.tsx';
import { databaseRegistry } from '../../features/suspects/registry.ts';
import { setupUser } from '../testing/interactions.ts';
import { setupMockApi, type MockApi } from '../testing/mockApi.tsx';
import type { Registry, RegistryRecord } from './registry.ts';
import { RegistryPage } from './RegistryPage.tsx';

// Every declared registry whose rows open a dialog (issue 24 "a link for every record"): its link,
// `path?open=<id>`, opened cold shows that record's dialog, and closing it leaves the list.
const mock = setupMockApi();

/** The mock's records, to choose one the role's row press would open. */
type Data = MockApi['server']['store']['data'];

/** The id of the first record of `records` that `keep` accepts; fails the test when none does. */
function idOf<R extends { id: number }>(
  records: readonly R[],
  keep: (r: R) => boolean = () => true,
) {
  const found = records.find(keep);
  if (!found) throw new Error('the seed has no such record');
  return found.id;
}

/** The case of one registry: the record `pick` chooses, opened cold by its link as `role`. */
function linkCase<T extends RegistryRecord, K extends string, D>(
  registry: Registry<T, K, D>,
  role: Role,
  pick: (data: Data) => number,
) {
  return async () => {
    const user = setupUser();
    const id = pick(mock.server.store.data);
    await mock.renderAs(role, <RegistryPage registry={registry} />, `${registry.path}?open=${id}`);
    await screen.findByRole('dialog');
    expect(screen.queryByText(REGISTRY_TEXT.recordMissing(id))).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    // Were the link still in the address, the page would open its record again.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('grid')).toBeInTheDocument();
  };
}

describe('a record link opens the record cold, and closing it leaves the list (issue 24)', () => {
  it(
    '/punishments as director',
    linkCase(punishmentsRegistry, 'director', (d) => idOf(d.punishments)),
  );
  it(
    '/acts as director',
    linkCase(actsRegistry, 'director', (d) => idOf(d.acts)),
  );
  it(
    '/orders as general_counsel',
    linkCase(ordersRegistry, 'general_counsel', (d) =>
      idOf(d.orders, (o) => o.status === 'ON_CHECK'),
    ),
  );
  it(
    '/office as director',
    linkCase(officeRegistry, 'director', (d) => idOf(d.office, (o) => o.status !== 'DECLINED')),
  );
  it(
    '/inactive as hr_inspector',
    linkCase(inactivityRegistry, 'hr_inspector', (d) =>
      idOf(d.inactivity, (i) => i.status === 'ON_HR_CHECK'),
    ),
  );
  it(
    '/national-security as national_security_inspector',
    linkCase(nationalSecurityRegistry, 'national_security_inspector', (d) =>
      idOf(d.nationalSecurity),
    ),
  );
  it(
    '/most-wanted as head_cid',
    linkCase(mostWantedRegistry, 'head_cid', (d) => idOf(d.mostWanted)),
  );
  it(
    '/intelligence as director',
    linkCase(intelligenceRegistry, 'director', (d) => idOf(d.dossiers)),
  );
  it(
    '/raports as head_cid',
    linkCase(raportsRegistry.agent, 'head_cid', (d) => idOf(d.raports)),
  );
  it(
    '/ib-raports as director',
    linkCase(raportsRegistry.ib, 'director', (d) => idOf(d.ibReports)),
  );
  it(
    '/laboratory as criminalist',
    linkCase(laboratoryRegistry, 'criminalist', (d) =>
      idOf(d.labRequests, (r) => r.status !== 'DONE'),
    ),
  );
  it(
    '/db as director',
    linkCase(databaseRegistry, 'director', (d) => idOf(d.suspects)),
  );
  it(
    '/dea-home as head_dea',
    linkCase(deaHomeRegistry, 'head_dea', (d) => idOf(d.homeChecks)),
  );
  it(
    '/academy-templates as director',
    linkCase(academyTemplatesRegistry, 'director', (d) => idOf(d.academyTemplates)),
  );
});
