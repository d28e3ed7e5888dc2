/**
 * A mouse press the way a browser delivers it, for play functions (Storybook only).
 *
 * `userEvent.click` sends every event of a click to the element it was given, wherever that
 * element has moved meanwhile; a browser sends pointerup/mouseup to whatever is under the pointer
 * by then, and the click only when that is still the pressed element (otherwise to their common
 * ancestor, which activates nothing). So a layout shift between pointerdown and pointerup loses
 * the click here just as it does for a person.
 *
 * @param element the element to press, at its centre.
 * @returns the element the pointer was released over (null if none).
 */
export async function pressAtPoint(element: HTMLElement): Promise<Element | null> {
  const box = element.getBoundingClientRect();
  const point = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  const init = {
    ...point,
    bubbles: true,
    cancelable: true,
    composed: true,
    button: 0,
    view: window,
  };
  const pointer = { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true };
  element.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1 }));
  const focusAllowed = element.dispatchEvent(new MouseEvent('mousedown', { ...init, buttons: 1 }));
  // The browser's default action of mousedown: focus moves to the pressed button (blurring the field).
  if (focusAllowed && document.activeElement !== element) element.focus();
  // A person's press lasts longer than a render: let what the blur changed reach the layout.
  await nextFrame();
  await nextFrame();
  const released = document.elementFromPoint(point.clientX, point.clientY);
  const target = released ?? document.body;
  target.dispatchEvent(new PointerEvent('pointerup', pointer));
  target.dispatchEvent(new MouseEvent('mouseup', init));
  commonAncestor(element, target).dispatchEvent(new MouseEvent('click', { ...init, detail: 1 }));
  return released;
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** The nearest element holding both (the browser's click target for a press that moved). */
function commonAncestor(a: Element, b: Element): Element {
  let node: Element | null = a;
  while (node && !node.contains(b)) node = node.parentElement;
  return node ?? document.documentElement;
}
