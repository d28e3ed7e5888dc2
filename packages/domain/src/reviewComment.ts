/**
 * The rework comment a reviewed record shows: MW report, agent report, IB report, IB dossier
 * (01 §4). Spec gap: 01 §4 says a record is sent back "with a comment" and 01 §8 shows 'Нет
 * комментария' when empty, but not what becomes of the comment once the record is resubmitted or
 * approved. Decision: the comment is the instruction for the rework, so it is shown only while
 * the record is in NEED_IMPROVE; an older one a server keeps is not shown on a record under check,
 * approved or later (an approved report never carries a stale «send it back» note).
 */

/** The status in which a record waits for its author's rework (01 §4, every review machine). */
const REWORK_STATUS = 'NEED_IMPROVE';

/**
 * The rework comment to show for a record.
 * @returns the trimmed comment while the record is in NEED_IMPROVE and the comment is not blank;
 *   otherwise null (the view shows 'Нет комментария').
 */
export function reworkCommentOf(record: {
  status: string | null | undefined;
  comment?: string | null | undefined;
}): string | null {
  const comment = record.comment?.trim() ?? '';
  return record.status === REWORK_STATUS && comment !== '' ? comment : null;
}
