/**
 * A pin's balloon: on phones the «restaurants map balloon» modal (shared Dialog), on wider screens
 * a side card over the map. Both show RestaurantDetails; closing clears the selection.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import { $modal, closeModal, openModal } from '~/stores/modal';
import {
  $allRestaurants,
  $locatorData,
  $now,
  $selectedId,
  selectRestaurant,
} from '~/stores/restaurants';
import Dialog from '~/islands/ui/Dialog';
import RestaurantDetails from './RestaurantDetails';

/** The balloon of the selected restaurant. */
export default function Balloon({ asModal }: { asModal: boolean }) {
  const selectedId = useStore($selectedId);
  const data = useStore($locatorData);
  const now = useStore($now);
  const modal = useStore($modal);
  const restaurant = useStore($allRestaurants).find((r) => r.id === selectedId);
  const titleId = useId();
  const cardRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!asModal) return;
    if (selectedId !== null && modal.name !== 'restaurantsMapBalloon')
      openModal('restaurantsMapBalloon', { id: selectedId });
  }, [asModal, selectedId]); // eslint-disable-line react-hooks/exhaustive-deps -- opens once per selection

  // Closing the modal (button, Esc, back) clears the selection.
  const wasOpen = useRef(false);
  useEffect(() => {
    const isOpen = modal.name === 'restaurantsMapBalloon';
    if (asModal && wasOpen.current && !isOpen) selectRestaurant(null);
    wasOpen.current = isOpen;
  }, [asModal, modal.name]);

  useEffect(() => {
    if (!asModal && restaurant) cardRef.current?.focus({ preventScroll: true });
  }, [asModal, restaurant?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- focus per restaurant

  if (!restaurant || !data) return null;
  if (asModal) {
    return (
      <Dialog name="restaurantsMapBalloon" title={restaurant.street} wide>
        <RestaurantDetails restaurant={restaurant} data={data} now={now} />
      </Dialog>
    );
  }
  return (
    <section
      ref={cardRef}
      className="balloon-card"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') selectRestaurant(null);
      }}
    >
      <button
        type="button"
        className="dialog__close balloon-card__close"
        aria-label="Закрыть"
        onClick={() => {
          selectRestaurant(null);
          closeModal('restaurantsMapBalloon');
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <RestaurantDetails restaurant={restaurant} data={data} now={now} titleId={titleId} heading />
    </section>
  );
}
