/** The scroll shade of a box that scrolls sideways (src/styles/scroll-shade.css), seen in pixels. */
import { expect, type Locator } from '@playwright/test';
import sharp from 'sharp';

/** Mean lightness (0–255) of an element's outermost pixel columns, from a screenshot. */
async function edgeLightness(element: Locator): Promise<{ left: number; right: number }> {
  const { data, info } = await sharp(await element.screenshot())
    .removeAlpha()
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const column = (x: number): number => {
    let sum = 0;
    for (let y = 0; y < info.height; y += 1) sum += data[(y * info.width + x) * info.channels] ?? 0;
    return sum / info.height;
  };
  return { left: column(0), right: column(info.width - 1) };
}

/**
 * `box` overflows, shades its right edge at the start and, scrolled to the end, its left edge
 * instead: the side it can still scroll to is the darker one.
 */
export async function expectShadeFollowsScroll(box: Locator): Promise<void> {
  await box.scrollIntoViewIfNeeded();
  expect(await box.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeGreaterThan(20);
  const start = await edgeLightness(box);
  await box.evaluate((e) => (e.scrollLeft = e.scrollWidth));
  // At the end the right side has nothing more: its shade goes, and the left one comes.
  await expect.poll(async () => (await edgeLightness(box)).right).toBeGreaterThan(start.right + 8);
  expect((await edgeLightness(box)).left).toBeLessThan(start.left - 8);
}
