import { isHttpUrl, isIbArticle, isUkArticle, MESSAGES, validateLinks } from '@fbi/domain';

/** Validates one entry: a message when it is rejected, `null` when it is accepted. */
export type EntryValidator = (entry: string) => string | null;

/** An entry must be an http(s) link without spaces ('Одна или несколько ссылок имеют неверный формат'). */
export const linkEntryValidator: EntryValidator = (entry) =>
  isHttpUrl(entry) ? null : MESSAGES.linksInvalid;

/** An entry must be a criminal-code article 'N.N УК'. */
export const ukArticleEntryValidator: EntryValidator = (entry) =>
  isUkArticle(entry) ? null : MESSAGES.ukArticleFormat;

/** An entry must be an IB article 'N.N' plus УК, АК or ФП. */
export const ibArticleEntryValidator: EntryValidator = (entry) =>
  isIbArticle(entry) ? null : MESSAGES.ibArticleFormat;

/** The preset entry kinds of a ListInput. */
export const listEntryKinds = ['text', 'link', 'ukArticle', 'ibArticle'] as const;
/** A preset entry kind. */
export type ListEntryKind = (typeof listEntryKinds)[number];

/** The entry validator of each kind. */
export const entryValidators: Record<ListEntryKind, EntryValidator | undefined> = {
  text: undefined,
  link: linkEntryValidator,
  ukArticle: ukArticleEntryValidator,
  ibArticle: ibArticleEntryValidator,
};

/** Validates a whole list of links (at least one, each valid), as the spec's forms do on submit. */
export { validateLinks };
