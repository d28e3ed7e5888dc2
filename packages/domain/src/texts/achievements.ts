/** Texts of /achievements (02 §2.12); ours. */
export const ACHIEVEMENTS_TEXT = {
  /** 02 §7: a failed load shows no toast, this empty state instead. */
  unavailable: 'Достижения пока недоступны',
  empty: 'Достижений пока нет',
  progress: (achieved: number, total: number) => `Получено ${achieved} из ${total}`,
} as const;
