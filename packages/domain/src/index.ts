/**
 * @fbi/domain — pure rules shared by the portal and the mock server.
 * Spec: /work/shared/spec/01, 02, 03.
 */
export * from './roles.ts';
export * from './ranks.ts';
export * from './positions.ts';
export * from './constants.ts';
export * from './punishmentTypes.ts';
export * from './academy.ts';
export * from './validation/index.ts';
