import { describe, expect, it } from 'vitest';
import { filterTagOptions } from './TagField';

const options = ['Ivan_Petrov', 'Petr_Ivanov', 'Анна_Смирнова'].map((n) => ({ id: n, label: n }));

describe('filterTagOptions', () => {
  it('matches a case-insensitive substring', () => {
    expect(filterTagOptions(options, [], 'PETR').map((o) => o.id)).toEqual([
      'Ivan_Petrov',
      'Petr_Ivanov',
    ]);
    expect(filterTagOptions(options, [], 'анна').map((o) => o.id)).toEqual(['Анна_Смирнова']);
  });

  it('excludes chosen values and offers all for an empty query', () => {
    expect(filterTagOptions(options, ['Petr_Ivanov'], '').map((o) => o.id)).toEqual([
      'Ivan_Petrov',
      'Анна_Смирнова',
    ]);
  });
});
