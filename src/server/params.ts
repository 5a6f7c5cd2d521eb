/** Validation of path and query parameters; every failure is a 400 or 404 in Russian. */
import type { DayPartCode } from '~/lib/catalog/schema';
import { badRequest } from './http';

/** The longest search query accepted, in characters. */
export const MAX_QUERY_LENGTH = 200;

const ID = /^[1-9]\d{0,8}$/;
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A positive integer id from a path segment, or null when it is not one (→ 404 upstream). */
export function parseId(value: string | undefined): number | null {
  return value !== undefined && ID.test(value) ? Number(value) : null;
}

/** A required coordinate from the query: a finite decimal within ±limit. */
function coordinate(params: URLSearchParams, name: string, limit: number, label: string): number {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') throw badRequest(`Не указана ${label}.`);
  const text = raw.trim();
  if (text.length > 32 || !NUMBER.test(text))
    throw badRequest(`${capital(label)} должна быть числом.`);
  const value = Number(text);
  if (!Number.isFinite(value) || Math.abs(value) > limit) {
    throw badRequest(`${capital(label)} вне допустимого диапазона.`);
  }
  return value;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `lat` and `long` from the query, both required and in range. */
export function parseLatLong(params: URLSearchParams): { lat: number; long: number } {
  return {
    lat: coordinate(params, 'lat', 90, 'широта'),
    long: coordinate(params, 'long', 180, 'долгота'),
  };
}

/** An optional positive integer query parameter within [1, max]. */
export function parseOptionalInt(
  params: URLSearchParams,
  name: string,
  max: number,
  label: string,
): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  if (!ID.test(raw) || Number(raw) > max) {
    throw badRequest(`${capital(label)}: нужно целое число от 1 до ${max}.`);
  }
  return Number(raw);
}

/** The menu context: `type=delivery`, or the restaurant when absent. */
export function parseContext(params: URLSearchParams): 'restaurant' | 'delivery' {
  const raw = params.get('type');
  if (raw === null || raw === '' || raw === 'restaurant') return 'restaurant';
  if (raw === 'delivery') return 'delivery';
  throw badRequest('Неизвестный тип меню: допустим только delivery.');
}

/** The day part from `meal`, or undefined for the active one. */
export function parseMeal(params: URLSearchParams): DayPartCode | undefined {
  const raw = params.get('meal');
  if (raw === null || raw === '') return undefined;
  if (raw === 'breakfast' || raw === 'main') return raw;
  throw badRequest('Неизвестная часть дня: допустимы breakfast и main.');
}

/** The search query `q`: required (may be empty), trimmed, at most MAX_QUERY_LENGTH characters. */
export function parseQuery(params: URLSearchParams): string {
  const raw = params.get('q');
  if (raw === null) throw badRequest('Не указан поисковый запрос q.');
  if (raw.length > MAX_QUERY_LENGTH) {
    throw badRequest(`Слишком длинный запрос: не больше ${MAX_QUERY_LENGTH} символов.`);
  }
  return raw.trim();
}
