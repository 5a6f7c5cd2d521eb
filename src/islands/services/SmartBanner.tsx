/** The smart banner modal (SPEC §2, §3): an app invitation in three campaign flavours. */
import { useStore } from '@nanostores/react';
import type { SmartBannerType } from '~/lib/smart-banner';
import { $modal } from '~/stores/modal';
import Dialog from '~/islands/ui/Dialog';
import SocialButtons from './SocialButtons';
import StoreButtons from './StoreButtons';

const COPY: Record<SmartBannerType, { title: string; text: string }> = {
  bigfest: {
    title: 'Большой фест\u00a0— в приложении',
    text: 'Голосуй за бургер недели и получай билеты розыгрыша за каждый заказ.',
  },
  'welcome-offer': {
    title: 'Бургер в подарок',
    text: 'Скачай приложение и получи приветственный бургер за первый заказ.',
  },
  default: {
    title: 'Всё вкусное\u00a0— в телефоне',
    text: 'Предзаказ без очереди, доставка и бонусы за каждый заказ.',
  },
};

/** The smart banner, shown when the modal store names it. */
export default function SmartBanner() {
  const modal = useStore($modal);
  const raw = modal.attributes?.['type'];
  const type: SmartBannerType =
    raw === 'bigfest' || raw === 'welcome-offer' || raw === 'default' ? raw : 'default';
  const copy = COPY[type];
  return (
    <Dialog name="smartBanner" title={copy.title} variant="sheet" className="smart-banner">
      <p className="smart-banner__text">{copy.text}</p>
      <StoreButtons theme="black" />
      <p className="smart-banner__social">Мы в соцсетях:</p>
      <SocialButtons />
    </Dialog>
  );
}
