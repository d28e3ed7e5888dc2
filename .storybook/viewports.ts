/**
 * The two screens the portal is checked at (issue 8). A story picks one with
 * `globals: { viewport: { value: 'phone' } }`; the story run sizes its page to it
 * (scripts/run-stories.mjs), so play functions and axe run at that width.
 */
export const VIEWPORTS = {
  phone: { name: 'Телефон 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: {
    name: 'Десктоп 1440×900',
    styles: { width: '1440px', height: '900px' },
    type: 'desktop',
  },
} as const;
