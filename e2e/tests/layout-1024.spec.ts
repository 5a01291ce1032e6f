import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInAs } from '../support/sign-in.ts';

// Issue 30: at 1024×768 Beheer schema's split words mid-word ('Contra/ctberic/ht') and the
// header clipped the user's name at the top, below 'Contact'. The check reads the laid-out text,
// not pixels: every word of a text node must sit on one line (a Range over the word gives one box
// per line it spans; words are what lies between spaces, hyphens, slashes and underscores, where
// a browser may break), and no glyph box may reach outside an ancestor that clips (overflow not
// visible). A screenshot of each is attached to the report for a person to look at.

const viewport = { width: 1024, height: 768 };

interface TextProblem {
  text: string;
  problem: string;
}

/** The words broken over lines and the text cut by a clipping ancestor, inside `scope`. */
async function textProblems(scope: Locator): Promise<TextProblem[]> {
  return scope.evaluate((root) => {
    const problems: { text: string; problem: string }[] = [];
    const clips = (element: Element) => {
      const style = getComputedStyle(element);
      return style.overflowX !== 'visible' || style.overflowY !== 'visible';
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || text.trim() === '' || parent.closest('[aria-hidden="true"], svg')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || style.display === 'none' || parent.getClientRects().length === 0) continue;
      // Words on one line each.
      for (const match of text.matchAll(/[^\s\-/_\u200b]+/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) problems.push({ text: match[0], problem: `over ${lines.size} lines` });
      }
      // Glyphs inside every clipping ancestor.
      const whole = document.createRange();
      whole.selectNodeContents(node);
      const box = whole.getBoundingClientRect();
      for (let ancestor: HTMLElement | null = parent; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        if (!clips(ancestor)) continue;
        const clip = ancestor.getBoundingClientRect();
        // An ellipsis at the end is meant (the full text is in a tooltip); a cut at the top or bottom never is.
        const ellipsis = getComputedStyle(ancestor).textOverflow === 'ellipsis' || style.textOverflow === 'ellipsis';
        const cut = [
          box.top < clip.top - 0.5 ? 'top' : null,
          box.bottom > clip.bottom + 0.5 ? 'bottom' : null,
          box.left < clip.left - 0.5 ? 'left' : null,
          box.right > clip.right + 0.5 && !ellipsis ? 'right' : null,
        ].filter(Boolean);
        if (cut.length > 0) problems.push({ text: text.trim(), problem: `cut at the ${cut.join(', ')} by <${ancestor.tagName.toLowerCase()} class="${ancestor.className}">` });
      }
    }
    return problems;
  });
}

async function attachScreenshot(page: Page, name: string): Promise<void> {
  await test.info().attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

/** The vertical middle of a text's glyphs (not of its button or link box). */
const textMiddle = (element: Locator) =>
  element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if ((node.textContent ?? '').trim() === '') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      return box.top + box.height / 2;
    }
    throw new Error('no text');
  });

test.describe('1024×768: no clipped or broken text (issue 30)', () => {
  test.use({ viewport });

  for (const email of ['certificeerder@demo.nl']) {
    test(`Beheer schema's of ${email} keeps its words whole and the header shows the user's name whole, level with Contact`, async ({ page }) => {
      await signInAs(page, email);
      await page.goto('/organisationschemas');
      await expect(page.getByRole('heading', { name: "Beheer schema's", level: 1 })).toBeVisible();
      const table = page.getByRole('main').getByRole('table').first();
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expect(table.getByRole('cell', { name: 'Contractbericht' }).first()).toBeVisible();
      await attachScreenshot(page, `beheer-schemas-${email}-1024x768`);

      expect.soft(await textProblems(table), "words in Beheer schema's").toEqual([]);
      const banner = page.getByRole('banner');
      expect.soft(await textProblems(banner), 'text in the header').toEqual([]);
      const name = banner.getByRole('button', { name: /^Gebruikersmenu/ });
      const contact = banner.getByRole('link', { name: 'Contact' });
      expect.soft(Math.abs((await textMiddle(name)) - (await textMiddle(contact))), "the user's name level with 'Contact'").toBeLessThanOrEqual(2);
      await expectNoAxeViolations(page);
    });
  }

  for (const email of ['beheerder@demo.nl', 'valideerder@demo.nl']) {
    test(`the header of ${email} keeps its text whole`, async ({ page }) => {
      await signInAs(page, email);
      await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
      await attachScreenshot(page, `header-${email}-1024x768`);
      expect(await textProblems(page.getByRole('banner')), `header of ${email}`).toEqual([]);
    });
  }
});
