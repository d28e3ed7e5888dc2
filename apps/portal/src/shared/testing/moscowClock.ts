/**
 * The Moscow wall clock as a person types it into a date-time field (its day, month, year, hour
 * and minute segments, 02 §9), for the stories and the screen tests alike.
 */

/** The keys that type `instant` into a date-time field's segments: `DDMMYYYYhhmm`, Moscow time. */
export function moscowKeys(instant: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Moscow',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}${parts.month}${parts.year}${parts.hour}${parts.minute}`;
}
