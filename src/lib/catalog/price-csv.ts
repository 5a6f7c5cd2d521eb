/**
 * The CSV side of the price import: bytes or text as Excel writes them in a Russian locale
 * (`;`-separated, UTF-8 with or without BOM) through csv-parse, the header checked for its
 * columns. Refusals are Russian and carry the row number Excel shows (the header is row 1).
 */
import { parse } from 'csv-parse/sync';

/** The columns of the header row, in the order the back office exports them. */
export const PRICE_COLUMNS = ['product', 'size', 'region', 'service', 'price'] as const;

/** A refused row: its number as Excel shows it (the header is row 1) and why, in Russian. */
export interface PriceRowError {
  row: number;
  message: string;
}

/** Spaces as Excel and the site may write them (no-break included), collapsed, case folded. */
export const normalize = (text: string): string =>
  text
    .replace(/[\s\u00a0\u202f]+/gu, ' ')
    .trim()
    .toLowerCase()
    .replaceAll('ё', 'е');

/** A value as the messages quote it. */
export const quoted = (text: string): string => `«${text}»`;

/** Russian words for csv-parse's refusals; the parser's own English goes to no one. */
function csvMessage(error: unknown): string {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (code === 'CSV_QUOTE_NOT_CLOSED') return 'кавычка открыта и не закрыта до конца файла';
  if (code === 'INVALID_OPENING_QUOTE' || code === 'CSV_INVALID_CLOSING_QUOTE')
    return 'кавычка посреди поля: такое поле берут в кавычки целиком, а кавычку внутри удваивают';
  return 'строка не читается как CSV с разделителем «;»';
}

/** The records of the file, or the row where the parser gave up. */
function readRecords(input: string | Uint8Array): string[][] | PriceRowError {
  let text: string;
  try {
    text =
      typeof input === 'string' ? input : new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    return {
      row: 1,
      message:
        'файл не в UTF-8: в Excel сохраните его как «CSV UTF-8 (разделитель\u00a0— запятая)»',
    };
  }
  try {
    return parse(text, { delimiter: ';', bom: true, relax_column_count: true });
  } catch (error) {
    const records = error instanceof Error && 'records' in error ? Number(error.records) : 0;
    return { row: records + 1, message: csvMessage(error) };
  }
}

/** Where each column is in the header, or what the header lacks. */
function readHeader(header: readonly string[]): Map<string, number> | PriceRowError {
  const names = header.map(normalize);
  const missing = PRICE_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length === 0) return new Map(PRICE_COLUMNS.map((c) => [c, names.indexOf(c)]));
  const list = missing.map(quoted).join(', ');
  const hint =
    header.length === 1 && header[0]?.includes(',')
      ? '; разделитель столбцов\u00a0— точка с запятой, не запятая'
      : '';
  return {
    row: 1,
    message: `${missing.length === 1 ? 'нет столбца' : 'нет столбцов'} ${list}: заголовок должен быть ${PRICE_COLUMNS.join(';')}${hint}`,
  };
}

/** The file's header and rows, with where each column is; or the row that stops the import. */
export interface PriceTable {
  header: string[];
  rows: string[][];
  columns: Map<string, number>;
}

/** Read the file into its header and rows, or the one refusal that stops reading it. */
export function readPriceTable(input: string | Uint8Array): PriceTable | PriceRowError {
  const records = readRecords(input);
  if (!Array.isArray(records)) return records;
  const [header, ...rows] = records;
  if (!header) return { row: 1, message: `файл пуст: нужен заголовок ${PRICE_COLUMNS.join(';')}` };
  const columns = readHeader(header);
  return columns instanceof Map ? { header, rows, columns } : columns;
}
