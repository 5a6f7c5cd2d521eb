/**
 * Mounts the city picker island once (on first interaction) and opens the «change city» modal.
 * Its stylesheet starts loading with this module and the dialog opens once it is in, in place of
 * the frame the tap showed meanwhile (./open-picker.ts).
 */
import { createRoot } from 'react-dom/client';
import { loadStylesheet } from '~/lib/stylesheet';
import { handleHttpError } from '~/lib/errors';
import { chooseCity } from '~/stores/city';
import { openModal } from '~/stores/modal';
import IslandBoundary from '~/islands/ui/IslandBoundary';
import CityPicker, { CITY_NOT_CHANGED } from './CityPicker';
import { showCityName } from './frame-cities';
import stylesheet from './city-picker.css?url';

const styled = loadStylesheet(stylesheet);

let mounted = false;

/** Open the city picker, creating its island on the first call; resolves once it is open. */
export async function openCityPicker(names: Record<string, string>): Promise<void> {
  await styled;
  if (!mounted) {
    mounted = true;
    const host = document.createElement('div');
    host.dataset['island'] = 'city-picker';
    document.body.append(host);
    // In alphabetical order already: CityButton.astro sorts them at build. Sorting here again
    // made the first open build an ICU collator (~8 ms, ~90 ms on a low-tier phone).
    const cities = Object.entries(names).map(([code, name]) => ({ code, name }));
    createRoot(host).render(
      <IslandBoundary name="city-picker" dialog>
        <CityPicker cities={cities} />
      </IslandBoundary>,
    );
  }
  openModal('changeCity');
}

/**
 * Save the city tapped in the frame before the island was in (./open-picker.ts): through the same
 * store as the island's list; when that fails, the header shows the `previous` name again, the
 * island's message shows and the picker opens.
 */
export async function chooseCityFromFrame(
  code: string,
  names: Record<string, string>,
  previous: string,
): Promise<void> {
  try {
    await chooseCity(code);
  } catch (error) {
    showCityName(previous);
    handleHttpError(error, { source: 'city', message: CITY_NOT_CHANGED });
    await openCityPicker(names);
  }
}
