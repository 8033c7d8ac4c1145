/**
 * Ends a story's play function without a focus ring in its picture (decision 1011): a shopper using
 * a mouse sees none, and the story is not about focus. A story that is about focus keeps the ring
 * and says so with `parameters: { focusPictured: true }`.
 */
export function blurFocus(): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement || active instanceof SVGElement) active.blur();
}
