/**
 * The editor's whole config, /admin/config.yml: the editorial collections as written in
 * ./editorial.yml (comments kept) followed by the catalog's, generated from the schemas and the
 * catalog (./catalog-collections.ts).
 */
import { parseDocument } from 'yaml';
import { catalogCollections, type CatalogForEditor } from './catalog-collections.ts';

/** The config's YAML text for the editorial part `editorial` and the catalog `catalog`. */
export function editorConfigYaml(editorial: string, catalog: CatalogForEditor): string {
  const document = parseDocument(editorial);
  for (const collection of catalogCollections(catalog)) document.addIn(['collections'], collection);
  return document.toString({ lineWidth: 100 });
}
