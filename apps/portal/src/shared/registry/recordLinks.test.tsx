import { REGISTRY_TEXT, type Role } from '@fbi/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { academyTemplatesRegistry } from '../../features/academy/registry.ts';
import { actsRegistry } from '../../features/acts/registry.ts';
import { blacklistRegistry } from '../../features/blacklist/registry.ts';
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
import { CurrentUrl, currentUrl } from '../testing/CurrentUrl.tsx';
import { setupUser } from '../testing/interactions.ts';
import { setupMockApi } from '../testing/mockApi.tsx';
import type { Registry, RegistryRecord } from './registry.ts';
import { RegistryPage } from './RegistryPage.tsx';

// Every declared registry whose rows open a dialog (issue 24 "a link for every record"): a row
// press puts ?open=<id> in the address, and that address opened cold shows the record again.
const mock = setupMockApi();

/** Renders `registry`'s page at `route` as `role`, with the address beside it; its grid. */
async function renderPage<T extends RegistryRecord, K extends string, D>(
  registry: Registry<T, K, D>,
  role: Role,
  route: string,
) {
  await mock.renderAs(
    role,
    <>
      <RegistryPage registry={registry} />
      <CurrentUrl />
    </>,
    route,
  );
  const grid = await screen.findByRole('grid', { hidden: true });
  await waitFor(() =>
    expect(within(grid).getAllByRole('row', { hidden: true }).length).toBeGreaterThan(1),
  );
  return grid;
}

/** The case of one registry: its first row pressed as `role`, then its link opened cold. */
function linkCase<T extends RegistryRecord, K extends string, D>(
  registry: Registry<T, K, D>,
  role: Role,
) {
  return async () => {
    const user = setupUser();
    const grid = await renderPage(registry, role, registry.path);
    const [, firstRow] = within(grid).getAllByRole('row');
    const [cell] = within(firstRow as HTMLElement).getAllByRole('gridcell');
    await user.click(cell as HTMLElement);
    await screen.findByRole('dialog');
    const link = currentUrl() ?? '';
    expect(link).toMatch(new RegExp(`^${registry.path}\\?open=\\d+$`));

    cleanup();
    await renderPage(registry, role, link);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText(REGISTRY_TEXT.recordMissingTitle)).not.toBeInTheDocument();
  };
}

describe('a row press gives the record a link that opens it cold (issue 24)', () => {
  it('/punishments as director', linkCase(punishmentsRegistry, 'director'));
  it('/acts as director', linkCase(actsRegistry, 'director'));
  it('/blacklist as director', linkCase(blacklistRegistry, 'director'));
  it('/orders as general_counsel', linkCase(ordersRegistry, 'general_counsel'));
  it('/office as director', linkCase(officeRegistry, 'director'));
  it('/inactive as hr_inspector', linkCase(inactivityRegistry, 'hr_inspector'));
  it(
    '/national-security as national_security_inspector',
    linkCase(nationalSecurityRegistry, 'national_security_inspector'),
  );
  it('/most-wanted as head_cid', linkCase(mostWantedRegistry, 'head_cid'));
  it('/intelligence as director', linkCase(intelligenceRegistry, 'director'));
  it('/raports as head_cid', linkCase(raportsRegistry.agent, 'head_cid'));
  it('/ib-raports as director', linkCase(raportsRegistry.ib, 'director'));
  it('/laboratory as criminalist', linkCase(laboratoryRegistry, 'criminalist'));
  it('/db as director', linkCase(databaseRegistry, 'director'));
  it('/dea-home as head_dea', linkCase(deaHomeRegistry, 'head_dea'));
  it('/academy-templates as director', linkCase(academyTemplatesRegistry, 'director'));
});
