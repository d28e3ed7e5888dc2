import { formatDate, routeTitle, SEARCH_TEXT as T, REGISTRY_ROUTES } from '@fbi/domain';
import { Modal, TextField } from '@fbi/ui';
import { useState } from 'react';
import { Autocomplete, ListBox, ListBoxItem, Text } from 'react-aria-components';
import { usePersonSearch } from './usePersonSearch.ts';
import * as styles from './search.css.ts';

export interface PersonSearchDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Everything about one person" (issue 12): a nick field and, under it, every record of the
 * registries the caller may read about that nick, newest first, each with its registry, status
 * and date. Arrows move through the records from the field, Enter (or a click) opens the
 * registry's list filtered by the nick and closes the dialog. Too short, loading, nothing found
 * and a failed registry are each said in words.
 */
export function PersonSearchDialog({ isOpen, onOpenChange }: PersonSearchDialogProps) {
  const [text, setText] = useState('');
  const search = usePersonSearch(text);
  const failed = search.failed.map((r) => T.failed(routeTitle(REGISTRY_ROUTES[r]) ?? r));
  const status = !search.nick
    ? T.tooShort
    : search.isPending
      ? T.loading
      : search.hits.length === 0
        ? T.empty(search.nick)
        : T.found(search.hits.length);

  return (
    <Modal title={T.title} isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      {({ close }) => (
        <Autocomplete inputValue={text} onInputChange={setText}>
          {/* The dialog exists to type a nick and opens on purpose (button, Ctrl+K): its field takes the focus. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <TextField label={T.field} description={T.hint} type="search" autoFocus />
          <p role="status" className={styles.note}>
            {status}
          </p>
          {failed.map((message) => (
            <p key={message} role="alert" className={styles.note}>
              {message}
            </p>
          ))}
          <ListBox
            aria-label={T.results}
            items={search.hits}
            className={styles.results}
            onAction={close}
          >
            {(hit) => (
              <ListBoxItem
                id={hit.key}
                href={hit.href}
                textValue={`${hit.nick}, ${hit.registryTitle}, ${hit.status}`}
                className={styles.option}
              >
                <Text slot="label">
                  <strong>{hit.nick}</strong> · {hit.registryTitle}
                </Text>
                <Text slot="description" className={styles.meta}>
                  {hit.status} · {formatDate(hit.date)}
                </Text>
              </ListBoxItem>
            )}
          </ListBox>
        </Autocomplete>
      )}
    </Modal>
  );
}
