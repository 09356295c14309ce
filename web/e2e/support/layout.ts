import type { Page } from '@playwright/test';

/**
 * The parts of the page's cards (`.card`, each of its children) drawn outside their card, as
 * "text: left–right px in left–right px". Text that overflows a card is drawn under the next one, which no
 * overflow of the page shows. A part laid over the card on purpose (absolutely positioned, as the goal note
 * over the scoreboard's edge) and a part not drawn are left out.
 */
export function cardPartsOutside(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.card > *')].flatMap((part) => {
      const position = getComputedStyle(part).position;
      if (part.getClientRects().length === 0 || position === 'absolute' || position === 'fixed') return [];
      const box = part.getBoundingClientRect();
      const card = part.parentElement!.getBoundingClientRect();
      const inside =
        box.left >= card.left - 1 &&
        box.right <= card.right + 1 &&
        box.top >= card.top - 1 &&
        box.bottom <= card.bottom + 1;
      const text = (part.textContent ?? '').trim().slice(0, 60);
      const span = (b: DOMRect) => `${Math.round(b.left)}–${Math.round(b.right)} px`;
      return inside ? [] : [`${text}: ${span(box)} in ${span(card)}`];
    }),
  );
}
