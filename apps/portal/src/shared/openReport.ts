import { showError } from './errors.ts';

/**
 * Opens an HTML report in a new tab (01 §7, 03 §7 "HTML written into a new tab"). The tab is
 * opened synchronously on the click, so popup blockers allow it, then filled with the HTML that
 * `load` fetches (through the client, so the in-browser mock serves it too). A tab that cannot be
 * opened is only logged ('Не удалось открыть новую вкладку'); a failed load shows the error toast.
 */
export async function openReport(load: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  if (!tab) {
    console.error('Не удалось открыть новую вкладку');
    return;
  }
  tab.opener = null;
  try {
    const html = await load();
    tab.document.open();
    tab.document.write(html);
    tab.document.close();
  } catch (error) {
    tab.close();
    showError(error);
  }
}
