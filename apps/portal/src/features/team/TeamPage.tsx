import {
  can,
  canOpenRosterRow,
  canUseHrMenu,
  EMPTY_VALUE,
  formatDate,
  linkHref,
  PERSON_TEXT,
  personHref,
  ROSTER_TEXT,
  rosterTables,
  TEAM_TEXT,
  type Role,
  type RosterGroupId,
} from '@fbi/domain';
import { Button, Menu, Page, PageHeader, Stack, Table, type TableColumn } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NickLink } from '../../shared/person/NickLink.tsx';
import { useSession } from '../../shared/useSession.ts';
import type { AgentDialogView } from './AgentDialogs.tsx';
import { teamQueryOptions, type TeamMember } from './api.ts';
import * as text from '../../shared/text.css.ts';
import * as styles from './team.css.ts';
import { lazyDialogs } from '../../shared/registry/registry.ts';

// A row's dialogs and the creation form load when first opened, not with the roster: the
// route's first visit stays within its budget (README "Budgets", issue 13).
const AgentDialogs = lazyDialogs(() => import('./AgentDialogs.tsx'), 'AgentDialogs');
const CreateAgentModal = lazy(() => import('./CreateAgentModal.tsx'));

/** Opens a page in a new tab without giving it access to this one. */
function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * The HR dropdown on a nick (01 §2 Team roster, §6 "HR dropdown"): open the agent's social page,
 * or the agent's profile (/hr-profile?nick=…), each in a new tab; and «Досье», the person's page
 * (issue 25), here.
 */
export function NickMenu({ member }: { member: TeamMember }) {
  const navigate = useNavigate();
  // A link stored without a scheme would open under the portal's address (`linkHref`).
  const social = linkHref(member.vkLink);
  return (
    <Menu
      label={member.nick}
      aria-label={TEAM_TEXT.nickMenu(member.nick)}
      variant="ghost"
      size="sm"
      className={styles.nickMenu}
      items={[
        { id: 'social', label: TEAM_TEXT.openSocial, isDisabled: !social },
        { id: 'profile', label: TEAM_TEXT.openProfile },
        { id: 'dossier', label: PERSON_TEXT.dossier },
      ]}
      onAction={(id) => {
        if (id === 'dossier') void navigate(personHref(member.nick));
        else
          openInNewTab(
            id === 'social'
              ? (social ?? '')
              : `/hr-profile?nick=${encodeURIComponent(member.nick)}`,
          );
      }}
    />
  );
}

/** A date column of the roster (ru-RU, Moscow time). */
const dateColumn = (
  id: 'incomingDate' | 'promotionDate' | 'nextPromotionDate',
  width: string,
): TableColumn<TeamMember> => ({
  id,
  header: ROSTER_TEXT[id],
  width,
  cell: (m) => formatDate(m[id]),
});

/**
 * The roster's columns (01 §2 Team roster); the nick is a menu for HR roles, else a link to the
 * person's page (issue 25). Fixed percentage
 * widths, so the six tables line up and every column fits at 1440 px (issue 8).
 */
function rosterColumns(withHrMenu: boolean): TableColumn<TeamMember>[] {
  const T = ROSTER_TEXT;
  return [
    dateColumn('incomingDate', '10%'),
    { id: 'rang', header: T.rang, width: '13%', cell: (m) => m.rang },
    {
      id: 'nick',
      header: T.nick,
      width: '14%',
      isRowHeader: true,
      cell: (m) => (withHrMenu ? <NickMenu member={m} /> : <NickLink nick={m.nick} />),
    },
    { id: 'position', header: T.position, width: '11%', cell: (m) => m.position ?? EMPTY_VALUE },
    { id: 'agentNo', header: T.agentNo, width: '9%', cell: (m) => m.agentNo || EMPTY_VALUE },
    dateColumn('promotionDate', '10%'),
    dateColumn('nextPromotionDate', '10%'),
    { id: 'warnings', header: T.warnings, width: '14%', cell: (m) => m.warnings },
    { id: 'reprimands', header: T.reprimands, width: '9%', cell: (m) => m.reprimands },
  ];
}

interface RosterSectionProps {
  id: RosterGroupId;
  title: string;
  members: readonly TeamMember[];
  roles: readonly Role[];
  isLoading: boolean;
  onOpen: (member: TeamMember) => void;
}

/**
 * One of the six roster tables; rows open the agent modal only for the roles of 01 §6. Memoised,
 * so opening a dialog does not re-render the tables.
 */
const RosterSection = memo(function RosterSection({
  id: group,
  title,
  members,
  roles,
  isLoading,
  onOpen,
}: RosterSectionProps) {
  const headingId = `roster-${group}`;
  const canOpen = canOpenRosterRow(group, roles);
  const columns = useMemo(() => rosterColumns(canUseHrMenu(group, roles)), [group, roles]);
  return (
    <Stack as="section" gap="sm" aria-labelledby={headingId}>
      <h2 id={headingId} className={text.heading}>
        {title}
      </h2>
      <Table
        aria-label={title}
        columns={columns}
        rows={members}
        rowKey={(m) => m.id}
        onRowPress={canOpen ? onOpen : undefined}
        emptyText={ROSTER_TEXT.emptyGroup}
        layout="fixed"
        minWidth={1080}
        isLoading={isLoading}
        skeletonRows={3}
      />
    </Stack>
  );
});

/**
 * The team roster at /team (01 §2 Team roster, §3, §6, §7): the six tables — director's office,
 * inspectors, leadership, CID, DEA, National Academy — with recruitment date, rank, nick,
 * position, agent number, promotion and next promotion dates, warnings and reprimands (dates in
 * ru-RU, Moscow time), and the total agent count. Rows open the agent info modal for the roles
 * allowed per table; HR roles get a menu on the nick; creators see "Добавить агента".
 */
export function TeamPage() {
  const { roles } = useSession();
  const team = useQuery(teamQueryOptions());

  const [selected, setSelected] = useState<{ member: TeamMember; view: AgentDialogView } | null>(
    null,
  );
  const [creating, setCreating] = useState(false);
  const openMember = useCallback((member: TeamMember) => setSelected({ member, view: 'info' }), []);

  const tables = useMemo(() => rosterTables(team.data?.team ?? []), [team.data]);

  // The dialogs show the member as last loaded, so a punishment's new counts appear at once.
  const current =
    selected && (team.data?.team.find((m) => m.id === selected.member.id) ?? selected.member);

  const summary = team.isError ? (
    <span className={styles.errorText} role="alert">
      {TEAM_TEXT.loadFailed}
    </span>
  ) : team.isSuccess ? (
    TEAM_TEXT.total(team.data.teamCount)
  ) : undefined;

  return (
    <Page>
      <PageHeader
        title={TEAM_TEXT.title}
        description={summary}
        actions={
          can('createAgent', roles) ? (
            <Button onPress={() => setCreating(true)}>{TEAM_TEXT.addAgent}</Button>
          ) : undefined
        }
      />
      {!team.isError &&
        tables.map((table) => (
          <RosterSection
            key={table.id}
            {...table}
            roles={roles}
            isLoading={team.isPending}
            onOpen={openMember}
          />
        ))}
      <Suspense fallback={null}>
        {selected && current && (
          <AgentDialogs
            member={current}
            view={selected.view}
            onViewChange={(view) => setSelected({ ...selected, view })}
            onClose={() => setSelected(null)}
          />
        )}
        {creating && <CreateAgentModal onClose={() => setCreating(false)} />}
      </Suspense>
    </Page>
  );
}
