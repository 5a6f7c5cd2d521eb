/** Mounts the city picker island once (on first interaction) and opens the «change city» modal. */
import { createRoot } from 'react-dom/client';
import { openModal } from '~/stores/modal';
import CityPicker from './CityPicker';

let mounted = false;

/** Open the city picker, creating its island on the first call. */
export function openCityPicker(names: Record<string, string>): void {
  if (!mounted) {
    mounted = true;
    const host = document.createElement('div');
    host.dataset['island'] = 'city-picker';
    document.body.append(host);
    const cities = Object.entries(names)
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
    createRoot(host).render(<CityPicker cities={cities} />);
  }
  openModal('changeCity');
}
