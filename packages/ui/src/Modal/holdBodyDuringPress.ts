/**
 * Keeps a modal's body at its current height from the moment a pointer goes down in the footer
 * until that press has ended, so the footer's buttons stay under the pointer.
 *
 * Why: pressing a footer button first moves focus out of the field being edited, and the blur
 * can change the body (a NumberField commits its value, the form drops the field's error line).
 * The footer then moved ~25 px between pointerdown and pointerup, the pointer was released over
 * something else and the browser sent no click: the first «Исполнить» after correcting a field
 * did nothing (issue: tripups). Holding the height keeps the footer where it was pressed; the
 * body scrolls if it grew meanwhile, and takes its natural height again once the click is out.
 *
 * @param body the modal's body element.
 * @returns a `pointerdown` handler for the footer.
 */
export function holdBodyDuringPress(body: () => HTMLElement | null) {
  return (event: { button: number }) => {
    const element = body();
    if (!element || event.button !== 0) return;
    const { height } = element.getBoundingClientRect();
    element.style.flex = `0 0 ${height}px`;
    const release = () => {
      document.removeEventListener('pointerup', end, true);
      document.removeEventListener('pointercancel', end, true);
      element.style.flex = '';
    };
    // The click follows pointerup in the same task: release after it has been dispatched.
    const end = () => setTimeout(release, 0);
    document.addEventListener('pointerup', end, true);
    document.addEventListener('pointercancel', end, true);
  };
}
