/**
 * The contract's `Nick` pattern (openapi.yaml) and the domain's nick rule (01 §5) are one rule: the
 * same expression, and both agree on every sample.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isNickFormat, NICK_PATTERN } from '@fbi/domain';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../openapi.yaml');
const doc = parse(readFileSync(file, 'utf8')) as {
  components: { schemas: { Nick: { pattern: string } } };
};
const contractPattern = new RegExp(doc.components.schemas.Nick.pattern);

describe('Nick: contract and domain agree (01 §5)', () => {
  it('is the same expression', () => {
    expect(contractPattern.source).toBe(NICK_PATTERN.source);
  });

  it.each([
    ['Ivan_Petrov', true],
    ['John_McLane', true],
    ['DeAndre_Jordan', true],
    ['ivan_Petrov', false],
    ['Ivan_petrov', false],
    ['IvanPetrov', false],
    ['Ivan_Petrov2', false],
    ['Ivan__Petrov', false],
    ['I_Petrov', false],
    ['Иван_Петров', false],
  ])('%s → %s in both', (nick, valid) => {
    expect(contractPattern.test(nick)).toBe(valid);
    expect(isNickFormat(nick)).toBe(valid);
  });
});
