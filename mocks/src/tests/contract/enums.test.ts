// @vitest-environment node
/**
 * The contract's closed option lists are the domain's (packages/domain options.ts): each enum of
 * openapi.yaml equals its list, in order, and every field that holds such a value refers to it,
 * so the mock cannot store, nor the contract allow, a value the portal has no option for.
 */
import { describe, expect, it } from 'vitest';
import { EXPERTISE_KINDS, FACTIONS, GENDERS, OPERATION_TYPES } from '@fbi/domain';
import { componentSchemas } from './openapi.ts';

type Json = Record<string, unknown>;

/** Each contract enum and the domain list it must equal. */
const LISTS: Record<string, readonly string[]> = {
  Faction: FACTIONS,
  OperationType: OPERATION_TYPES,
  Gender: GENDERS,
  ExpertiseKind: EXPERTISE_KINDS,
};

/** The fields, by schema property name, that hold a value of each list. */
const FIELDS: Record<string, string> = {
  faction: 'Faction',
  organization: 'Faction',
  operationType: 'OperationType',
  gender: 'Gender',
};

/** The component refs a property schema names, directly or as a oneOf/anyOf alternative. */
function refsOf(schema: Json): string[] {
  const alternatives = [schema, ...((schema.oneOf ?? schema.anyOf ?? []) as Json[])];
  return alternatives.flatMap((s) =>
    typeof s.$ref === 'string' ? [s.$ref.replace('#/components/schemas/', '')] : [],
  );
}

describe('closed option lists', () => {
  it.each(Object.entries(LISTS))('the contract enum %s equals the domain list', (name, list) => {
    expect(componentSchemas[name]?.enum).toEqual([...list]);
  });

  const fields = Object.entries(componentSchemas).flatMap(([schema, body]) =>
    Object.entries((body.properties ?? {}) as Record<string, Json>)
      .filter(([prop]) => prop in FIELDS)
      .map(([prop, sub]) => [`${schema}.${prop}`, FIELDS[prop], sub] as const),
  );

  it.each(fields)('%s refers to the %s enum', (_, list, sub) => {
    expect(refsOf(sub)).toContain(list);
  });

  it.each(['Expertise', 'LabAnswer'])('%s.name is one of the expertise kinds', (schema) => {
    const properties = componentSchemas[schema]?.properties as Record<string, Json>;
    expect(refsOf(properties.name ?? {})).toEqual(['ExpertiseKind']);
  });
});
