/** The last element inside `root` that Tab can reach (enabled, in the tab order, rendered), if any. */
export const lastTabbable = (root: HTMLElement): HTMLElement | undefined =>
  [...root.querySelectorAll<HTMLElement>('*')]
    .filter((element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0)
    .pop()
