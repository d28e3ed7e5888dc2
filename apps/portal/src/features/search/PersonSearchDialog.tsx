import {
  formatDate,
  PERSON_TEXT,
  personHref,
  REGISTRY_ROUTES,
  routeTitle,
  SEARCH_TEXT as T,
} from '@fbi/domain';
import { Modal, TextField } from '@fbi/ui';
import { useState } from 'react';
import { Autocomplete, ListBox, ListBoxItem, Text } from 'react-aria-components';
import type { PersonEntry } from '../../shared/person/entries.ts';
import { usePersonSearch } from './usePersonSearch.ts';
import * as styles from './search.css.ts';

export interface PersonSearchDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** An option of the results: a person's page, or one record. */
type Option =
  | { id: string; kind: 'person'; nick: string; href: string }
  | { id: string; kind: 'record'; hit: PersonEntry };

/**
 * "Everything about one person" (issue 12): a nick field and, under it, the page of each person
 * found (issue 25: the typed nick's first), then every record of the registries the caller may
 * read about that nick, newest first, each with its registry, status and date. Arrows move
 * through the options from the field, Enter (or a click) opens the person's page or the record
 * itself and closes the dialog. Too short, loading, nothing found and a failed registry are each
 * said in words.
 */
export function PersonSearchDialog({ isOpen, onOpenChange }: PersonSearchDialogProps) {
  const [text, setText] = useState('');
  const search = usePersonSearch(text);
  const options: Option[] = [
    ...search.people.map((nick): Option => ({
      id: `person:${nick}`,
      kind: 'person',
      nick,
      href: personHref(nick),
    })),
    ...search.hits.map((hit): Option => ({ id: hit.key, kind: 'record', hit })),
  ];
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
            items={options}
            className={styles.results}
            onAction={close}
          >
            {(option) =>
              option.kind === 'person' ? (
                <ListBoxItem
                  id={option.id}
                  href={option.href}
                  textValue={PERSON_TEXT.searchOption(option.nick)}
                  className={styles.option}
                >
                  <Text slot="label">
                    <strong>{PERSON_TEXT.searchOption(option.nick)}</strong>
                  </Text>
                </ListBoxItem>
              ) : (
                <ListBoxItem
                  id={option.id}
                  href={option.hit.href}
                  textValue={`${option.hit.nick}, ${option.hit.registryTitle}, ${option.hit.status}`}
                  className={styles.option}
                >
                  <Text slot="label">
                    <strong>{option.hit.nick}</strong> · {option.hit.registryTitle}
                  </Text>
                  <Text slot="description" className={styles.meta}>
                    {option.hit.status} · {formatDate(option.hit.date)}
                  </Text>
                </ListBoxItem>
              )
            }
          </ListBox>
        </Autocomplete>
      )}
    </Modal>
  );
}
