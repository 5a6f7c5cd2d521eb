import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { budgetKind, jsBudgetOf } from '../../scripts/bench/budgets';
import { pageOfEachKind } from './utils';

// DESIGN.md's JS budgets, on a phone's first visit (the mobile project only: a phone's user agent
// and touch, so the smart banner's check loads too), counted as `npm run bench:weight` counts them:
// every script the page loads until the network is quiet, gzip -9. The editorial pages' 15 KiB
// went over by 339 bytes unnoticed for a day when only the benchmark printed it.

test.describe('first-visit JS within the budgets', () => {
  for (const path of pageOfEachKind()) {
    test(`${path} (${budgetKind(path)})`, async ({ page }) => {
      const scripts: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
      expect(bytes, 'at least the shell chunk').toBeGreaterThan(5_000);
      expect(bytes, `${(bytes / 1024).toFixed(1)} KiB`).toBeLessThanOrEqual(
        jsBudgetOf(path) * 1024,
      );
    });
  }
});
