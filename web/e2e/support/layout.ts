import { expect, type Page } from '@playwright/test';

/**
 * Every element matching `selector` lies within the box of its closest `container` (to the pixel): text that
 * overflows its card is drawn under the next one, which no overflow of the page itself shows.
 */
export async function expectInsideContainers(page: Page, selector: string, container: string): Promise<void> {
  const outside = await page.evaluate(
    ({ selector, container }) =>
      [...document.querySelectorAll(selector)].flatMap((element) => {
        const box = element.getBoundingClientRect();
        const outer = element.closest(container)?.getBoundingClientRect();
        if (!outer) return [`${element.textContent} has no ${container}`];
        const inside =
          box.left >= outer.left - 1 &&
          box.right <= outer.right + 1 &&
          box.top >= outer.top - 1 &&
          box.bottom <= outer.bottom + 1;
        return inside
          ? []
          : [
              `${element.textContent}: ${Math.round(box.left)}–${Math.round(box.right)} px in ${Math.round(outer.left)}–${Math.round(outer.right)} px`,
            ];
      }),
    { selector, container },
  );
  expect(outside, `${selector} outside its ${container}`).toEqual([]);
}
