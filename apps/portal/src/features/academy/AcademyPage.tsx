import { ACADEMY_TABLE_ORDER, ACADEMY_TEXT as T, can, routeTitle, UI_TEXT } from '@fbi/domain';
import { EmptyState, Page, PageHeader, Stack, toast } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { QueryTable } from '../../shared/list/QueryTable.tsx';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useSession } from '../../shared/useSession.ts';
import * as text from '../../shared/text.css.ts';
import {
  academyAgentsQueryOptions,
  activeTemplateQueryOptions,
  canStartTest,
  examsQueryOptions,
} from './api.ts';
import { academyColumns } from './academyColumns.tsx';
import type { AcademyDialog } from './AcademyDialogs.tsx';
import { agentsOfRank, conditionsOfRank } from './examRows.ts';
import { lazyDialogs } from '../../shared/registry/registry.ts';

const TITLE = routeTitle('/academy') ?? '';

// The dialogs load on first use (README Budgets).
const AcademyDialogs = lazyDialogs(() => import('./AcademyDialogs.tsx'), 'AcademyDialogs');

/**
 * /academy (03 §2): three tables — junior agents, attendants, trainees — of the roster's agents of
 * that rank, whose columns are the active template's conditions for that rank plus nick, promotion
 * date and next promotion date.
 * The exam editors (03 §6) open a row: the exam edit modal, and from it the next-promotion-date
 * modal. An agent starts an open test on their own row: `GET /tests/start` false gives 'Тест
 * недоступен для запуска', true opens the test-taking modal.
 */
export function AcademyPage() {
  const { roles, nick } = useSession();
  const template = useQuery(activeTemplateQueryOptions());
  const exams = useQuery(examsQueryOptions());
  const roster = useQuery(academyAgentsQueryOptions());
  const [dialog, setDialog] = useState<AcademyDialog | null>(null);
  const start = useApiMutation({
    mutationFn: canStartTest,
    onSuccess: (available, conditionName) => {
      if (available) setDialog({ step: 'take', conditionName });
      else toast.error(UI_TEXT.testUnavailable);
    },
  });
  const startingCondition = start.isPending ? (start.variables ?? null) : null;
  const conditions = useMemo(() => template.data?.conditions ?? [], [template.data]);
  const rows = exams.data?.exams;
  const canEdit = can('academyExamsEdit', roles);
  // The tables need every answer: loading or failed while any is.
  const loaded = {
    data:
      template.data !== undefined && exams.data !== undefined && roster.data !== undefined
        ? true
        : undefined,
    isPending: template.isPending || exams.isPending || roster.isPending,
    isError: template.isError || exams.isError || roster.isError,
    refetch: () => Promise.all([template.refetch(), exams.refetch(), roster.refetch()]),
  };

  const tables = useMemo(
    () =>
      ACADEMY_TABLE_ORDER.map((rank) => ({
        rank,
        agents: rows ? agentsOfRank(rows, rank, roster.data) : [],
        columns: academyColumns(conditionsOfRank(conditions, rank), {
          nick,
          roles,
          onStartTest: start.mutate,
          startingCondition,
        }),
      })),
    [rows, roster.data, conditions, nick, roles, start.mutate, startingCondition],
  );

  return (
    <Page>
      <PageHeader
        title={TITLE}
        description={template.data ? T.activeTemplate(template.data.name) : undefined}
      />
      {template.data === null ? (
        <EmptyState title={T.noActiveTemplate} description={T.noActiveTemplateHint} />
      ) : (
        tables.map(({ rank, agents, columns }) => (
          <Stack key={rank} gap="sm" as="section" aria-labelledby={`academy-${rank}`}>
            <h2 id={`academy-${rank}`} className={text.heading}>
              {T.tables[rank]}
            </h2>
            <QueryTable
              aria-label={T.tables[rank]}
              columns={columns}
              rows={agents}
              rowKey={(a) => a.nick}
              query={loaded}
              emptyText={T.noAgents}
              onRowPress={
                canEdit
                  ? (agent) => setDialog({ step: 'exams', nick: agent.nick, rank })
                  : undefined
              }
            />
          </Stack>
        ))
      )}
      {dialog && (
        <Suspense fallback={null}>
          <AcademyDialogs dialog={dialog} onChange={setDialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Page>
  );
}
