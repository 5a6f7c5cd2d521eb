/**
 * The menu island's card pictures by product slug. A page's seed holds the pictures of its own
 * products only: a category page carried all ~130 (3 KB of its compressed HTML), which took it
 * past the first round trip of a cold connection (about 14 KB). The rest come from the
 * pre-rendered MENU_PICTURES_PATH, loaded beside the visitor's menu.
 */
import { atom } from 'nanostores';
import type { Pictures } from '~/lib/menu/types';
import { MENU_PICTURES_PATH } from '~/paths';

/** The pictures known so far. */
export const $menuPictures = atom<Pictures>({});

type PicturesLoader = () => Promise<Pictures>;

const fetchPictures: PicturesLoader = async () => {
  const response = await fetch(MENU_PICTURES_PATH, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return (await response.json()) as Pictures;
};

let loader = fetchPictures;
let loading: Promise<boolean> | null = null;

/** Replace how the pictures are fetched (unit tests); without an argument, restore. */
export function setMenuPicturesLoader(next: PicturesLoader = fetchPictures): void {
  loader = next;
  loading = null;
}

/** Start from the page's own pictures (the island's first render). */
export function startMenuPictures(pictures: Pictures): void {
  $menuPictures.set(pictures);
}

/**
 * Load every product's picture, once; resolves false if that failed (the next call tries again,
 * and cards stay without the pictures the page lacks meanwhile).
 */
export function loadMenuPictures(): Promise<boolean> {
  loading ??= loader().then(
    (all) => {
      $menuPictures.set({ ...all, ...$menuPictures.get() });
      return true;
    },
    () => {
      loading = null;
      return false;
    },
  );
  return loading;
}
