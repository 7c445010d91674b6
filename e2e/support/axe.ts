import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** What axe finds serious or critical on the page as it is now, one line each (none: []). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A page without frames is checked in itself (legacy mode): the default opens a blank page to
  // gather the frames' results, which took more than half of each check.
  const axe = new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
