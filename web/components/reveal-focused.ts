import type { FocusEvent } from 'react';

/**
 * For a row that scrolls sideways (the sport pills, the event's tabs): the control that takes the keyboard's
 * focus is brought whole into the row's view. Chromium scrolled a pill that was partly outside only until
 * an edge showed ("Polo Aquático" focused with 22 of its 133 px in view at 390 px).
 */
export function revealFocused(event: FocusEvent<HTMLElement>) {
  if (event.target instanceof HTMLElement && event.target !== event.currentTarget)
    event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
