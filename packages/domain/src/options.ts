/**
 * Open option lists: values the spec leaves unspecified, chosen for a GTA-style role-play server
 * with a Russian UI. Each list cites the spec line that leaves it open. Keep all such choices here.
 */
import { RANKS } from './ranks.ts';

/** Factions (02 §3 "The values of factions … are not shown"; 03 §9 "Lists of factions … not shown"). */
export const FACTIONS = [
  'FBI',
  'LSPD',
  'LSSD',
  'SANG',
  'EMS',
  'Правительство',
  'Weazel News',
  'Ballas',
  'Grove Street',
  'Vagos',
  'Marabunta Grande',
  'Bloods',
  'La Cosa Nostra',
  'Русская мафия',
  'Yakuza',
  'Армянская мафия',
] as const;
/** A faction. */
export type Faction = (typeof FACTIONS)[number];

/**
 * True when `value` is one of `list`: narrows a typed-in or stored string to an option list's
 * union (the contract states these lists as enums, openapi.yaml).
 */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** The faction whose lab-request division is chosen from {@link FBI_DIVISIONS} (03 §2). */
export const FBI_FACTION = 'FBI' satisfies Faction;

/** Military ranks "Sergeant up to Colonel" of 01 §3 (exact list not given). */
const MILITARY_RANKS = [
  'Сержант',
  'Старший сержант',
  'Прапорщик',
  'Лейтенант',
  'Старший лейтенант',
  'Капитан',
  'Майор',
  'Подполковник',
  'Полковник',
] as const;

const POLICE_RANKS = [
  'Кадет',
  'Офицер',
  'Старший офицер',
  'Сержант',
  'Лейтенант',
  'Капитан',
  'Командир',
  'Заместитель шефа',
  'Шеф',
] as const;

const SHERIFF_RANKS = [
  'Кадет',
  'Помощник шерифа',
  'Старший помощник шерифа',
  'Сержант',
  'Лейтенант',
  'Капитан',
  'Заместитель шерифа',
  'Шериф',
] as const;

const EMS_RANKS = [
  'Интерн',
  'Парамедик',
  'Фельдшер',
  'Врач',
  'Старший врач',
  'Заведующий отделением',
  'Заместитель главного врача',
  'Главный врач',
] as const;

const GOVERNMENT_RANKS = [
  'Стажёр',
  'Секретарь',
  'Адвокат',
  'Прокурор',
  'Судья',
  'Министр',
  'Вице-губернатор',
  'Губернатор',
] as const;

const NEWS_RANKS = [
  'Стажёр',
  'Репортёр',
  'Журналист',
  'Редактор',
  'Главный редактор',
  'Директор',
] as const;

const GANG_RANKS = ['Новичок', 'Участник', 'Боец', 'Старший', 'Правая рука', 'Лидер'] as const;

const MAFIA_RANKS = ['Шестёрка', 'Боец', 'Капо', 'Консильери', 'Заместитель', 'Дон'] as const;

/** Rank list per faction for the laboratory request (03 §2 "the lists per faction are not shown"). FBI uses {@link RANKS}. */
export const RANKS_BY_FACTION: Record<Faction, readonly string[]> = {
  FBI: RANKS,
  LSPD: POLICE_RANKS,
  LSSD: SHERIFF_RANKS,
  SANG: MILITARY_RANKS,
  EMS: EMS_RANKS,
  Правительство: GOVERNMENT_RANKS,
  'Weazel News': NEWS_RANKS,
  Ballas: GANG_RANKS,
  'Grove Street': GANG_RANKS,
  Vagos: GANG_RANKS,
  'Marabunta Grande': GANG_RANKS,
  Bloods: GANG_RANKS,
  'La Cosa Nostra': MAFIA_RANKS,
  'Русская мафия': MAFIA_RANKS,
  Yakuza: MAFIA_RANKS,
  'Армянская мафия': MAFIA_RANKS,
};

/** Ranks of a faction; an unknown faction gets an empty list. */
export function ranksOfFaction(faction: string | null | undefined): readonly string[] {
  return faction && Object.hasOwn(RANKS_BY_FACTION, faction)
    ? RANKS_BY_FACTION[faction as Faction]
    : [];
}

/** FBI divisions for the lab request (03 §2 "direction list"; 01 §3 "directions CID, DEA, Academy, Leadership"). */
export const FBI_DIVISIONS = ['CID', 'DEA', 'Национальная академия', 'Руководство'] as const;

/** Warrant operation types (02 §3 "operation types … are not shown"). */
export const OPERATION_TYPES = [
  'Обыск жилища',
  'Обыск транспортного средства',
  'Обыск территории организации',
  'Задержание',
  'Штурм',
  'Освобождение заложников',
  'Наружное наблюдение',
  'Прослушивание',
  'Контрольная закупка',
  'Арест имущества',
] as const;
/** A warrant operation type. */
export type OperationType = (typeof OPERATION_TYPES)[number];

/** Office access levels (02 §3 "office levels … are not shown"). */
export const OFFICE_LEVELS = [
  'Гостевой',
  'Служебный',
  'Оперативный',
  'Секретный',
  'Совершенно секретный',
] as const;

/** Genders (02 §3 "genders … are not shown"; 01 §3 option lists). */
export const GENDERS = ['Мужской', 'Женский'] as const;
/** A gender. */
export type Gender = (typeof GENDERS)[number];

/** Yes/No option list (01 §3). */
export const YES_NO = ['Да', 'Нет'] as const;

/** Protocol codes (02 §3 "The list of codes is not shown"), sent as the `type` query. */
export const PROTOCOL_CODES = ['ALPHA', 'BRAVO', 'CHARLIE', 'DELTA', 'OMEGA'] as const;
/** A protocol code. */
export type ProtocolCode = (typeof PROTOCOL_CODES)[number];
/** Russian names of protocol codes (our choice). */
export const PROTOCOL_LABELS: Record<ProtocolCode, string> = {
  ALPHA: 'Протокол «Альфа» — усиленная охрана офиса',
  BRAVO: 'Протокол «Браво» — угроза теракта',
  CHARLIE: 'Протокол «Чарли» — захват заложников',
  DELTA: 'Протокол «Дельта» — массовые беспорядки',
  OMEGA: 'Протокол «Омега» — чрезвычайное положение',
};

/** Expertise kinds, exactly 16 (03 §9 "expertise kinds (16 in total) … not shown"). */
export const EXPERTISE_KINDS = [
  'Баллистическая экспертиза',
  'Дактилоскопическая экспертиза',
  'Трасологическая экспертиза',
  'Молекулярно-генетическая экспертиза (ДНК)',
  'Химическая экспертиза',
  'Токсикологическая экспертиза',
  'Экспертиза наркотических средств',
  'Почерковедческая экспертиза',
  'Техническая экспертиза документов',
  'Компьютерно-техническая экспертиза',
  'Фоноскопическая экспертиза',
  'Портретная экспертиза',
  'Взрывотехническая экспертиза',
  'Пожарно-техническая экспертиза',
  'Автотехническая экспертиза',
  'Судебно-медицинская экспертиза',
] as const;
/** An expertise kind. */
export type ExpertiseKind = (typeof EXPERTISE_KINDS)[number];

/** MW main violation choices (01 §3 "mainViolation (chosen from a list)"; values not given). */
export const MW_MAIN_VIOLATIONS = [
  'Убийство',
  'Терроризм',
  'Похищение человека',
  'Захват заложников',
  'Незаконный оборот наркотиков',
  'Незаконный оборот оружия',
  'Вооружённое ограбление',
  'Организация преступного сообщества',
  'Нападение на государственного служащего',
  'Коррупция',
  'Мошенничество',
] as const;

/** Academy OPTION condition categories (03 §9 "option categories … not shown"). */
export const OPTION_CATEGORIES = ['Оценка', 'Уровень подготовки', 'Баллы', 'Да/Нет'] as const;
/** An option category. */
export type OptionCategory = (typeof OPTION_CATEGORIES)[number];
/** Values offered for an exam cell of each option category (ours; 'Баллы' is the 0/5–5/5 scale of 02 §9). */
export const OPTION_CATEGORY_VALUES: Record<OptionCategory, readonly string[]> = {
  Оценка: ['Отлично', 'Хорошо', 'Удовлетворительно', 'Неудовлетворительно'],
  'Уровень подготовки': ['Высокий', 'Средний', 'Низкий'],
  Баллы: ['0/5', '1/5', '2/5', '3/5', '4/5', '5/5'],
  'Да/Нет': YES_NO,
};

/** Values of an option category; an unknown category gets an empty list. */
export function optionCategoryValues(category: string | null | undefined): readonly string[] {
  return category && Object.hasOwn(OPTION_CATEGORY_VALUES, category)
    ? OPTION_CATEGORY_VALUES[category as OptionCategory]
    : [];
}

/** Blacklist periods in days, 1–7 (02 §3, §9). */
export const BLACKLIST_PERIODS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Marks 0–10 (01 §3, 02 §9). */
export const MARKS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** Weekdays of the DEA check schedule, Monday first (03 §2 /dea-check; names ours). */
export const WEEKDAYS = [
  'Понедельник',
  'Вторник',
  'Среда',
  'Четверг',
  'Пятница',
  'Суббота',
  'Воскресенье',
] as const;

/** The 25 preset profile images (02 §2.11, §9; paths ours): '/avatars/01.svg' … '/avatars/25.svg'. */
export const PROFILE_PRESET_PHOTOS: readonly string[] = Array.from(
  { length: 25 },
  (_, i) => `/avatars/${String(i + 1).padStart(2, '0')}.svg`,
);
