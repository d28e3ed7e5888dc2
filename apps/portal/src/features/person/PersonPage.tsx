import { PERSON_ROUTE, PERSON_TEXT as T, REGISTRY_ROUTES, routeTitle } from '@fbi/domain';
import { EmptyState, Page, PageHeader, Stack } from '@fbi/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PersonBanner } from './PersonBanner.tsx';
import { PersonConnections } from './PersonConnections.tsx';
import { PersonTimeline } from './PersonTimeline.tsx';
import { bannerLines } from './personView.ts';
import { SummaryMenu } from './SummaryMenu.tsx';
import { usePersonPage } from './usePersonPage.ts';

/**
 * /person?nick=<Nick> (issue 25; the route is ours, guarded as the staff routes are): everything
 * about one person the caller may read: what is active now, every record newest first, the nicks
 * they share records with, and a summary to paste into a forum or a chat. Each section shows as
 * its registries answer; a registry that fails is named in an alert, the others still shown.
 * Without a nick it says how to open one.
 */
export function PersonPage() {
  const [params] = useSearchParams();
  const nick = (params.get('nick') ?? '').trim();
  // "Active" is judged at the moment the page opened, so the sections agree with each other.
  const [now] = useState(() => new Date());
  const state = usePersonPage(nick, now);
  if (!nick)
    return (
      <Page>
        <PageHeader title={routeTitle(PERSON_ROUTE) ?? ''} />
        <EmptyState title={T.noNick} />
      </Page>
    );
  const lines = state.banner && bannerLines(state.banner, state.entries);
  return (
    <Page>
      <PageHeader
        title={T.title(nick)}
        actions={
          <SummaryMenu
            nick={nick}
            lines={lines ?? []}
            entries={state.entries}
            failed={state.failed}
            isPending={state.isPending}
            now={now}
          />
        }
      />
      <Stack gap="lg">
        {state.failed.map((r) => (
          <p key={r} role="alert">
            {T.failed(routeTitle(REGISTRY_ROUTES[r]) ?? r)}
          </p>
        ))}
        <PersonBanner lines={lines} />
        <PersonTimeline entries={state.entries} isPending={state.isPending} />
        <PersonConnections connections={state.connections} />
      </Stack>
    </Page>
  );
}
