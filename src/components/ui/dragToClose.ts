/** Spec section 9: a generic dialog dragged down beyond this many pixels closes ("drag-close beyond 300 px"). */
export const DRAG_CLOSE_PX = 300

/** How far a dialog follows a touch drag from `startY` to `y`: downwards only. */
export const dragOffset = (startY: number, y: number): number => Math.max(0, y - startY)

/** Whether a touch drag of `offset` px (from `dragOffset`) ends in closing the dialog; otherwise it snaps back. */
export const closesOnRelease = (offset: number): boolean => offset > DRAG_CLOSE_PX

/** The panel's transform while dragged `offset` px down (none at rest). */
export const dragTransform = (offset: number): string => (offset > 0 ? `translateY(${offset}px)` : '')

/**
 * The panel's touch-action at `scrollTop`: at the top its class's, so a finger moving down drags the panel (as
 * pull-to-refresh does); scrolled, the browser's own.
 */
export const touchActionAt = (scrollTop: number): string => (scrollTop > 0 ? 'auto' : '')
