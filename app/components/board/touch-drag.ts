// Touch screens: a card is picked up only after a long press, so a sideways swipe over the cards
// scrolls the columns instead of dragging one. SortableJS holds the drag for `delay` ms on touch
// input only (a mouse drags at once) and gives it up when the finger moves more than
// `touchStartThreshold` px first; the CSS (`.kcard { touch-action: pan-x pan-y }`) leaves the
// panning to the browser until then.
export const LONG_PRESS_MS = 400;

export const SORTABLE_TOUCH_OPTIONS = {
  delay: LONG_PRESS_MS,
  delayOnTouchOnly: true,
  touchStartThreshold: 8,
} as const;
