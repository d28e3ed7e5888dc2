/** Every scenario of the walk, in the order they run. */
import type { Scenario } from '../context.ts';
import { actFlow } from './acts.ts';
import { demoFlow } from './demo.ts';
import { laboratoryFlow } from './laboratory.ts';
import { mostWantedFlow } from './mostWanted.ts';
import { routeScenarios } from './routes.ts';
import { sessionFlow } from './session.ts';

export const scenarios: Scenario[] = [
  ...routeScenarios,
  mostWantedFlow,
  laboratoryFlow,
  sessionFlow,
  actFlow,
  demoFlow,
];
