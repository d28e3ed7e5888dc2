import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg });
export const nick = style({ margin: 0, fontWeight: 700, fontSize: '1.1rem' });
export const subtitle = style({ margin: `${vars.space.lg} 0 ${vars.space.xs}`, fontSize: '1rem' });
export const roles = style({ margin: 0, paddingLeft: vars.space.xl });
