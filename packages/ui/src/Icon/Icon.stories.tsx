import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmojiIcon } from './EmojiIcon';
import {
  CalendarIcon,
  CheckIcon,
  CloseIcon,
  DocumentIcon,
  MenuIcon,
  PauseIcon,
  PlayIcon,
  TrophyIcon,
  WarningIcon,
} from './icons';

const meta = {
  title: 'UI/Foundations/Icons',
  tags: ['autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const INTERFACE = [
  CloseIcon,
  CheckIcon,
  MenuIcon,
  CalendarIcon,
  TrophyIcon,
  WarningIcon,
  PlayIcon,
  PauseIcon,
  DocumentIcon,
];
/** The emoji of the mock's achievement catalogue and the design system's own. */
const EMOJI = [
  '👥',
  '🎖️',
  '🏅',
  '🏆',
  '📰',
  '📝',
  '🎯',
  '🕵️',
  '🪪',
  '⚖️',
  '📜',
  '🧪',
  '🚔',
  '💊',
  '🎓',
  '📚',
];
const EMOJI_PATTERN = /[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]/u;

/**
 * Every icon is an SVG drawn in the text colour, never an emoji character: no emoji font is
 * needed (Debian's Chromium has none, where 🏆 and 📅 were empty boxes).
 */
export const Gallery: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, fontSize: 32 }}>
      <div data-testid="interface" style={{ display: 'flex', gap: 16 }}>
        {INTERFACE.map((Icon) => (
          <Icon key={Icon.displayName} />
        ))}
      </div>
      <div data-testid="emoji" style={{ display: 'flex', gap: 16 }}>
        {EMOJI.map((emoji) => (
          <EmojiIcon key={emoji} emoji={emoji} />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const row of [canvas.getByTestId('interface'), canvas.getByTestId('emoji')]) {
      await expect(row.querySelectorAll('svg').length).toBe(row.children.length);
      await expect(EMOJI_PATTERN.test(row.textContent ?? '')).toBe(false);
    }
    const svg = canvas.getByTestId('interface').querySelector('svg');
    await expect(svg?.getBoundingClientRect().width).toBe(32);
  },
};

/** An emoji the design system has no drawing for stays the text the data gives. */
export const UnknownEmoji: Story = {
  render: () => <EmojiIcon emoji="🦊" label="Лиса" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Лиса' })).toHaveTextContent('🦊');
  },
};
