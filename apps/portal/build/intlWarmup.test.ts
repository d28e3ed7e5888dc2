import { LOCALE, TIME_ZONE } from '@fbi/domain';
import { describe, expect, it } from 'vitest';
import { intlWarmupScript } from './intlWarmup.ts';

describe('intlWarmupScript', () => {
  it("formats a date in the portal's locale and Moscow time, the data the shell's first Intl call needs", () => {
    const script = intlWarmupScript();
    expect(script).toContain(JSON.stringify(LOCALE));
    expect(script).toContain(JSON.stringify(TIME_ZONE));
    expect(new Function(`return ${script}`)()).toBe(
      new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE }).format(0),
    );
  });
});
