import { HISTORY_TEXT, PUNISHMENTS_TEXT, recordKindOfRoute } from '@fbi/domain';
import { errorAnswer, override } from '@fbi/mocks/override';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { academyTemplatesRegistry } from '../../../features/academy/registry.ts';
import { actsRegistry } from '../../../features/acts/registry.ts';
import { blacklistRegistry } from '../../../features/blacklist/registry.ts';
import { deaHomeRegistry, deaReportsRegistry } from '../../../features/dea/registry.ts';
import { inactivityRegistry } from '../../../features/inactivity/registry.ts';
import { intelligenceRegistry } from '../../../features/intelligence/registry.ts';
import { closedInvestigationsRegistry } from '../../../features/investigations/registry.tsx';
import { laboratoryRegistry } from '../../../features/laboratory/registry.ts';
import { mostWantedRegistry } from '../../../features/mostWanted/registry.ts';
import { nationalSecurityRegistry } from '../../../features/nationalSecurity/registry.ts';
import { officeRegistry } from '../../../features/office/registry.ts';
import { ordersRegistry } from '../../../features/orders/registry.ts';
import { punishmentsRegistry } from '../../../features/punishments/registry.ts';
import { raportsRegistry } from '../../../features/raports/registry.tsx';
import { databaseRegistry, publicDatabaseRegistry } from '../../../features/suspects/registry.ts';
import { recordPut } from '../../call.ts';
import { setupMockApi } from '../../testing/mockApi.tsx';
import { RecordHistory } from './RecordHistory.tsx';

const mock = setupMockApi();
const HISTORY = '/api/v1/history/{kind}/{id}';

describe('RecordHistory (issue 26)', () => {
  it('knows the record kind of every registry screen', () => {
    const paths = [
      academyTemplatesRegistry,
      actsRegistry,
      blacklistRegistry,
      deaHomeRegistry,
      deaReportsRegistry(() => undefined),
      inactivityRegistry,
      intelligenceRegistry,
      ...Object.values(closedInvestigationsRegistry),
      laboratoryRegistry,
      mostWantedRegistry,
      nationalSecurityRegistry,
      officeRegistry,
      ordersRegistry,
      punishmentsRegistry,
      ...Object.values(raportsRegistry),
      databaseRegistry,
      publicDatabaseRegistry,
    ].map((r) => r.path);
    for (const path of paths) expect(recordKindOfRoute(path), path).toBeDefined();
  });

  it('shows an edit the mock recorded, with the field label and both values', async () => {
    const punishment = mock.server.store.data.punishments.find((p) => p.type !== 'Выговор');
    if (!punishment) throw new Error('no punishment to change in the seed');
    const before = punishment.type;
    await mock.loginAs('director');
    await recordPut('/api/v1/punishment/{id}/type/update', punishment.id, {
      query: { type: 'Выговор' },
    });
    await mock.renderAs('director', <RecordHistory path="/punishments" id={punishment.id} />);
    expect(
      await screen.findByText(HISTORY_TEXT.change(PUNISHMENTS_TEXT.type, before, 'Выговор')),
    ).toBeInTheDocument();
    expect(screen.getByText(HISTORY_TEXT.edited)).toBeInTheDocument();
  });

  it('says the history is unavailable where the server answers the operation 404', async () => {
    mock.server.use(override('get', HISTORY, () => errorAnswer(404, 'Not Found')));
    await mock.renderAs('director', <RecordHistory path="/acts" id={1} />);
    expect(await screen.findByText(HISTORY_TEXT.unavailable)).toBeInTheDocument();
    expect(screen.queryByText(HISTORY_TEXT.failed)).toBeNull();
  });
});
