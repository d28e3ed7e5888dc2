import { isOneOf } from '@fbi/domain';

/**
 * What a form sends for a closed option list (a contract enum, openapi.yaml): the chosen option,
 * or a blank string when none is chosen. The blank is sent on purpose, as before the lists were
 * enums: the server answers it with the spec's message for the empty field (the mock's request
 * check lets a blank pass an enum, mocks/src/http/requestCheck.ts). This boundary is the only
 * place the contract's union is widened.
 */
export function choice<T extends string>(list: readonly T[], value: string | null | undefined): T {
  return isOneOf(list, value) ? value : ('' as T);
}
