import { describe, expect, it } from 'vitest';
import { FACTIONS } from '@fbi/domain';
import { choice } from './choice.ts';

describe('choice', () => {
  it('sends a listed option as it is', () => {
    expect(choice(FACTIONS, 'LSPD')).toBe('LSPD');
  });

  it('sends a blank for nothing chosen or a value off the list, so the server names the field', () => {
    expect(choice(FACTIONS, null)).toBe('');
    expect(choice(FACTIONS, undefined)).toBe('');
    expect(choice(FACTIONS, 'Marabunta')).toBe('');
  });
});
