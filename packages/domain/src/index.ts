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
export * from './format.ts';
export * from './pagination.ts';
export * from './statuses.ts';
export * from './options.ts';
export * from './roleGroups.ts';
export * from './permissions.ts';
export * from './machines/index.ts';
export * from './actions.ts';
export * from './investigations.ts';
export * from './navigation.ts';
export * from './team.ts';
export * from './orgChart.ts';
export * from './texts.ts';
export * from './texts/shell.ts';
export * from './texts/raports.ts';
export * from './texts/investigative.ts';
export * from './testEditor.ts';
export * from './texts/acts.ts';
export * from './texts/blacklist.ts';
export * from './texts/orders.ts';
export * from './texts/office.ts';
export * from './texts/academy.ts';
export * from './texts/tests.ts';
export * from './texts/inactivity.ts';
export * from './texts/nationalSecurity.ts';
export * from './texts/protocols.ts';
export * from './texts/profile.ts';
export * from './texts/achievements.ts';
export * from './texts/laboratory.ts';
export * from './texts/suspects.ts';
export * from './texts/dea.ts';
export * from './registries.ts';
export * from './texts/search.ts';
export * from './texts/stats.ts';
export * from './waiting.ts';
export * from './texts/waiting.ts';
