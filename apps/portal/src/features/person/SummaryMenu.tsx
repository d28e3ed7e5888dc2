import {
  PERSON_TEXT as T,
  REGISTRY_ROUTES,
  routeTitle,
  summaryBbcode,
  summaryMarkdown,
  type BannerItem,
  type PersonRegistry,
} from '@fbi/domain';
import { Menu } from '@fbi/ui';
import { useHref } from 'react-router-dom';
import { copyWithToast } from '../../shared/clipboard.ts';
import type { PersonEntry } from '../../shared/person/entries.ts';

const FORMATS = { bbcode: summaryBbcode, markdown: summaryMarkdown } as const;

export interface SummaryMenuProps {
  nick: string;
  /** The banner's lines with their links (empty while it loads). */
  lines: readonly { item: BannerItem; href: string }[];
  entries: readonly PersonEntry[];
  failed: readonly PersonRegistry[];
  /** Disabled (with the reason) while the registries answer. */
  isPending: boolean;
  now: Date;
}

/**
 * «Скопировать сводку» (issue 25): a menu of the two formats, BBCode for a forum post and
 * Markdown for a chat; the chosen one goes to the clipboard with absolute links, and a toast
 * says so (or, where the browser refuses the clipboard, that it could not, with the text to copy
 * by hand).
 */
export function SummaryMenu({ nick, lines, entries, failed, isPending, now }: SummaryMenuProps) {
  const base = useHref('/').replace(/\/$/, '');
  const absolute = (href: string) => new URL(base + href, window.location.origin).href;
  const copy = async (format: keyof typeof FORMATS) => {
    const text = FORMATS[format]({
      nick,
      banner: lines.map(({ item, href }) => ({ item, href: absolute(href) })),
      records: entries.map((e) => ({
        kind: e.registryTitle,
        status: e.status,
        date: e.date,
        author: e.author,
        label: T.openRecord(e.id),
        href: absolute(e.href),
      })),
      failed: failed.map((r) => routeTitle(REGISTRY_ROUTES[r]) ?? r),
      now,
    });
    await copyWithToast(text, T.copied, T.copyFailed);
  };
  return (
    <Menu
      label={T.copySummary}
      isDisabled={isPending}
      disabledReason={isPending ? T.timelineLoading : undefined}
      items={[
        { id: 'bbcode', label: T.bbcode },
        { id: 'markdown', label: T.markdown },
      ]}
      onAction={(id) => void copy(id === 'markdown' ? 'markdown' : 'bbcode')}
    />
  );
}
