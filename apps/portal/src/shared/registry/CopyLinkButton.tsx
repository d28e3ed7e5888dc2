import { REGISTRY_TEXT } from '@fbi/domain';
import { IconButton, LinkIcon, Tooltip } from '@fbi/ui';
import { useHref } from 'react-router-dom';
import { copyWithToast } from '../clipboard.ts';

export interface CopyLinkButtonProps {
  /** The record's list route. */
  path: string;
  /** The record's id. */
  id: number;
}

/** A record's absolute link: its list route with `?open=<id>` (issue 24). */
export function useRecordHref(path: string, id: number): string {
  const href = useHref({ pathname: path, search: `?open=${id}` });
  return new URL(href, window.location.origin).href;
}

/**
 * «Скопировать ссылку» in a record dialog's header: puts the record's link in the clipboard and
 * says so in a toast; where the browser refuses the clipboard, the toast shows the link to copy by
 * hand.
 */
export function CopyLinkButton({ path, id }: CopyLinkButtonProps) {
  const href = useRecordHref(path, id);
  return (
    <Tooltip content={REGISTRY_TEXT.copyLink}>
      <IconButton
        aria-label={REGISTRY_TEXT.copyLink}
        size="sm"
        onPress={() =>
          void copyWithToast(href, REGISTRY_TEXT.linkCopied, REGISTRY_TEXT.linkCopyFailed)
        }
      >
        <LinkIcon />
      </IconButton>
    </Tooltip>
  );
}
