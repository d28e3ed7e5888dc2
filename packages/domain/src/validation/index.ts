/**
 * Form validators (§5 of 01, 02, 03): each returns the first failing rule as `{ field, message }`
 * (a {@link ValidationIssue}) or null; single-value building blocks return the message.
 */
export * from './messages.ts';
export * from './errorCatalogue.ts';
export * from './serverMessages.ts';
export * from './common.ts';
export * from './nick.ts';
export * from './login.ts';
export * from './agent.ts';
export * from './investigations.ts';
export * from './mostWanted.ts';
export * from './intelligence.ts';
export * from './news.ts';
export * from './acts.ts';
export * from './punishments.ts';
export * from './blacklist.ts';
export * from './orders.ts';
export * from './office.ts';
export * from './inactivity.ts';
export * from './nationalSecurity.ts';
export * from './protocol.ts';
export * from './profile.ts';
export * from './laboratory.ts';
export * from './suspects.ts';
export * from './dea.ts';
export * from './academy.ts';
export * from './tests.ts';
