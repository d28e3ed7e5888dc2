import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { ROLES } from '@fbi/domain';
import { prefetchTooltip, toast } from '@fbi/ui';
import { createHandlers } from '@fbi/mocks/handlers';
import { createStore } from '@fbi/mocks/store';
import { clearStaleAnnouncements } from '../apps/portal/src/shared/testing/storyPlay.ts';
import { ASYNC_UTIL_TIMEOUT_MS } from '../apps/portal/src/shared/testing/waits.ts';
import { StoryProviders } from './StoryProviders.tsx';
import { loginForStory, type StorySession } from './storySession.ts';
import { VIEWPORTS } from './viewports.ts';

declare module '@storybook/react-vite' {
  interface Parameters {
    /** The session a story runs as: a demo account's role (its username), or 'user' for none. */
    session?: StorySession;
    /** The path the story's memory router starts at. */
    route?: string;
  }
}

configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

/**
 * One seeded store per preview load; every story starts from a copy of its pristine data, so a
 * story's writes never leak into the next one and seeding runs once, not per story.
 */
const storyStore = createStore();
const pristineData = structuredClone(storyStore.data);
const storyHandlers = createHandlers(storyStore);

const withProviders: Decorator = (Story, context) => (
  <StoryProviders route={context.parameters.route ?? '/'} key={context.id}>
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    a11y: {
      test: 'error',
      // react-aria's live announcer keeps a pending button's announcement (role="img" labelled by
      // the button) for 7 s after the button is gone, which axe reports as role-img-alt in any
      // story that ends right after a pending submit closed its dialog.
      context: { exclude: ['[role="log"][aria-live] > [role="img"]'] },
    },
    controls: { expanded: true },
    backgrounds: { disable: true },
    viewport: { options: VIEWPORTS },
    // Stories render in their own iframes on docs pages, so open modals don't stack on one page.
    docs: { story: { inline: false, iframeHeight: 480 } },
  },
  globalTypes: {
    role: {
      description: 'View the story as this role (a demo account)',
      toolbar: {
        title: 'Роль',
        icon: 'user',
        items: [
          { value: '', title: 'Как задано в истории' },
          { value: 'user', title: 'user (без входа)' },
          ...ROLES.map((role) => ({ value: role, title: role })),
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { role: '' },
  loaders: [
    // The worker starts once with no handlers; each story gets a fresh seeded store below.
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
      return worker;
    }),
    // As the portal fetches it once a page settles or a record dialog's kit loads: a button
    // disabled with a reason has its tooltip from its first render (Button.tsx).
    async () => {
      await prefetchTooltip();
      return {};
    },
  ],
  async beforeEach({ msw, parameters, globals }) {
    localStorage.clear();
    // Form drafts (useFormDraft) would carry one story's typing into the next.
    sessionStorage.clear();
    clearStaleAnnouncements();
    // A toast left by the previous story would satisfy (or cover) this one's checks.
    toast.dismissAll();
    storyStore.data = structuredClone(pristineData);
    msw.use(...storyHandlers);
    const role = (globals.role as string) || parameters.session?.role || 'user';
    await loginForStory({ ...parameters.session, role });
  },
  decorators: [withProviders],
};

export default preview;
