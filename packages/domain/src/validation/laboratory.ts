/** Laboratory expertise request, execution and decline. Spec: 03 §5 (Laboratory …). */
import {
  firstIssue,
  isBlank,
  isHttpUrl,
  issue,
  normalizeList,
  required,
  type ValidationResult,
} from './common.ts';
import { validateComment } from './investigations.ts';
import { MESSAGES, withParams } from './messages.ts';
import { validateNick } from './nick.ts';

/** Fields of the laboratory request form (03 §3). `expertise` holds the chosen kind per row. */
export interface LabRequestInput {
  nick: string | null | undefined;
  faction: string | null | undefined;
  rang: string | null | undefined;
  division: string | null | undefined;
  expertise: readonly (string | null | undefined)[] | null | undefined;
  objects: string | null | undefined;
  proves: string | null | undefined;
  type: string | null | undefined;
  goal: string | null | undefined;
}

/**
 * Validates a laboratory request (03 §5): nick, faction, rank, division, expertise (every row
 * chosen, at least one, unique), objects, proof URL, type and goal. Messages are ours.
 */
export function validateLabRequest(form: LabRequestInput): ValidationResult<keyof LabRequestInput> {
  return firstIssue<keyof LabRequestInput>(
    ['nick', () => validateNick(form.nick)],
    ['faction', () => required(form.faction, MESSAGES.factionEmpty)],
    ['rang', () => required(form.rang, MESSAGES.rankEmpty)],
    ['division', () => required(form.division, MESSAGES.divisionEmpty)],
    [
      'expertise',
      () => {
        const rows = form.expertise ?? [];
        if (rows.length === 0 || rows.some((e) => isBlank(e))) return MESSAGES.expertiseEmpty;
        const names = normalizeList(rows);
        return new Set(names).size === names.length ? null : MESSAGES.expertiseDuplicate;
      },
    ],
    ['objects', () => required(form.objects, MESSAGES.objectsEmpty)],
    ['proves', () => (isBlank(form.proves) ? MESSAGES.proveEmpty : null)],
    ['proves', () => (isHttpUrl(form.proves) ? null : MESSAGES.proveInvalid)],
    ['type', () => required(form.type, MESSAGES.typeEmpty)],
    ['goal', () => required(form.goal, MESSAGES.goalEmpty)],
  );
}

/** One expertise answer of the execution modal (03 §3 "name, text, link, methods"). */
export interface LabAnswerInput {
  text: string | null | undefined;
  link: string | null | undefined;
  methods: string | null | undefined;
}

const LAB_ANSWER_FIELDS = [
  'text',
  'link',
  'methods',
] as const satisfies readonly (keyof LabAnswerInput)[];

/** A field of the execution form: the answers list or one answer's field (zero-based). */
export type LabExecutionField = 'answers' | `answers.${number}.${keyof LabAnswerInput}`;

/**
 * Validates laboratory execution (03 §5): ordered expertises and answers must be arrays of equal
 * length ('Неверная структура данных по экспертизам.'); each answer (numbered from 1) needs text,
 * link and methods ('Не заполнены все поля для экспертизы №{n}.') and an http(s) link without
 * spaces ('Неверный формат ссылки для экспертизы №{n}.'). The issue is on `answers`, or on the first
 * blank field of answer i (`answers.{i}.text|link|methods`, zero-based).
 */
export function validateLabExecution(
  expertise: unknown,
  answers: unknown,
): ValidationResult<LabExecutionField> {
  if (!Array.isArray(expertise) || !Array.isArray(answers) || expertise.length !== answers.length) {
    return issue('answers', MESSAGES.labStructureInvalid);
  }
  for (const [i, raw] of (answers as unknown[]).entries()) {
    const a = (raw ?? {}) as Partial<LabAnswerInput>;
    const params = { n: i + 1 };
    const blank = LAB_ANSWER_FIELDS.find((f) => isBlank(a[f]));
    if (blank)
      return issue(`answers.${i}.${blank}`, withParams(MESSAGES.labExpertiseFieldsEmpty, params));
    if (!isHttpUrl(a.link)) {
      return issue(`answers.${i}.link`, withParams(MESSAGES.labExpertiseLinkInvalid, params));
    }
  }
  return null;
}

/** Validates a laboratory decline comment (03 §5: wording not shown; shared comment check). */
export function validateLabDecline(
  comment: string | null | undefined,
): ValidationResult<'comment'> {
  return firstIssue(['comment', () => validateComment(comment)]);
}
