/**
 * An editor writes a news item in Decap CMS (/admin of the production build) and it lands in the
 * repository as Markdown our content schema accepts. Decap works through decap-server (its local
 * backend, git mode, editorial workflow) on a temporary git repository holding the news folder;
 * production's /admin and its CSP are unchanged: the test browser bypasses the CSP and is served a
 * copy of config.yml whose local backend points at this test's decap-server.
 */
import { expect, test, type Page } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error -- no type declarations for js-yaml in node_modules
import yaml from 'js-yaml';
import { newsSchema } from '../../src/content/editorial-schemas.ts';
import { restaurantStoredSchema } from '../../src/lib/admin/catalog-collections.ts';
import { productSchema } from '../../src/lib/catalog/schema.ts';
import {
  PHOTO,
  PRODUCT,
  RESTAURANT,
  closure,
  editedProduct,
  editedRestaurant,
  photographedProduct,
  productFile,
  restaurantFile,
  specialDay,
} from '../build/editor-catalog-fixture.ts';

const NEWS = {
  title: 'Открыли ресторан у вокзала в Твери',
  // The address the editor sees filled in from the title: Latin, as every other item's.
  slug: 'otkryli-restoran-u-vokzala-v-tveri',
  description:
    'Новый ресторан на Привокзальной площади работает с 7:00 до 23:00, в нём есть окно выдачи для автомобилистов.',
  date: '2026-06-01T10:00',
  tags: ['рестораны', 'компания'],
  // The editor's own photo instead of a built-in illustration (any JPEG of ours will do).
  photo: 'fasad-u-vokzala.jpg',
  coverAlt: 'Фасад ресторана рядом с вокзалом в Твери',
  body: 'Ресторан на 120 мест открылся у железнодорожного вокзала Твери.',
};

/** js-yaml's `load` (safe by default), typed. */
const loadYaml = (yaml as { load: (text: string) => unknown }).load;

let repo = '';
let server: ChildProcess | undefined;
let proxyURL = '';

/** A free TCP port on loopback. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

/** Runs git in the temporary repository and returns its output. */
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });

test.beforeAll(async () => {
  repo = mkdtempSync(path.join(tmpdir(), 'vkusno-editor-'));
  cpSync('src/content/news', path.join(repo, 'src/content/news'), { recursive: true });
  // Of the catalog, only the two files the editor opens: Decap needs no more to edit them.
  for (const file of [productFile('.'), restaurantFile('.')]) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    cpSync(file, path.join(repo, file));
  }
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.name', 'Редактор (тест)');
  git('config', 'user.email', 'editor@example.test');
  git('config', 'commit.gpgsign', 'false');
  // decap-server reads the paths `git diff` prints; quoted (octal-escaped) Cyrillic names break it.
  git('config', 'core.quotePath', 'false');
  git('add', '.');
  git('commit', '--quiet', '-m', 'Новости сайта');

  const port = await freePort();
  proxyURL = `http://127.0.0.1:${port}/api/v1`;
  server = spawn(process.execPath, [path.resolve('node_modules/decap-server/dist/index.js')], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      MODE: 'git',
      GIT_REPO_DIRECTORY: repo,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = server;
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`decap-server did not start:\n${output}`)),
      20_000,
    );
    const listen = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    started.stdout?.on('data', listen);
    started.stderr?.on('data', listen);
    started.once('exit', (code) => reject(new Error(`decap-server exited (${code}):\n${output}`)));
  });
});

test.afterAll(() => {
  server?.kill();
  if (repo) rmSync(repo, { recursive: true, force: true });
});

// Decap calls decap-server on another port, which the production CSP (rightly) forbids.
test.use({ bypassCSP: true });
// One worker for both tests: they share the temporary repository and its decap-server.
test.describe.configure({ mode: 'serial' });

/** The control of the field labelled `label` (exact: «Описание» is not «Описание обложки»). */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Types `value` into a text, textarea or datetime field. */
async function fillField(page: Page, label: string, value: string) {
  await field(page, label).fill(value);
}

/**
 * Uploads `name` as the field's picture: the field's button opens Decap's media library, whose
 * «Загрузить новый» takes the file, which comes back marked, and the editor chooses it.
 */
async function uploadPicture(page: Page, buttonName: string, name: string) {
  await page.getByRole('button', { name: buttonName }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Загрузить новый').click();
  await (
    await chooser
  ).setFiles({
    name,
    mimeType: 'image/jpeg',
    buffer: readFileSync('src/content/news/images/kazan-kremlevskaya-facade.jpg'),
  });
  // Decap marks a file it has just uploaded by itself (a click would unmark it).
  await expect(page.getByText(name, { exact: true })).toBeVisible({ timeout: 20_000 });
  const choose = page.getByRole('button', { name: 'Выбрать помеченные' });
  await expect(choose).toBeEnabled();
  await choose.click();
}

/** Picks `options` in a (multi-)select field: Decap's react-select opens on a click. */
async function selectOptions(page: Page, label: string, options: readonly string[]) {
  for (const option of options) {
    await field(page, label).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
}

/**
 * Types into the one Markdown field (body), a Slate editor that has no label of its own: Decap
 * names its container by the widget («markdown field»; the ru locale has no translation).
 */
async function typeMarkdown(page: Page, text: string) {
  const editor = page.getByLabel('markdown field').getByRole('textbox');
  await editor.click();
  await page.keyboard.type(text);
  await expect(editor).toContainText(text);
}

/** Serves /admin/config.yml with its local backend at this test's decap-server, and logs in. */
async function openEditor(page: Page) {
  await page.route('**/admin/config.yml', async (route) => {
    const response = await route.fetch();
    const config = (await response.text()).replace(
      /^local_backend: true$/m,
      `local_backend:\n  url: ${proxyURL}`,
    );
    expect(config).toContain(proxyURL);
    await route.fulfill({ response, body: config });
  });
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** Saves the open entry, approves it and publishes it: its branch is merged into main. */
async function saveApprovePublish(page: Page) {
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Запись сохранена')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: /татус: Черновик/ }).click();
  await page.getByRole('menuitem', { name: 'Одобрен' }).click();
  await expect(page.getByRole('button', { name: /татус: Одобрен/ })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Опубликовать сейчас' }).click();
  await expect(page.getByText('Запись опубликована')).toBeVisible({ timeout: 20_000 });
}

test('an editor writes a news item, saves a draft and publishes it as valid Markdown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openEditor(page);
  await page.getByRole('link', { name: 'Новости', exact: true }).click();
  await page.getByRole('link', { name: 'Создать запись типа Новости' }).click();

  await fillField(page, 'Заголовок', NEWS.title);
  // The address follows the title in Latin while the item is new.
  await expect(field(page, 'Адрес страницы (необязательный)')).toHaveValue(NEWS.slug);
  await fillField(page, 'Описание', NEWS.description);
  await fillField(page, 'Дата публикации', NEWS.date);
  await selectOptions(page, 'Теги', NEWS.tags);
  await uploadPicture(page, 'Выберите изображение', NEWS.photo);
  await fillField(page, 'Описание обложки', NEWS.coverAlt);
  await typeMarkdown(page, NEWS.body);

  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Запись сохранена')).toBeVisible({ timeout: 20_000 });
  // Saved once, the address is fixed: a later title change cannot move the page.
  const address = field(page, 'Адрес страницы (необязательный)');
  await expect(address).toHaveValue(NEWS.slug);
  await expect(address).toHaveAttribute('readonly', '');
  await expect(page.getByText(/Адрес закреплён при первом сохранении/)).toBeVisible();

  // Saved in the editorial workflow: a draft on its own branch, main untouched.
  const branch = git('branch', '--list', 'cms/news/*', '--format=%(refname:short)').trim();
  expect(branch).toBe(`cms/news/${NEWS.slug}`);
  const file = `src/content/news/${NEWS.slug}.md`;
  // The picture is saved beside the news, where the build's image pipeline finds it.
  const picture = `src/content/news/images/${NEWS.photo}`;
  expectValidNews(git('show', `${branch}:${file}`));
  expect(git('cat-file', '-s', `${branch}:${picture}`).trim()).toBe(
    String(readFileSync('src/content/news/images/kazan-kremlevskaya-facade.jpg').length),
  );
  expect(git('ls-tree', '--name-only', 'main', file).trim()).toBe('');

  // The editor approves it and publishes: the branch is merged into main.
  await page.getByRole('button', { name: /татус: Черновик/ }).click();
  await page.getByRole('menuitem', { name: 'Одобрен' }).click();
  await expect(page.getByRole('button', { name: /татус: Одобрен/ })).toBeVisible();
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Вы уверены, что хотите опубликовать эту запись?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Опубликовать сейчас' }).click();
  await expect(page.getByText('Запись опубликована')).toBeVisible({ timeout: 20_000 });
  expect(git('branch', '--list', 'cms/news/*').trim()).toBe('');
  expectValidNews(git('show', `main:${file}`));
  expect(git('ls-tree', '--name-only', 'main', picture).trim()).toBe(picture);
});

/** Checks the Markdown the editor wrote: front matter our schema accepts, then the body. */
function expectValidNews(markdown: string) {
  const [, frontMatter = '', body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(markdown) ?? [];
  expect(body?.trim()).toBe(NEWS.body);
  const data = loadYaml(frontMatter);
  expect(newsSchema.parse(data)).toEqual({
    slug: NEWS.slug,
    title: NEWS.title,
    description: NEWS.description,
    // The datetime widget stores the picked local time with the browser's offset (Moscow).
    date: new Date(`${NEWS.date}:00+03:00`),
    tags: NEWS.tags,
    image: `images/${NEWS.photo}`,
    coverAlt: NEWS.coverAlt,
  });
  expect(frontMatter).toContain(`date: ${NEWS.date}:00.000+03:00`);
}

test('an editor changes a Moscow price, closes a restaurant with a special day, and publishes both', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const now = new Date();
  const product = JSON.parse(readFileSync(productFile('.'), 'utf8')) as Record<string, unknown>;
  const restaurant = JSON.parse(readFileSync(restaurantFile('.'), 'utf8')) as Record<
    string,
    unknown
  >;
  await openEditor(page);

  // «Меню»: the first size's price in Moscow restaurants (the first «Москва»; delivery's is next).
  await page.goto(`/admin#/collections/products/entries/${PRODUCT.slug}`);
  const price = field(page, 'Москва').first();
  await expect(price).toHaveValue(String(PRODUCT.oldPrice));
  // The number is fixed: no one types over it.
  await expect(field(page, 'Номер')).toHaveAttribute('readonly', '');
  await price.fill(String(PRODUCT.price));
  await saveApprovePublish(page);

  // «Рестораны»: a closure with its reason, and a special day with its own hours.
  // Found in the list by its address, as an editor would (a jump by address from the product's
  // editor leaves Decap with the product's draft state).
  await page.getByRole('link', { name: /Запись в коллекцию Меню/ }).click();
  await page.getByRole('link', { name: 'Рестораны', exact: true }).click();
  await page.getByRole('link', { name: /пр-т Королёва, 36 — №1$/ }).click();
  await expect(field(page, 'Улица')).toHaveValue('пр-т Королёва');
  // Its entry is its file in its city's folder.
  await expect(page).toHaveURL(new RegExp(`/entries/${RESTAURANT.city}/${RESTAURANT.id}$`));
  const off = closure(now);
  const special = specialDay(now);
  // A point outside the city is flagged in the preview (the build would refuse it), then put back.
  const latitude = field(page, 'Широта');
  const preview = page.frameLocator('iframe').getByRole('alert');
  await latitude.fill('50');
  await expect(preview).toContainText('вне границ города Москва');
  await latitude.fill(String(restaurant['lat']));
  await expect(preview).toBeHidden();
  // So is a region that is not the city's, with what to type instead.
  const region = field(page, 'Регион');
  await region.fill('Московская область');
  await expect(preview).toContainText(
    '«Регион» не как у города Москва: нужно 1, «Москва» и «Москва»',
  );
  await region.fill(String(restaurant['region']));
  await expect(preview).toBeHidden();
  // The closure is optional, and so are its fields in the editor; the schema wants «from» and «note».
  await field(page, 'Закрыт с (необязательный)').fill(off.from);
  await field(page, 'Закрыт по (включительно) (необязательный)').fill(off.until);
  await field(page, 'Причина (необязательный)').fill(off.note);
  await page.getByRole('button', { name: 'Добавить особые дни' }).click();
  await field(page, 'Дата').fill(special.date);
  await field(page, 'Название дня').fill(special.label);
  await page.getByLabel('Зал, открытие').fill(special.hours.hall.open);
  await page.getByLabel('Зал, закрытие').fill(special.hours.hall.close);
  await page.getByLabel('Доставка: режим').selectOption({ label: 'Закрыт' });
  await saveApprovePublish(page);

  // Published on main: exactly these changes, and files the build's schemas accept.
  const published = (file: string) =>
    JSON.parse(git('show', `main:${file}`)) as Record<string, unknown>;
  const productOnMain = published(productFile(''));
  expect(productOnMain).toEqual(editedProduct(product));
  productSchema.parse(productOnMain);
  const restaurantOnMain = published(restaurantFile(''));
  expect(restaurantOnMain).toEqual(editedRestaurant(restaurant, now));
  restaurantStoredSchema.parse(restaurantOnMain);
});

test('an editor gives the product a photo and lifts the restaurant’s closure by clearing its first day', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = JSON.parse(git('show', `main:${productFile('')}`)) as Record<string, unknown>;
  await openEditor(page);

  await page.goto(`/admin#/collections/products/entries/${PRODUCT.slug}`);
  await uploadPicture(page, 'Выберите изображение', PHOTO.file);
  await field(page, 'Что на фотографии (необязательный)').fill(PHOTO.alt);
  await saveApprovePublish(page);
  // The picture lands beside the products, where the schema's image() finds it by the path.
  const picture = `src/content/catalog/products/images/${PHOTO.file}`;
  expect(git('cat-file', '-s', `main:${picture}`).trim()).toBe(
    String(readFileSync(PHOTO.source).length),
  );
  const published = JSON.parse(git('show', `main:${productFile('')}`)) as Record<string, unknown>;
  // Exactly what the Netlify build's fixture publishes (tests/build/editor-catalog.test.ts).
  expect(published).toEqual(photographedProduct(before));
  const product = productSchema.parse(published);
  expect(path.join(path.dirname(productFile('')), product.image ?? '')).toBe(picture);

  // The closure of the test before: «Закрыт с» cleared, the restaurant's file has none to read.
  await page.getByRole('link', { name: /Запись в коллекцию Меню/ }).click();
  await page.getByRole('link', { name: 'Рестораны', exact: true }).click();
  await page.getByRole('link', { name: /пр-т Королёва, 36 — №1$/ }).click();
  const from = field(page, 'Закрыт с (необязательный)');
  await expect(from).not.toHaveValue('');
  await from.clear();
  await saveApprovePublish(page);
  const restaurant = restaurantStoredSchema.parse(
    JSON.parse(git('show', `main:${restaurantFile('')}`)),
  );
  expect(restaurant.closure).toBeUndefined();
  expect(restaurant.specialDays).toHaveLength(1);
});

test('a new product takes a number past one published since the build and past the draft before it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The build's next free number, the field's default in the served config.
  const config = loadYaml(await (await page.request.get('/admin/config.yml')).text()) as {
    collections: { name: string; fields: { name: string; default?: unknown }[] }[];
  };
  const builtNext = config.collections
    .find((c) => c.name === 'products')
    ?.fields.find((f) => f.name === 'id')?.default;
  expect(typeof builtNext).toBe('number');
  // Another editor's product, published after the build, took that number.
  const product = JSON.parse(readFileSync(productFile('.'), 'utf8')) as Record<string, unknown>;
  const other = { ...product, id: builtNext, slug: 'drugoj-burger' };
  const otherFile = path.join(path.dirname(productFile(repo)), 'drugoj-burger.json');
  writeFileSync(otherFile, `${JSON.stringify(other, null, 2)}\n`);
  git('add', '.');
  git('commit', '--quiet', '-m', 'Продукт другого редактора');

  // Leaving a new entry asks first (accepted); its local backup is not restored.
  page.on('dialog', (dialog) => {
    void (/покинуть/.test(dialog.message()) ? dialog.accept() : dialog.dismiss());
  });
  await openEditor(page);
  await page.goto('/admin#/collections/products/new');
  const number = field(page, 'Номер');
  await expect(number).toHaveValue(String(Number(builtNext) + 1));
  // A second product before the first is published (or built): not the first one's number again.
  await page.getByRole('link', { name: /Запись в коллекцию Меню/ }).click();
  // Decap's «＋ продукт» (its plus is a full-width sign).
  await page.getByRole('link', { name: /^\W*продукт$/ }).click();
  await expect(number).toHaveValue(String(Number(builtNext) + 2));
});
