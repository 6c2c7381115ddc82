/** The controls whose label must read in full: a cut-off label can make two of them look alike. */
const CONTROLS = 'button, a, [role="radio"], [role="tab"], [role="option"], [role="menuitem"]';

/** True when the element's content is wider or taller than its box (an ellipsis or a clip). */
const overflows = (element: Element) =>
  element.scrollWidth > element.clientWidth + 0.5 || element.scrollHeight > element.clientHeight + 0.5;

/**
 * The labels of the controls under `root` that are cut off: the control itself or any element inside
 * it whose content does not fit. Only visible controls count.
 */
export function truncatedControlLabels(root: ParentNode): string[] {
  return (
    Array.from(root.querySelectorAll<HTMLElement>(CONTROLS))
      // Visible ones only: not hidden, nor clipped away for screen readers only (the skip link).
      .filter((control) => {
        const style = getComputedStyle(control);
        return control.getClientRects().length > 0 && style.clip === 'auto' && style.clipPath === 'none';
      })
      .filter((control) =>
        [control, ...Array.from(control.querySelectorAll<HTMLElement>('*'))].some((el) => el.clientWidth > 0 && overflows(el)),
      )
      .map((control) => control.textContent?.trim() ?? '')
  );
}
