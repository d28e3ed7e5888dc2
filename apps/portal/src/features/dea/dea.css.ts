import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

export const nowrap = style({ whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

/**
 * Below this the home checks' table scrolls sideways (a phone) rather than squeeze nine columns;
 * a desktop page (1440 px less the sidebar) is wider, so every column shows there.
 */
const MIN_TABLE_WIDTH = 960;

/**
 * Around /dea-home's page, adding no box of its own: its table takes the columns' percentage
 * widths (the Table's `layout="fixed"` and `minWidth`, which RegistryPage does not pass on).
 */
export const fixedTable = style({ display: 'contents' });

globalStyle(`${fixedTable} table`, { tableLayout: 'fixed', minWidth: MIN_TABLE_WIDTH });

globalStyle(`${fixedTable} td`, { overflowWrap: 'break-word', hyphens: 'auto' });
