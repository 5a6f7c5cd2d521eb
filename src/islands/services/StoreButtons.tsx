/** React twin of StoreButtons.astro for modals: 155×50 badges that open in a new tab. */
import { STORE_BADGE, STORE_LINKS, type StoreLink } from '~/lib/stores-links';

interface Props {
  theme?: 'white' | 'black';
  links?: readonly StoreLink[];
}

/** App store buttons (rustore, appstore, googleplay, appgallery). */
export default function StoreButtons({ theme = 'black', links = STORE_LINKS }: Props) {
  return (
    <ul className={`store-buttons store-buttons--${theme}`}>
      {links.map((link) => (
        <li key={link.store}>
          <a
            className="store-button"
            href={link.href}
            target="_blank"
            rel="noopener"
            data-store={link.store}
            style={{ width: STORE_BADGE.width, height: STORE_BADGE.height }}
          >
            <span className="store-button__caption">Скачать в</span>
            <span className="store-button__name">{link.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
