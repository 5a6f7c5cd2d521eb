import { beforeEach, describe, expect, it } from 'vitest';
import { $isModalOpen, $modal, closeModal, openModal } from '~/stores/modal';

describe('modal store (SPEC §2: one modal at a time)', () => {
  beforeEach(() => closeModal());

  it('opening sets the name and attributes; closing clears both', () => {
    openModal('product', { productId: 12, offerId: 3 });
    expect($modal.get()).toEqual({ name: 'product', attributes: { productId: 12, offerId: 3 } });
    expect($isModalOpen.get()).toBe(true);
    closeModal();
    expect($modal.get()).toEqual({ name: null, attributes: null });
    expect($isModalOpen.get()).toBe(false);
  });

  it('keeps only one modal: opening another replaces it', () => {
    openModal('changeCity');
    openModal('nutritionFacts', { productId: 5 });
    expect($modal.get().name).toBe('nutritionFacts');
  });

  it('closing by name leaves another active modal alone', () => {
    openModal('menuTypes');
    closeModal('product');
    expect($modal.get().name).toBe('menuTypes');
    closeModal('menuTypes');
    expect($modal.get().name).toBeNull();
  });
});
