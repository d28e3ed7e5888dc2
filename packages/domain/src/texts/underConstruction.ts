/**
 * UI strings of the placeholder page and modal of a route or sidebar form not built yet (README
 * "Not built yet"; 01 §2 lists the screens): all ours.
 */
export const UNDER_CONSTRUCTION_TEXT = {
  /** A route with no title in the navigation. */
  pageFallback: 'Раздел',
  title: 'Раздел в разработке',
  pageText: 'Этот экран появится в одном из следующих выпусков портала.',
  /** A modal opened without a title. */
  modalFallback: 'Форма',
  modalText: 'Раздел в разработке: эта форма появится в одном из следующих выпусков портала.',
  close: 'Закрыть',
} as const;
