/**
 * The seeded random source of the store: faker with the Russian locale only (importing one locale
 * keeps the mock chunk small, toolchain notes), plus generators for values of the spec's formats.
 */
import { faker } from '@faker-js/faker/locale/ru';

export { faker };

let sentencePool: string[] = [];
let refNow = Date.now();

/**
 * Resets faker to a fixed seed and reference date so a store is seeded identically every time.
 * Sentences come from a pool made here: faker's lorem costs ~0.1 ms a sentence, which made a
 * seed of a thousand texts slow for tests.
 */
export function reseed(seed: number, now: number): void {
  faker.seed(seed);
  faker.setDefaultRefDate(new Date(now));
  refNow = now;
  sentencePool = Array.from({ length: 240 }, () => faker.lorem.sentence());
}

const TRANSLIT: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Latin letters of a Russian word, capitalised: 'Пётр' → 'Petr' (nicks are Latin, 01 §5). */
export function transliterate(word: string): string {
  const latin = [...word.toLowerCase()]
    .map((c) => TRANSLIT[c] ?? (/[a-z]/.test(c) ? c : ''))
    .join('');
  return latin.charAt(0).toUpperCase() + latin.slice(1);
}

/** A nick in the First_Last form of 01 §5 (Latin letters, each part capitalised). */
export function nick(): string {
  const sex = faker.person.sexType();
  return `${transliterate(faker.person.firstName(sex))}_${transliterate(faker.person.lastName(sex))}`;
}

/** A nick not yet in `taken`; adds it. */
export function uniqueNick(taken: Set<string>): string {
  for (;;) {
    const candidate = nick();
    if (candidate.length <= 50 && !taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
}

const EVIDENCE_HOSTS = ['https://imgur.com/a/', 'https://youtu.be/', 'https://disk.yandex.ru/i/'];

/** An http(s) evidence link (01 §5 links). */
export function link(): string {
  // Base 36 of a random integer: as random as alphanumeric() and ~30 times cheaper.
  return (
    faker.helpers.arrayElement(EVIDENCE_HOSTS) +
    faker.number.int({ min: 36 ** 7, max: 36 ** 9 }).toString(36)
  );
}

/** One to `max` evidence links. */
export function links(max = 3): string[] {
  return Array.from({ length: faker.number.int({ min: 1, max }) }, link);
}

/** A criminal-code article like '12.3 УК' (01 §5 article lists). */
export function article(code: 'УК' | 'АК' | 'ФП' = 'УК'): string {
  return `${faker.number.int({ min: 1, max: 30 })}.${faker.number.int({ min: 1, max: 9 })} ${code}`;
}

/** One to three distinct articles. */
export function articles(code: 'УК' | 'АК' | 'ФП' = 'УК'): string[] {
  return [
    ...new Set(Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => article(code))),
  ];
}

/** `sentences` sentences of Russian text. */
export function text(sentences = 2): string {
  return Array.from({ length: sentences }, () => faker.helpers.arrayElement(sentencePool)).join(
    ' ',
  );
}

/** An ISO date-time within the last `days` days before the reference date. */
export function pastDateTime(days: number): string {
  return new Date(refNow - faker.number.int({ min: 0, max: days * 86_400_000 })).toISOString();
}

/** A yyyy-mm-dd date. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
