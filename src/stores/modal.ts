/**
 * The modal store (SPEC §2): one modal at a time. Opening sets its name and optional attributes,
 * closing clears both.
 */
import { computed, map } from 'nanostores';

/** Every modal of SPEC §2, and the meal tray «Мой поднос» (beyond the spec). */
export type ModalName =
  | 'changeCity'
  | 'promoBannerInfo'
  | 'alert'
  | 'offerSteps'
  | 'menuRestaurants'
  | 'menuTypes'
  | 'product'
  | 'restaurantsMapFilters'
  | 'nutritionFacts'
  | 'restaurantsMapBalloon'
  | 'smartBanner'
  | 'calendarScheduleCard'
  | 'detailedSticker'
  | 'iceCreamProduct'
  | 'sectionNavigation'
  | 'mapEvent'
  | 'comboEnd'
  | 'subscribeSuccess'
  | 'tray';

/** Optional attributes a modal is opened with (ids, codes, flags). */
export type ModalAttributes = Readonly<Record<string, string | number | boolean>>;

/** The active modal, or none. */
export interface ModalState {
  name: ModalName | null;
  attributes: ModalAttributes | null;
}

/** The active modal's name and attributes. */
export const $modal = map<ModalState>({ name: null, attributes: null });

/** True while any modal is open. */
export const $isModalOpen = computed($modal, (state) => state.name !== null);

/** Open a modal; any other open modal is replaced. */
export function openModal(name: ModalName, attributes: ModalAttributes | null = null): void {
  $modal.set({ name, attributes });
}

/** Close the active modal (or only `name`, when given and it is the active one). */
export function closeModal(name?: ModalName): void {
  if (name && $modal.get().name !== name) return;
  $modal.set({ name: null, attributes: null });
}
