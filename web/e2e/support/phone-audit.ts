import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA as axe tags it: levels A and AA of 2.0, 2.1 and 2.2. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Targets on a phone: 44×44 px, WCAG's enhanced size (2.5.5, AAA), what a thumb hits, for every control but
 * a link inside a sentence; above the AA minimum of 24 (2.5.8). Primary actions have always had it.
 */
export const MIN_TARGET_PX = 44;
export const PRIMARY_TARGET_PX = 44;
/** The smallest chart label the issue accepts on screen. */
export const MIN_CHART_TEXT_PX = 11;

export interface PhoneAudit {
  /** How far the page is wider than the window (0 when it fits). */
  overflowPx: number;
  /** Targets under 44×44 px (links inside running text exempt), as "what: W×H". */
  smallTargets: string[];
  /** Primary actions under 44×44 px: submit buttons, modal openers (aria-haspopup), the header's menu. */
  smallPrimary: string[];
  /** Chart labels drawn under 11 px once the drawing is scaled to the screen, as "text: size". */
  smallChartText: string[];
  /** axe's WCAG 2.2 AA violations, as "rule: first targets". */
  axe: string[];
}

/**
 * What a page at phone size must hold (issue 17): it fits the window, every target can be tapped and axe
 * finds nothing against WCAG 2.2 AA.
 */
export async function auditPhonePage(page: Page): Promise<PhoneAudit> {
  await page.mouse.move(0, 0);
  const measured = await page.evaluate(
    ({ min, primary, chartText }) => {
      const selector = [
        'a[href]',
        'button',
        'input:not([type=hidden])',
        'select',
        'textarea',
        'summary',
        '[role=tab]',
        '[role=button]',
        '[tabindex]:not([tabindex="-1"])',
      ].join(',');
      const visible = (element: Element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return style.visibility !== 'hidden' && box.width > 1 && box.height > 1;
      };
      /** WCAG 2.5.8's "inline" exception: a link inside a sentence, its block holding text of its own. */
      const inRunningText = (element: Element) => {
        if (element.tagName !== 'A') return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        if (!block || !['P', 'LI', 'DD', 'FIGCAPTION', 'SMALL'].includes(block.tagName)) return false;
        const own = (block.textContent ?? '').replace(element.textContent ?? '', '').trim();
        return own.length > 0;
      };
      const describe = (element: Element, box: DOMRect) => {
        const name =
          element.getAttribute('aria-label') ||
          (element as HTMLElement).innerText?.trim().slice(0, 30) ||
          element.getAttribute('name') ||
          element.id ||
          element.className;
        return `${element.tagName.toLowerCase()} "${name}": ${Math.round(box.width)}×${Math.round(box.height)}`;
      };
      const isPrimary = (element: Element) =>
        (element.tagName === 'BUTTON' && (element as HTMLButtonElement).type === 'submit') ||
        element.getAttribute('aria-haspopup') === 'dialog' ||
        element.closest('header') !== null;
      const smallTargets: string[] = [];
      const smallPrimary: string[] = [];
      for (const element of document.querySelectorAll(selector)) {
        if (!visible(element) || (element as HTMLInputElement).disabled) continue;
        // A control inside its label is tapped through the label: the label is the target.
        const label = element.closest('label');
        const box = (label ?? element).getBoundingClientRect();
        if (isPrimary(element) && (box.width < primary || box.height < primary))
          smallPrimary.push(describe(element, box));
        else if ((box.width < min || box.height < min) && !inRunningText(element))
          smallTargets.push(describe(element, box));
      }
      // An SVG's text is as large as its font size times the drawing's scale on screen.
      const smallChartText: string[] = [];
      for (const text of document.querySelectorAll<SVGTextElement>('svg text')) {
        if (!visible(text)) continue;
        const px = parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.d ?? 1);
        if (px < chartText) smallChartText.push(`"${text.textContent}": ${px.toFixed(1)} px`);
      }
      return {
        // Against the layout viewport: a phone zooms out to show a page wider than the screen, and the
        // window then grows with it (innerWidth), hiding the overflow it measures.
        overflowPx: Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
        smallTargets,
        smallPrimary,
        smallChartText,
      };
    },
    { min: MIN_TARGET_PX, primary: PRIMARY_TARGET_PX, chartText: MIN_CHART_TEXT_PX },
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const axe = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .slice(0, 4)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  return { ...measured, axe };
}
