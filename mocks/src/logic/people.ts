/**
 * Forms describing a person — MW reports and IB dossiers (01 §3, §5) — read from an unchecked
 * body into typed fields, then checked with the domain's validators.
 */
import { FACTIONS, normalizeList, validateDossier, validateMwForm } from '@fbi/domain';
import { badRequest } from '../http/errors.ts';
import { option } from '../http/input.ts';
import type { Schemas } from '../store/types.ts';

type Body = Record<string, unknown>;

const s = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
const list = (v: unknown): string[] =>
  normalizeList(Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? x : null)) : []);

/** A text the client sent, or undefined when it sent none or a blank one. */
const optional = (v: unknown): string | undefined => s(v) || undefined;

/** Fields both forms share. */
function common(input: Body) {
  return {
    nick: s(input.nick),
    birthDate: s(input.birthDate),
    birthPlace: s(input.birthPlace),
    sex: typeof input.sex === 'boolean' ? input.sex : null,
    eyes: s(input.eyes),
    height: s(input.height),
    weight: s(input.weight),
    hair: s(input.hair),
    race: s(input.race),
    nation: s(input.nation),
    description: s(input.description),
    photo: s(input.photo),
    proves: list(input.proves),
    cautions: list(input.cautions),
  };
}

/** The MW form of a body, validated (400 with the spec's message). */
export function mostWantedInput(input: Body): Schemas['MostWantedInput'] {
  const fields = {
    ...common(input),
    // Optional (01 §5 gives them only limits): a field not sent stays out of the record.
    birthDate: optional(input.birthDate),
    birthPlace: optional(input.birthPlace),
    activity: s(input.activity),
    signs: s(input.signs),
    mainViolation: s(input.mainViolation),
  };
  const invalid = validateMwForm({ ...fields, nameSurname: fields.nick });
  if (invalid) throw badRequest(invalid);
  // validateMwForm has checked that sex is chosen.
  return { ...fields, sex: fields.sex === true };
}

/**
 * The dossier form of a body, validated (400 with the spec's message). Only what 01 §5 requires
 * is required; the optional birth data, sex and appearance are kept as sent: a field not sent is
 * undefined, so an edit clears it and the answer leaves it out (the contract's DossierInput).
 */
export function dossierInput(input: Body): Schemas['DossierInput'] {
  const { nick, race, nation, description, photo, proves, cautions } = common(input);
  const fields = {
    nick,
    birthDate: optional(input.birthDate),
    birthPlace: optional(input.birthPlace),
    sex: typeof input.sex === 'boolean' ? input.sex : undefined,
    eyes: optional(input.eyes),
    height: optional(input.height),
    weight: optional(input.weight),
    hair: optional(input.hair),
    race,
    nation,
    organization: s(input.organization),
    position: s(input.position),
    description,
    photo,
    proves,
    cautions,
  };
  const invalid = validateDossier(fields);
  if (invalid) throw badRequest(invalid);
  return { ...fields, organization: option(FACTIONS, fields.organization, 'organization') };
}
