/** The map-load error block (SPEC §2): exact title and text, «Обновить», a background image. */
import './map-error.css';

/** Shown when the map cannot load. */
export default function MapError() {
  return (
    <div className="map-error" role="alert">
      <div className="map-error__body">
        <h2 className="map-error__title">Не удалось загрузить карту</h2>
        <p className="map-error__text">
          Попробуй обновить страницу или зайти позже{'\u00a0'}— мы уже решаем проблему
        </p>
        <button type="button" className="btn btn--md" onClick={() => location.reload()}>
          Обновить
        </button>
      </div>
    </div>
  );
}
