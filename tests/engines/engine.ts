/**
 * One browser session of the cross-engine suite, the same few verbs over two protocols: classic
 * WebDriver for WebKit (selenium-webdriver talking to Debian's WebKitWebDriver, which drives
 * MiniBrowser) and WebDriver BiDi for Firefox (puppeteer-core). Scripts run in the page as
 * function bodies with `arguments`, the way classic WebDriver runs them.
 */
import { Builder, By, error as seleniumError, Origin, type WebDriver } from 'selenium-webdriver';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** A browser session, as the flows use it. */
export interface Engine {
  /** «WebKit 2.50.6», «Firefox 153.8.0». */
  readonly version: string;
  goto: (url: string) => Promise<void>;
  url: () => Promise<string>;
  /** Runs an async function body in the page and returns its (JSON) result. */
  run: <T>(body: string, ...args: unknown[]) => Promise<T>;
  /** A real click on the first element matching `selector`. */
  click: (selector: string) => Promise<void>;
  /** Types into the first element matching `selector`. */
  type: (selector: string, text: string) => Promise<void>;
  back: () => Promise<void>;
  reload: () => Promise<void>;
  /** The viewport: a phone's width, or a desktop's. */
  resize: (width: number, height: number) => Promise<void>;
  close: () => Promise<void>;
}

/** A function body as an async function that reports its throw as a value. */
const wrapped = (body: string): string =>
  `return (async function () { ${body} }).apply(null, arguments).then(
    (value) => ({ value }), (error) => ({ error: String(error && (error.stack || error)) }));`;

/** What the wrapped body answered, or its error thrown here. */
function unwrap<T>(answer: { value?: T; error?: string }): T {
  if (answer.error !== undefined) throw new Error(`in the page: ${answer.error}`);
  return answer.value as T;
}

/** WebKit: MiniBrowser under WebKitWebDriver (started by the caller at `driverUrl`). */
export async function webkit(driverUrl: string, miniBrowser: string): Promise<Engine> {
  const driver: WebDriver = await new Builder()
    .usingServer(driverUrl)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
    })
    .build();
  await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
  const caps = await driver.getCapabilities();
  return {
    version: `WebKit ${String(caps.get('browserVersion'))}`,
    goto: (url) => driver.get(url),
    url: () => driver.getCurrentUrl(),
    run: async <T>(body: string, ...args: unknown[]) =>
      unwrap<T>(await driver.executeScript(wrapped(body), ...args)),
    // WebKitWebDriver refuses an element outside the viewport or under the sticky header as not
    // interactable: brought to the middle of the screen first, as a visitor scrolls to it.
    // Where it still refuses a link the page's hit test finds at the element's centre (the menu's
    // card links and chips, at MiniBrowser's narrowest window), the pointer presses there.
    click: async (selector) => {
      const element = await driver.findElement(By.css(selector));
      await driver.executeScript("arguments[0].scrollIntoView({ block: 'center' });", element);
      try {
        await element.click();
      } catch (error) {
        if (!(error instanceof seleniumError.ElementNotInteractableError)) throw error;
        const [x, y] = await driver.executeScript<[number, number]>(
          'const r = arguments[0].getBoundingClientRect(); return [Math.round(r.x + r.width / 2), Math.round(r.y + Math.min(r.height / 2, 20))];',
          element,
        );
        await driver.actions().move({ x, y, origin: Origin.VIEWPORT }).press().release().perform();
      }
    },
    type: async (selector, text) => driver.findElement(By.css(selector)).sendKeys(text),
    back: () => driver.navigate().back(),
    reload: () => driver.navigate().refresh(),
    resize: async (width, height) => {
      await driver.manage().window().setRect({ width, height });
    },
    close: () => driver.quit(),
  };
}

/** Firefox over WebDriver BiDi, in a real window (headless Firefox has no WebGL). */
export async function firefox(executablePath: string, display: string): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: false,
    env: { ...process.env, DISPLAY: display },
    extraPrefsFirefox: { 'browser.shell.checkDefaultBrowser': false },
  });
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  page.setDefaultTimeout(30_000);
  const version = (await browser.version()).replace(/^firefox\//i, 'Firefox ');
  return {
    version,
    // Firefox answers a navigation that the previous page's late work (its own history change,
    // a prefetch) cut short with NS_BINDING_ABORTED, where WebKit waits: said, and tried again.
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' }).catch(async (error: unknown) => {
        if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
        console.warn(`firefox: the navigation to ${url} was aborted; once more`);
        await page.goto(url, { waitUntil: 'load' });
      });
    },
    url: () => Promise.resolve(page.url()),
    // A string expression: BiDi evaluates it as the browser, outside the page's CSP.
    run: async <T>(body: string, ...args: unknown[]) =>
      unwrap<T>(
        await page.evaluate<[], () => { value?: T; error?: string }>(
          `(function () { ${wrapped(body)} }).apply(null, ${JSON.stringify(args)})`,
        ),
      ),
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    back: async () => {
      await page.goBack();
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' }).catch(async (error: unknown) => {
        if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
        console.warn('firefox: the reload was aborted; once more');
        await page.reload({ waitUntil: 'load' });
      });
    },
    resize: (width, height) => page.setViewport({ width, height }),
    close: () => browser.close(),
  };
}
