import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { VIEWPORTS } from './viewports.ts';

/** The page size of stories that choose no viewport (the runner's own default). */
const DEFAULT_SIZE = { width: 1280, height: 720 };

const isViewport = (value: unknown): value is keyof typeof VIEWPORTS =>
  typeof value === 'string' && value in VIEWPORTS;

/**
 * Sizes the runner's page to the viewport a story chooses (its `globals.viewport.value`), so a phone
 * story's play function and axe run at 390×844 rather than at the runner's default width.
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    // The prepared story carries the globals it sets as `storyGlobals`.
    const { storyGlobals } = story as { storyGlobals?: { viewport?: { value?: unknown } } };
    const chosen = storyGlobals?.viewport?.value;
    if (!isViewport(chosen)) {
      await page.setViewportSize(DEFAULT_SIZE);
      return;
    }
    const { width, height } = VIEWPORTS[chosen].styles;
    await page.setViewportSize({ width: parseInt(width, 10), height: parseInt(height, 10) });
  },
};

export default config;
