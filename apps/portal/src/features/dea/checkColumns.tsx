import { DEA_TEXT as T, UI_TEXT } from '@fbi/domain';
import type { TableColumn } from '@fbi/ui';
import { Fragment } from 'react';
import { NickLink } from '../../shared/person/NickLink.tsx';
import type { DeaCheck } from './api.ts';
import * as styles from '../../shared/registry/registry.css.ts';

/**
 * The schedule's columns (03 §2 /dea-check): weekday, faction ('Не задано' when empty), time, and
 * the agents on duty (ours: the edit modal sets them, the table shows them).
 */
export const deaCheckColumns: TableColumn<DeaCheck>[] = [
  { id: 'day', header: T.day, cell: (c) => c.day, isRowHeader: true },
  {
    id: 'faction',
    header: T.faction,
    cell: (c) => c.faction || <span className={styles.muted}>{UI_TEXT.scheduleFactionEmpty}</span>,
  },
  { id: 'time', header: T.time, cell: (c) => c.time || T.notSet },
  {
    id: 'agents',
    header: T.agents,
    cell: (c) =>
      c.agents.length > 0 ? (
        c.agents.map((nick, i) => (
          <Fragment key={nick}>
            {i > 0 && ', '}
            <NickLink nick={nick} />
          </Fragment>
        ))
      ) : (
        <span className={styles.muted}>{T.noAgents}</span>
      ),
  },
];
